import Foundation
import SystemIO
import TemporaryFolders
import Testing

/// `BlockWorkers.run` with two processes, as the tool runs it: in a process of one thread, forked
/// inside an exit test (``inForkedProcess(_:)``), which forks the second.
@Suite("Drawing in forked processes")
struct ForkedWorkersTests {
    /// What a run came to: each block's result (the process that drew it) and the process that
    /// ran it, or the run's error.
    enum Outcome: Codable, Equatable {
        case drawn([Int: Int32], runner: Int32)
        case failed(DrawingFailure)
        case setUp(String)
    }

    static let blocks = 12

    /// Runs twelve blocks, block 5 kept, in two processes: each block writes `b<position>.txt` at
    /// the top of the folder at `path`, or fails when in `failing`, and the run commits, or rolls
    /// back when a block fails. The block this process draws first waits for the other process
    /// to begin one, so that both draw; that process ends at once when `lost` is set.
    static func run(in path: String, failing: Set<Int> = [], lost: Bool = false) -> Outcome {
        let output: StagedOutput
        do {
            output = try StagedOutput(root: URL(fileURLWithPath: path), sync: false)
        } catch {
            return .setUp("\(error)")
        }
        let runner = getpid()
        let begun = SharedCounters(count: 1)
        let schedule = BlockWorkers.schedule(Array(0..<blocks), keeping: [5], cost: { $0 }, processes: 2)
        do throws(DrawingFailure) {
            let results = try BlockWorkers.run(schedule, after: nil, output: output) {
                (position) throws(DrawingFailure) -> Int32 in
                if getpid() == runner {
                    let deadline = Date().addingTimeInterval(10)
                    while begun[0] == 0, Date() < deadline { usleep(1_000) }
                } else {
                    begun.add(1, to: 0)
                    if lost { _exit(3) }
                }
                if failing.contains(position) { throw .failed(position: position) }
                do throws(OutputError) {
                    try output.write(Data("block \(position)".utf8), file: "b\(position).txt")
                } catch {
                    throw .output(error)
                }
                return getpid()
            }
            do {
                try output.commit()
            } catch {
                return .setUp("\(error)")
            }
            return .drawn(results, runner: runner)
        } catch {
            output.rollback()
            return .failed(error)
        }
    }

    /// Runs `run(in:failing:lost:)` in a forked process of one thread; what it came to.
    static func forkedRun(in path: String, failing: Set<Int> = [], lost: Bool = false) throws -> Outcome {
        // Should anything hang, SIGALRM ends the exit test, and the forked processes with it.
        alarm(60)
        let (data, ending) = inForkedProcess {
            (try? JSONEncoder().encode(run(in: path, failing: failing, lost: lost))) ?? Data()
        }
        #expect(ending == .exited(0))
        return try JSONDecoder().decode(Outcome.self, from: data)
    }

    @Test func twoProcessesDrawEveryBlockOnceAndWhatTheOtherWroteIsCommitted() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        await #expect(processExitsWith: .success) { [path = folder.path as String] in
            let outcome = try ForkedWorkersTests.forkedRun(in: path)
            guard case .drawn(let results, let runner) = outcome else {
                Issue.record("\(outcome)")
                return
            }
            #expect(results.keys.sorted() == Array(0..<ForkedWorkersTests.blocks))
            #expect(Set(results.values).count == 2, "one process drew every block")
            #expect(results[5] == runner, "a kept block was drawn by the other process")
            let files = (0..<ForkedWorkersTests.blocks).map { ("b\($0).txt", "block \($0)") }
            #expect(listing(URL(fileURLWithPath: path)) == Dictionary(uniqueKeysWithValues: files))
        }
    }

    @Test func theErrorOfTheFirstFailingBlockInPlanOrderIsTheRunsAndNothingIsWritten() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        await #expect(processExitsWith: .success) { [path = folder.path as String] in
            // Block 5 is kept, and fails in this process; block 11, the costliest, is the first the
            // other process takes, and fails there. The earlier one's error is the run's.
            let outcome = try ForkedWorkersTests.forkedRun(in: path, failing: [5, 11])
            #expect(outcome == .failed(.failed(position: 5)))
            #expect(listing(URL(fileURLWithPath: path)) == [:])
        }
    }

    @Test func aProcessThatEndsWithoutItsReportFailsTheRun() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        await #expect(processExitsWith: .success) { [path = folder.path as String] in
            let outcome = try ForkedWorkersTests.forkedRun(in: path, lost: true)
            // `waitpid`'s status of a process that exited 3.
            #expect(outcome == .failed(.lostReport(waitStatus: 3 << 8)))
            #expect(listing(URL(fileURLWithPath: path)) == [:])
        }
    }
}
