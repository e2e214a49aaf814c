import CourseFixtures
import Foundation
import Publishing
import SystemIO
import TemporaryFolders
import Testing
import TextEscapes

@testable import TriggerGraphCLI

/// Nothing outside `-o` is ever written, renamed or removed, whatever links are planted in it; an
/// interrupted run leaves the old output or the new one, whole, and nothing staged.
@Suite("Output safety")
struct OutputSafetyTests {
    /// A scratch folder holding `victim/important.txt` (outside every output) and `out`.
    struct Scene {
        let folder: URL
        var victim: URL { folder.appendingPathComponent("victim") }
        var output: URL { folder.appendingPathComponent("out") }

        init() throws {
            folder = try temporaryFolder()
            try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
            try Data("SECRET\n".utf8).write(to: victim.appendingPathComponent("important.txt"))
        }

        func link(_ path: String, to target: URL) throws {
            let url = output.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: url)
            try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)
        }
    }

    /// A planted link: where, what it points at, and the run.
    struct Planting: Sendable, CustomTestStringConvertible {
        let testDescription: String
        /// The command and its options; the output folder and inputs are added.
        let arguments: [String]
        /// Links to plant once a first run has written the output: path in `out` → `victim` or its file.
        let links: [(path: String, toFile: Bool)]
        /// Whether the run takes the input as a page (docc) rather than a block.
        var page = false
        /// Whether the run replaces the links (an output's own name, or `--force`) rather than
        /// stopping before anything is written.
        var replaces = false
    }

    static let block = "09-local-state-1"

    static let plantings: [Planting] = [
        Planting(testDescription: "render: the block's folder", arguments: ["render"], links: [(block, false)]),
        Planting(
            testDescription: "render --change: the block's folder", arguments: ["render", "--change", "1"],
            links: [(block, false)]),
        Planting(
            testDescription: "render --change: a frame in the block's folder", arguments: ["render", "--change", "1"],
            links: [("\(block)/01-tapped.svg", true)], replaces: true),
        Planting(testDescription: "render: the manifest", arguments: ["render"], links: [("manifest.json", true)]),
        Planting(
            testDescription: "render --force: the manifest and the block's folder", arguments: ["render", "--force"],
            links: [("manifest.json", true), (block, false)], replaces: true),
        Planting(
            testDescription: "animate: the animation", arguments: ["animate"], links: [("\(block).svg", true)],
            replaces: true),
        Planting(testDescription: "docc: Resources", arguments: ["docc"], links: [("Resources", false)], page: true),
        Planting(
            testDescription: "docc: a resource", arguments: ["docc"],
            links: [("Resources/09-local-state-1-01-tapped.svg", true)], page: true, replaces: true),
        Planting(
            testDescription: "docc: an article", arguments: ["docc"], links: [("09-local-state.md", true)], page: true,
            replaces: true),
        Planting(
            testDescription: "docc --force: the manifest", arguments: ["docc", "--force"],
            links: [("manifest.json", true)], page: true, replaces: true),
    ]

    @Test(arguments: plantings)
    func aPlantedLinkIsNeverFollowed(_ planting: Planting) throws {
        let scene = try Scene()
        defer { try? FileManager.default.removeItem(at: scene.folder) }
        let input = planting.page ? Course.page("09-local-state.md").path : Course.block(Self.block).path
        let run = planting.arguments + [input, "-o", scene.output.path]
        let first = triggergraph(run.filter { $0 != "--change" && $0 != "1" })
        #expect(first.status == 0, "\(first.err)")
        for (path, toFile) in planting.links {
            try scene.link(path, to: toFile ? scene.victim.appendingPathComponent("important.txt") : scene.victim)
        }
        let victim = try FolderSnapshot(scene.victim)

        let output = try FolderSnapshot(scene.output)
        let again = triggergraph(run)
        #expect(try FolderSnapshot(scene.victim) == victim, "written through a link: \(again.err)")
        if planting.replaces {
            #expect(again.status == 0, "\(again.err)")
            // The links themselves were replaced, not what they point at.
            for (path, _) in planting.links {
                var status = stat()
                #expect(lstat(scene.output.appendingPathComponent(path).path, &status) == 0)
                #expect((status.st_mode & S_IFMT) != S_IFLNK, "\(path) is still a link")
            }
        } else {
            #expect(again.status == 73, "\(again.err)")
            #expect(again.err.contains("a symbolic link is in the way"), "\(again.err)")
            #expect(again.err.split(separator: "\n").count == 1, "\(again.err)")
            #expect(try FolderSnapshot(scene.output) == output, "nothing written")
        }
        #expect(try FolderSnapshot(scene.output).temporaryFiles.isEmpty)
    }

    /// A forged manifest lists a file behind a link in the catalog: the earlier runs' files are
    /// removed only through the catalog's own folders.
    @Test func aForgedManifestCannotRemoveAFileOutsideTheCatalog() throws {
        let scene = try Scene()
        defer { try? FileManager.default.removeItem(at: scene.folder) }
        let catalog = scene.folder.appendingPathComponent("H.docc")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: catalog.appendingPathComponent("lnk"), withDestinationURL: scene.victim)
        let forged = """
            {"blocks":[],"command":"docc","files":[{"bytes":7,"format":"md","path":"lnk/important.txt"}],\
            "manifestVersion":1,"pages":[],"tool":"triggergraph","version":"0.1.0"}
            """
        try Data(forged.utf8).write(to: catalog.appendingPathComponent("manifest.json"))
        let before = try FolderSnapshot(catalog)

        let run = triggergraph("docc", Course.page("09-local-state.md").path, "-o", catalog.path)
        #expect(run.status == 73)
        #expect(
            run.err
                == "\(catalog.path)/lnk: error: cannot create output: a symbolic link is where the manifest lists a folder\n"
        )
        #expect(try Data(contentsOf: scene.victim.appendingPathComponent("important.txt")) == Data("SECRET\n".utf8))
        #expect(try FolderSnapshot(catalog) == before, "nothing written")

        // A forged entry for a file of the author's, of another size, is not removed either.
        try FileManager.default.removeItem(at: catalog.appendingPathComponent("lnk"))
        try Data("# Mine\n".utf8).write(to: catalog.appendingPathComponent("Mine.md"))
        let mine = forged.replacingOccurrences(of: "lnk/important.txt", with: "Mine.md")
            .replacingOccurrences(of: "\"bytes\":7", with: "\"bytes\":3")
        try Data(mine.utf8).write(to: catalog.appendingPathComponent("manifest.json"))
        let removing = triggergraph("docc", Course.page("09-local-state.md").path, "-o", catalog.path)
        #expect(removing.status == 0, "\(removing.err)")
        #expect(try Data(contentsOf: catalog.appendingPathComponent("Mine.md")) == Data("# Mine\n".utf8))
    }

    /// A commit journal planted in a catalog (a folder shared, or committed to a repository) that
    /// would remove a file outside it and put the attacker's bytes over another: the run stops
    /// with a data error before anything is touched, and a user's folder named like staging stays.
    @Test func aForgedJournalPlantedInACatalogIsRefusedAndTouchesNothing() throws {
        let scene = try Scene()
        defer { try? FileManager.default.removeItem(at: scene.folder) }
        let catalog = scene.folder.appendingPathComponent("H.docc")
        let first = triggergraph("docc", Course.page("09-local-state.md").path, "-o", catalog.path)
        #expect(first.status == 0, "\(first.err)")
        let drafts = catalog.appendingPathComponent(".drafts.\(UUID().uuidString).tmp/chapter.md")
        try FileManager.default.createDirectory(
            at: drafts.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("# Draft\n".utf8).write(to: drafts)
        let staged = ".triggergraph-staged-\(UUID().uuidString)"
        try Data("attacker".utf8).write(to: catalog.appendingPathComponent(staged))
        var status = stat()
        #expect(lstat(catalog.appendingPathComponent(staged).path, &status) == 0)
        let forged = """
            {"removals":[{"bytes":7,"folder":"\(scene.victim.path)","name":"important.txt"}],\
            "swaps":[{"bytes":8,"final":"../victim/important.txt","finalExisted":true,"inode":\(status.st_ino),\
            "staged":"\(staged)"}]}
            """
        try Data(forged.utf8).write(to: catalog.appendingPathComponent(".triggergraph-commit.json"))
        let before = try FolderSnapshot(scene.folder)

        let run = triggergraph("docc", Course.page("09-local-state.md").path, "-o", catalog.path)
        #expect(run.status == 73)
        #expect(
            run.err
                == "\(catalog.path)/.triggergraph-commit.json: error: cannot create output: an interrupted commit's "
                + "journal that triggergraph did not write ('../victim/important.txt' is not a plain name), so "
                + "nothing was changed; remove it\n")
        #expect(try FolderSnapshot(scene.folder) == before, "nothing touched")
        #expect(try Data(contentsOf: scene.victim.appendingPathComponent("important.txt")) == Data("SECRET\n".utf8))

        // Once the journal is removed, the next run sweeps the tool's own staging and nothing else.
        try FileManager.default.removeItem(at: catalog.appendingPathComponent(".triggergraph-commit.json"))
        let again = triggergraph("docc", Course.page("09-local-state.md").path, "-o", catalog.path)
        #expect(again.status == 0, "\(again.err)")
        #expect(!FileManager.default.fileExists(atPath: catalog.appendingPathComponent(staged).path))
        #expect(try Data(contentsOf: drafts) == Data("# Draft\n".utf8))
    }
}

extension OutputSafetyTests {
    /// Names in a folder, as the bytes the file system has.
    static func rawNames(in folder: URL) -> [[UInt8]] {
        guard let stream = opendir(folder.path) else { return [] }
        defer { closedir(stream) }
        var names: [[UInt8]] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != [0x2E], name != [0x2E, 0x2E] { names.append(name) }
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// An input and an output folder whose names are not UTF-8 are read and written with their
    /// own bytes, and messages show a stray byte as `\x9B`.
    @Test func pathsThatAreNotUTF8KeepTheirBytes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputName: [UInt8] = Array("latin".utf8) + [0xE9] + Array(".swift".utf8)
        let outputName: [UInt8] = Array("out".utf8) + [0x9B]
        let block = try Data(contentsOf: Course.block("09-local-state-1"))
        let descriptor = (Array(folder.path.utf8) + [0x2F] + inputName + [0]).withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        }
        try #require(descriptor >= 0)
        try SystemCall.writeAll(block, to: descriptor)
        close(descriptor)

        let input = FileSystemPath.string(Array(folder.path.utf8) + [0x2F] + inputName)
        let output = FileSystemPath.string(Array(folder.path.utf8) + [0x2F] + outputName)
        #expect(FileSystemPath.bytes(output) == Array(folder.path.utf8) + [0x2F] + outputName)
        let run = triggergraph("render", input, "-o", output)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.hasSuffix("in \(folder.path)/out\\x9B\n"), "\(run.err)")
        #expect(Self.rawNames(in: folder) == [inputName, outputName].sorted { $0.lexicographicallyPrecedes($1) })

        let missing = FileSystemPath.string(Array(folder.path.utf8) + [0x2F, 0xFF] + Array(".swift".utf8))
        let failed = triggergraph("render", missing, "-o", output)
        #expect(failed.status == 66)
        #expect(
            failed.err.hasPrefix("\(folder.path)/\\xFF.swift: error: cannot read input: no such file"), "\(failed.err)")
    }
}

/// A run killed after each step of its commit, then the folder recovered as the next run recovers
/// it: the whole old output or the whole new one, and nothing staged. The runs start the built
/// tool, which kills itself (`TRIGGERGRAPH_KILL_AFTER_COMMIT_STEP`).
@Suite("Interrupted runs")
struct InterruptedRunTests {
    static let blocks = 50

    /// `count` one-change blocks, `b01.swift` …, whose change is labelled `label`.
    static func blocks(in folder: URL, label: String) throws -> [String] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try (1...blocks).map { number in
            let file = folder.appendingPathComponent(String(format: "b%02d.swift", number))
            let text = """
                let storage: [String: Storage] = ["k": .state(owner: "Root")]
                let tree = ViewTree(nodes: [
                    ViewNode("Root", parent: nil, reads: ["k"]),
                    ViewNode("Leaf\(number)", parent: "Root", reads: []),
                ], storage: storage)
                let changes = [tree.change("\(label)", key: "k")].flatMap { $0 }

                """
            try Data(text.utf8).write(to: file)
            return file.path
        }
    }

    /// Every file under `folder` and its bytes; links and inodes aside.
    static func contents(_ folder: URL) throws -> [String: Data?] {
        try FolderSnapshot(folder).entries.mapValues(\.bytes)
    }

    static func run(_ arguments: [String], killAfter step: Int? = nil) throws -> Process {
        let process = Process()
        process.executableURL = ParallelDrawingTests.tool
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        if let step { environment["TRIGGERGRAPH_KILL_AFTER_COMMIT_STEP"] = String(step) }
        process.environment = environment
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process
    }

    /// A fresh folder in memory where there is one (/dev/shm): a hundred runs write and remove
    /// some ten thousand files, which a disk's file system makes slow.
    static func scratchFolder() throws -> URL {
        var status = stat()
        guard stat("/dev/shm", &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else { return try temporaryFolder() }
        let url = URL(fileURLWithPath: "/dev/shm/triggergraph-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aRunKilledAtAnyStepOfItsCommitLeavesTheOldOutputOrTheNewWhole() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = try Self.blocks(in: folder.appendingPathComponent("old"), label: "tapped")
        let new = try Self.blocks(in: folder.appendingPathComponent("new"), label: "pressed")
        let options = ["--format", "dot", "--jobs", "1", "--no-sync"]
        let reference = folder.appendingPathComponent("reference")
        #expect(
            try Self.run(["render"] + old + ["-o", reference.appendingPathComponent("old").path] + options)
                .terminationStatus == 0)
        #expect(
            try Self.run(["render"] + new + ["-o", reference.appendingPathComponent("new").path] + options)
                .terminationStatus == 0)
        let oldOutput = try Self.contents(reference.appendingPathComponent("old"))
        let newOutput = try Self.contents(reference.appendingPathComponent("new"))
        #expect(oldOutput.count > Self.blocks * 2)
        #expect(oldOutput != newOutput)

        var step = 1
        var outcomes: [String] = []
        while step < 1_000 {
            let output = folder.appendingPathComponent("step-\(step)")
            try FileManager.default.copyItem(at: reference.appendingPathComponent("old"), to: output)
            let killed = try Self.run(["render"] + new + ["-o", output.path] + options, killAfter: step)
            if killed.terminationReason == .exit {
                #expect(killed.terminationStatus == 0)
                #expect(try Self.contents(output) == newOutput)
                break
            }
            #expect(killed.terminationStatus == SIGKILL)
            try StagedOutput.recover(Folder(opening: output.path), sync: false)
            let recovered = try Self.contents(output)
            let hidden = recovered.keys.filter { $0.split(separator: "/").contains { $0.hasPrefix(".") } }
            #expect(hidden.isEmpty, "step \(step): \(hidden)")
            if recovered == oldOutput {
                outcomes.append("old")
            } else if recovered == newOutput {
                outcomes.append("new")
            } else {
                Issue.record("step \(step): neither the old output nor the new")
                outcomes.append("torn")
            }
            try FileManager.default.removeItem(at: output)
            step += 1
        }
        // Killed with everything staged: the old output; once the journal is written: the new.
        #expect(outcomes.count >= 2 * Self.blocks + 3, "\(outcomes.count) steps")
        #expect(outcomes.first == "old")
        #expect(outcomes.dropFirst().allSatisfy { $0 == "new" }, "\(outcomes)")

        // The next run finishes the commit itself, before anything else.
        let output = folder.appendingPathComponent("rerun")
        try FileManager.default.copyItem(at: reference.appendingPathComponent("old"), to: output)
        _ = try Self.run(["render"] + new + ["-o", output.path] + options, killAfter: Self.blocks)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(CommitJournal.name).path))
        let rerun = try Self.run(["render"] + old.prefix(1) + ["-o", output.path] + options)
        #expect(rerun.terminationStatus == 0)
        var expected = newOutput.filter { !$0.key.hasPrefix("b01/") && $0.key != "manifest.json" }
        for (path, bytes) in oldOutput where path.hasPrefix("b01/") { expected[path] = bytes }
        let after = try Self.contents(output)
        #expect(after.filter { $0.key != "manifest.json" } == expected)
    }

    /// Names under `folder` (two levels) that a run stages.
    static func staged(in folder: URL) -> [String] {
        let manager = FileManager.default
        let top = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        return top.flatMap { name -> [String] in
            let inner = (try? manager.contentsOfDirectory(atPath: folder.appendingPathComponent(name).path)) ?? []
            return [name] + inner.map { "\(name)/\($0)" }
        }.filter { $0.split(separator: "/").contains { $0.hasPrefix(".") } }
    }

    /// The processes whose command line names `text`.
    static func processes(naming text: String) -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap(Int32.init).filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            return String(decoding: data, as: UTF8.self).contains(text)
        }
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalStopsEveryProcessAndRemovesWhatWasStaged(_ signal: Int32) throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out-\(UUID().uuidString)")
        let blocks = Course.drawnBlockNames.map { Course.block($0).path }
        let process = Process()
        process.executableURL = ParallelDrawingTests.tool
        process.arguments =
            ["render"] + blocks + [
                "-o", output.path, "--format", "svg,png", "--theme", "both", "--animate", "svg,gif,html", "--jobs", "2",
            ]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Drawing has begun in both processes once frames are in several staged folders.
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline, Self.staged(in: output).filter({ $0.contains("/") }).count < 6 {
            usleep(2_000)
        }
        #expect(process.isRunning, "the run ended before it could be interrupted")
        kill(process.processIdentifier, signal)
        let sent = Date()
        while process.isRunning, Date().timeIntervalSince(sent) < 2 { usleep(10_000) }
        #expect(!process.isRunning, "still running 2 s after the signal")
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 128 + signal)
        usleep(max(0, UInt32((2 - Date().timeIntervalSince(sent)) * 1e6)))
        #expect(Self.processes(naming: output.path).isEmpty, "a process of the run outlived it by 2 s")
        #expect(Self.staged(in: output).isEmpty, "\(Self.staged(in: output))")
    }
}
