import Foundation
import Testing

@testable import TriggerGraphCLI

/// Blocks drawn in several processes (`--jobs`): the split, and files byte-identical to one
/// process. Forking happens only in the tool's own process, so these runs start the built tool.
@Suite("Drawing on every core")
struct ParallelDrawingTests {
    /// The `triggergraph` executable that `swift build` put beside this test bundle.
    static let tool = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("triggergraph")

    /// Runs the built tool; returns its exit status and standard error.
    static func run(_ arguments: [String]) throws -> (status: Int32, err: String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, err)
    }

    @Test func sharesKeepEveryBlockOnceInOrderAndBalanceTheirCost() {
        let costs = [5, 100, 1, 60, 40, 3, 3, 50]
        let shares = BlockWorkers.shares(Array(costs.indices), keeping: [2], cost: { costs[$0] }, among: 3)
        #expect(shares.count == 3)
        #expect(shares.flatMap { $0 }.sorted() == Array(costs.indices), "every block exactly once")
        #expect(shares.allSatisfy { $0 == $0.sorted() }, "each share in block order")
        #expect(shares[0].contains(2), "a kept block stays with the first share")
        let loads = shares.map { $0.map { costs[$0] }.reduce(0, +) }
        #expect(loads.max()! - loads.min()! <= 50, "\(loads)")
        // Fewer blocks than processes: one share a block; one process: one share.
        #expect(BlockWorkers.shares([0, 1], keeping: [], cost: { _ in 1 }, among: 8).count == 2)
        #expect(BlockWorkers.shares([0, 1, 2], keeping: [], cost: { _ in 1 }, among: 1) == [[0, 1, 2]])
    }

    /// Whole blocks, into staged folders; and one change of every block, written file by file.
    static let runs: [[String]] = [
        ["--format", "svg,png", "--theme", "both", "--animate", "svg,gif,html"],
        ["--format", "svg,dot", "--change", "1"],
    ]

    @Test(arguments: runs)
    func twoProcessesWriteTheSameFilesAsOne(_ options: [String]) throws {
        let graphs = repositoryRoot.appendingPathComponent("Graphs")
        let blocks = try FileManager.default.contentsOfDirectory(atPath: graphs.path).filter { $0.hasSuffix(".swift") }
            .sorted().map { graphs.appendingPathComponent($0).path }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var snapshots: [FolderSnapshot] = []
        for jobs in ["1", "2"] {
            let output = folder.appendingPathComponent("jobs-\(jobs)")
            let run = try Self.run(
                ["render"] + blocks + ["-o", output.path] + options + ["--jobs", jobs, "--no-sync"])
            #expect(run.status == 0, "\(run.err)")
            snapshots.append(try FolderSnapshot(output))
        }
        #expect(snapshots[0].files.count > 100)
        #expect(snapshots[1].temporaryFiles.isEmpty, "\(snapshots[1].temporaryFiles)")
        #expect(snapshots[0].files == snapshots[1].files)
        for file in snapshots[0].files {
            #expect(snapshots[0].entries[file]?.bytes == snapshots[1].entries[file]?.bytes, "\(file)")
        }
    }

    @Test func anErrorInAnotherProcessFailsTheRunAsOneProcessWouldAndWritesNothing() throws {
        // Two blocks whose PNG is past cairo's size, between course blocks. The costliest block
        // is shared out first, to this process, so the earlier and smaller one, whose error a run
        // on one process reports, is drawn by the other process.
        let early = try BitmapLimitTests.wideScene(children: 590, name: "early")
        let late = try BitmapLimitTests.wideScene(children: 600, name: "late")
        let folder = try temporaryFolder()
        defer {
            for url in [early.deletingLastPathComponent(), late.deletingLastPathComponent(), folder] {
                try? FileManager.default.removeItem(at: url)
            }
        }
        let shares = BlockWorkers.shares(
            Array(0..<14), keeping: [], cost: { [3: 599, 10: 609][$0] ?? 20 }, among: 2)
        #expect(shares[1].contains(3) && shares[0].contains(10), "\(shares)")
        let graphs = repositoryRoot.appendingPathComponent("Graphs")
        let course = try FileManager.default.contentsOfDirectory(atPath: graphs.path).filter { $0.hasSuffix(".swift") }
            .sorted().prefix(12).map { graphs.appendingPathComponent($0).path }
        let inputs = Array(course.prefix(3)) + [early.path] + Array(course[3..<9]) + [late.path] + course.dropFirst(9)
        var errors: [String] = []
        for jobs in ["1", "2"] {
            let output = folder.appendingPathComponent("jobs-\(jobs)")
            let run = try Self.run(["render"] + inputs + ["-o", output.path, "--format", "png", "--jobs", jobs])
            #expect(run.status == 65)
            errors.append(run.err)
            #expect(try FolderSnapshot(output).entries.isEmpty, "nothing written with --jobs \(jobs)")
        }
        #expect(errors[0] == errors[1])
        #expect(errors[1].contains("change 1 of early: the PNG would be"), "\(errors[1])")
    }
}
