import CourseFixtures
import Foundation
import LessonScript
import SystemIO
import Testing

@testable import Publishing

/// A plan's schedule: as many processes as `jobs` allows and the blocks can keep busy; with no
/// `jobs`, one per core, and a plan with work for one process only counts no cores.
@Suite("Plan schedules")
struct PlanScheduleTests {
    static func plan(_ paths: [String]) throws -> PublishPlan {
        try PublishPlan(
            inputs: paths.map { (path: $0, document: try InputReader.read(path: $0)) }, layout: .frames(previews: true))
    }

    @Test func oneProcessPerCoreWhenNoJobsAreGiven() throws {
        let course = try Self.plan(Course.pageNames.map { Course.page($0).path })
        let cores = ProcessInfo.processInfo.activeProcessorCount
        #expect(BlockWorkers.schedule(for: course, jobs: nil).processes == min(cores, course.blocks.count))
        #expect(BlockWorkers.schedule(for: course, jobs: 3).processes == 3)
        #expect(BlockWorkers.schedule(for: course, jobs: 1).processes == 1)
    }

    @Test func aPlanOfOneBlockIsDrawnInOneProcessWhateverTheJobs() throws {
        let block = try Self.plan([Course.block("09-local-state-1").path])
        for jobs in [nil, 1, 8] { #expect(BlockWorkers.schedule(for: block, jobs: jobs).processes == 1) }
    }
}
