import Animation
import CourseFixtures
import Foundation
import LessonScript
import Publishing
import TemporaryFolders
import Testing
import TriggerDiagram

/// A run's progress counts each planned frame once, whatever the themes, and its last report
/// says every block and frame is drawn.
@Suite("Run progress")
struct RunProgressTests {
    /// Each command's writer, in more than one theme where it draws in several.
    enum Command: CaseIterable, Sendable, CustomTestStringConvertible {
        case render, animate, docc, doccPNG

        var testDescription: String {
            switch self {
            case .render: "render in both themes"
            case .animate: "animate, which draws in one theme"
            case .docc: "docc in both themes"
            case .doccPNG: "docc as PNG in both themes"
            }
        }

        func publish(_ run: PublishingRun, _ inputs: [LoadedInput]) throws {
            switch self {
            case .render:
                var writer = FrameWriter(formats: [.svg, .png], themes: [.light, .dark])
                _ = try run.publish(inputs, with: &writer)
            case .animate:
                var writer = AnimationWriter(formats: [.svg, .gif], themes: [.dark])
                _ = try run.publish(inputs, with: &writer)
            case .docc, .doccPNG:
                var writer = CatalogWriter(
                    root: "Course", title: "Course", format: self == .docc ? .svg : .png, themes: [.light, .dark])
                _ = try run.publish(inputs, with: &writer)
            }
        }
    }

    /// Runs `command` over `inputs` and returns every report, in order.
    private func reports(_ command: Command, _ inputs: [(path: String, document: InputDocument)]) throws
        -> [RunProgress]
    {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let told = Told()
        var run = PublishingRun(output: folder.appendingPathComponent("out"))
        run.sync = false
        run.progress = { progress in told.add(progress) }
        try command.publish(run, inputs.map { LoadedInput(path: $0.path, document: $0.document) })
        return told.reports
    }

    /// The reports a run gave, from whichever thread.
    private final class Told: @unchecked Sendable {
        private let lock = NSLock()
        private var all: [RunProgress] = []

        func add(_ report: RunProgress) { lock.withLock { all.append(report) } }
        var reports: [RunProgress] { lock.withLock { all } }
    }

    @Test(arguments: Command.allCases)
    func theLastReportHasEveryBlockAndFrameDrawn(_ command: Command) throws {
        // A page of two blocks of one change each, and a block of three changes: 3 blocks, 5 frames.
        let inputs = [try SmallInputs.page(at: "lesson.md"), try SmallInputs.block(at: "three.swift", changes: 3)]
        let told = try reports(command, inputs)
        let last = try #require(told.last)
        #expect(last.blocks == (3, 3) && last.frames == (5, 5), "\(last)")
        for report in told {
            #expect(report.frames.done <= report.frames.total && report.blocks.done <= report.blocks.total, "\(report)")
        }
    }

    /// With no block to draw no block's end reports: the run's end still does.
    @Test func aRunWithNothingToDrawReportsOnceAtItsEnd() throws {
        let told = try reports(.render, [try SmallInputs.page(at: "prose.md", blocks: 0)])
        #expect(told.count == 1)
        #expect(told.last.map { $0.blocks == (0, 0) && $0.frames == (0, 0) } == true, "\(told)")
    }
}
