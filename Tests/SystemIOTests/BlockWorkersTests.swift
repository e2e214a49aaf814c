import Foundation
import SystemIO
import TemporaryFolders
import Testing

/// What drawing a block fails with in these tests.
enum DrawingFailure: WorkerFailure, Equatable {
    case failed(position: Int)
    case output(OutputError)
    case interrupted(signal: Int32)
    case lostReport(waitStatus: Int32)
}

/// Blocks ordered for the queue, and drawn by the process the test runs in. This process runs
/// other tests on other threads, so it never forks: `run` draws every block here, in plan order.
/// ForkedWorkersTests runs the same in a process of one thread, which forks.
@Suite("Block workers")
struct BlockWorkersTests {
    @Test func theQueueTakesTheCostliestBlocksFirstAndKeptBlocksStayHere() {
        let costs = [5, 100, 1, 60, 40, 3, 3, 50]
        let schedule = BlockWorkers.schedule(Array(costs.indices), keeping: [2, 6], cost: { costs[$0] }, processes: 3)
        #expect(schedule.kept == [2, 6])
        #expect(schedule.queued == [1, 3, 7, 4, 0, 5], "costliest first, ties in plan order")
        #expect(schedule.processes == 3)
        // Never more processes than there are blocks to share out (the kept ones count as one).
        #expect(BlockWorkers.schedule([0, 1], keeping: [], cost: { _ in 1 }, processes: 8).processes == 2)
        #expect(BlockWorkers.schedule([0, 1], keeping: [0, 1], cost: { _ in 1 }, processes: 8).processes == 1)
        #expect(BlockWorkers.schedule([], keeping: [], cost: { _ in 1 }, processes: 8).processes == 1)
        #expect(BlockWorkers.schedule([0, 1, 2], keeping: [1], cost: { _ in 1 }, processes: 0).processes == 1)
    }

    @Test func aProcessWithOtherThreadsDrawsEveryBlockItselfInPlanOrderOnceItsPreparationIsDone() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(BlockWorkers.threadCount() > 1)
        #expect(!BlockWorkers.settlesToOneThread(within: 0.01))
        let output = try StagedOutput(root: folder, sync: false)
        let prepared = SharedCounters(count: 1)
        let preparation = BackgroundThread {
            usleep(100_000)
            prepared.add(1, to: 0)
        }
        let schedule = BlockWorkers.schedule(Array(0..<8), keeping: [6], cost: { $0 }, processes: 2)
        var drawn: [Int] = []
        let results = try BlockWorkers.run(schedule, after: preparation, output: output) {
            (position) throws(DrawingFailure) -> String in
            #expect(prepared[0] == 1, "drawn before the preparation was done")
            drawn.append(position)
            return "block \(position)"
        }
        #expect(results == Dictionary(uniqueKeysWithValues: (0..<8).map { ($0, "block \($0)") }))
        #expect(drawn == Array(0..<8))
    }

    @Test func theFirstFailingBlockInPlanOrderStopsTheRun() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try StagedOutput(root: folder, sync: false)
        let schedule = BlockWorkers.schedule(Array(0..<8), keeping: [], cost: { $0 }, processes: 2)
        var drawn: [Int] = []
        #expect(throws: DrawingFailure.failed(position: 3)) {
            try BlockWorkers.run(schedule, after: nil, output: output) { (position) throws(DrawingFailure) -> Int in
                drawn.append(position)
                if [3, 6].contains(position) { throw .failed(position: position) }
                return position
            }
        }
        #expect(drawn == [0, 1, 2, 3], "a block after the failed one was drawn")
    }
}
