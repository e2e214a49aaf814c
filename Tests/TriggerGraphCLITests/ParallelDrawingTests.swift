import CourseFixtures
import Foundation
import TemporaryFolders
import Testing

@testable import TriggerGraphCLI

/// Blocks drawn in several processes (`--jobs`): files byte-identical to one process, and the error
/// one process would stop at. Forking happens only in the tool's own process, so these runs start
/// the built tool; how blocks are shared out is SystemIOTests' (BlockWorkersTests, ForkedWorkersTests).
@Suite("Drawing on every core")
struct ParallelDrawingTests {
    /// The `triggergraph` executable that `swift build` put beside this test bundle.
    static let tool = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("triggergraph")

    /// Runs the built tool, its log written in `folder`; returns its exit status and what it printed.
    static func run(_ arguments: [String], logIn folder: URL) throws -> (status: Int32, err: String) {
        try Subprocess.run(tool, arguments, logIn: folder)
    }

    /// A scene of one tree of `views` views in a row under a root and `changes` changes of one key.
    static func longScene(views: Int, changes: Int) throws -> URL {
        let nodes =
            [#"{"name": "Root", "parent": null, "reads": ["k"]}"#]
            + (1..<views).map { #"{"name": "V\#($0)", "parent": "Root", "reads": ["k"]}"# }
        let steps = (1...changes).map { #"{"step": "change", "tree": "t", "label": "tap \#($0)", "key": "k"}"# }
        let json = """
            {"version": 1, "name": "long", "trees": [{"name": "t", "storage": {"k": {"kind": "environment"}},
             "nodes": [\(nodes.joined(separator: ", "))]}],
             "steps": [\(steps.joined(separator: ", "))]}
            """
        let file = try temporaryFolder().appendingPathComponent("long.json")
        try Data(json.utf8).write(to: file)
        return file
    }

    /// What a run reads from `Graphs/`.
    enum Inputs: Sendable {
        /// Every block.
        case blocks
        /// The first three lessons as pages, whose blocks their previews show, among the other
        /// lessons' blocks.
        case pagesAmongBlocks
        /// The first eight lessons as pages.
        case pages

        func paths() throws -> [String] {
            let graphs = repositoryRoot.appendingPathComponent("Graphs")
            let files = try FileManager.default.contentsOfDirectory(atPath: graphs.path).sorted()
            let lessons = files.filter { $0.hasSuffix(".md") && $0 != "README.md" }
            let blocks = files.filter { $0.hasSuffix(".swift") }
            let chosen: [String]
            switch self {
            case .blocks: chosen = blocks
            case .pages: chosen = Array(lessons.prefix(8))
            case .pagesAmongBlocks:
                let previewed = lessons.prefix(3)
                chosen =
                    Array(previewed)
                    + blocks.filter { block in !previewed.contains { block.hasPrefix($0.dropLast(3) + "-") } }
            }
            return chosen.map { graphs.appendingPathComponent($0).path }
        }
    }

    /// Each command that draws blocks. For render: whole blocks, into staged folders; one change of
    /// every block, written file by file; and pages, whose previewed blocks stay in one process.
    /// The runs that draw nothing with cairo (the default render, SVG and DOT, the pages, SVG
    /// animations) share what Pango measured between their processes.
    static let runs: [(command: String, inputs: Inputs, options: [String])] = [
        ("render", .blocks, []),
        ("render", .blocks, ["--format", "svg,png", "--theme", "both", "--animate", "svg,gif,html"]),
        ("render", .blocks, ["--format", "svg,dot", "--change", "1"]),
        ("render", .pagesAmongBlocks, ["--format", "svg", "--theme", "both"]),
        ("animate", .blocks, ["--format", "svg,gif,html"]),
        ("animate", .blocks, ["--format", "svg,html"]),
        ("docc", .pages, ["--format", "png", "--scale", "2", "--animate"]),
    ]

    @Test(arguments: runs)
    func twoProcessesWriteTheSameFilesAsOne(_ command: String, _ inputs: Inputs, _ options: [String]) throws {
        let paths = try inputs.paths()
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var snapshots: [FolderSnapshot] = []
        for jobs in ["1", "2"] {
            let output = folder.appendingPathComponent("jobs-\(jobs)/Course.docc")
            // Synced, as a run is by default, with what other processes wrote adopted before the sync.
            let run = try Self.run(
                [command] + paths + ["-o", output.path] + options + ["--jobs", jobs], logIn: folder)
            #expect(run.status == 0, "\(run.err)")
            snapshots.append(try FolderSnapshot(output))
        }
        #expect(snapshots[0].files.count > 40)
        #expect(snapshots[1].temporaryFiles.isEmpty, "\(snapshots[1].temporaryFiles)")
        #expect(snapshots[0].files == snapshots[1].files)
        for file in snapshots[0].files {
            #expect(snapshots[0].entries[file]?.bytes == snapshots[1].entries[file]?.bytes, "\(file)")
        }
    }

    @Test func anErrorInAnyProcessFailsTheRunAsOneProcessWouldAndWritesNothing() throws {
        // The costliest block goes first in the queue, to one process; two blocks whose PNG is
        // past cairo's size come next, so each process is likely to take one.
        // Whichever does, the run stops with the error of the earlier one, and writes nothing.
        let long = try Self.longScene(views: 30, changes: 40)
        let early = try BitmapLimitTests.wideScene(children: 590, name: "early")
        let late = try BitmapLimitTests.wideScene(children: 600, name: "late")
        let folder = try temporaryFolder()
        defer {
            for url in [long, early, late] { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
            try? FileManager.default.removeItem(at: folder)
        }
        let graphs = repositoryRoot.appendingPathComponent("Graphs")
        let course = try FileManager.default.contentsOfDirectory(atPath: graphs.path).filter { $0.hasSuffix(".swift") }
            .sorted().prefix(12).map { graphs.appendingPathComponent($0).path }
        let inputs =
            Array(course.prefix(3)) + [early.path] + Array(course[3..<9]) + [late.path, long.path] + course.dropFirst(9)
        var errors: [String] = []
        for jobs in ["1", "2", "2", "2"] {
            let output = folder.appendingPathComponent("jobs-\(jobs)-\(errors.count)")
            let run = try Self.run(
                ["render"] + inputs + ["-o", output.path, "--format", "png", "--jobs", jobs], logIn: folder)
            #expect(run.status == 65)
            errors.append(run.err)
            #expect(try FolderSnapshot(output).entries.isEmpty, "nothing written with --jobs \(jobs)")
        }
        #expect(Set(errors).count == 1, "\(errors)")
        #expect(errors[0].contains("change 1 of early: the PNG would be"), "\(errors[0])")
    }
}
