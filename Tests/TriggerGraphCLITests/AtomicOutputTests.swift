import CourseFixtures
import Foundation
import Publishing
import SystemIO
import TemporaryFolders
import Testing

@testable import TriggerGraphCLI

/// `render` writes whole files or none: every input is read and checked before anything is
/// written, each file goes through a temporary file and a rename, and a failure leaves no
/// temporary file and no half-written output, with exit 73 (cannot create) or 74 (write error).
/// The runs write PNG frames: an SVG frame also gets two figure snippets, which would only
/// lengthen the lists of files.
@Suite("Atomic output")
struct AtomicOutputTests {
    /// A folder holding `first.swift` (three changes) and `second.swift` (two changes).
    static func inputs() throws -> (folder: URL, first: String, second: String) {
        let folder = try temporaryFolder()
        let first = folder.appendingPathComponent("first.swift")
        let second = folder.appendingPathComponent("second.swift")
        try FileManager.default.copyItem(at: Course.block("01-declarative-syntax-2"), to: first)
        try FileManager.default.copyItem(at: Course.block("18-transitions-3"), to: second)
        return (folder, first.path, second.path)
    }

    /// What a successful run of both inputs writes, by relative path.
    static let expectedFiles = [
        "first/01-filter-selected.png", "first/02-scroll-changed.png", "first/03-counter-increased.png",
        "manifest.json", "second/01-detail-closing.png", "second/02-detail-closed.png",
    ]

    @Test func aBadLaterInputWritesNothingAndLeavesEarlierOutputsUntouched() throws {
        let (folder, first, second) = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out")
        #expect(triggergraph("render", "--format", "png", first, second, "-o", output.path).status == 0)
        let before = try FolderSnapshot(output)
        #expect(before.files == Self.expectedFiles)

        let broken = folder.appendingPathComponent("broken.swift")
        try Data("let t = ViewTree(nodes: [ViewNode(\"A\", parent: \"Nowhere\", reads: [])], storage: [:])\n".utf8)
            .write(to: broken)
        let run = triggergraph("render", "--format", "png", first, broken.path, second, "-o", output.path)
        #expect(run.status == 65)
        #expect(run.err.hasPrefix("\(broken.path):1:"))
        #expect(try FolderSnapshot(output) == before, "the earlier outputs were touched")

        // Nor is a missing output folder made when an input is bad.
        let fresh = folder.appendingPathComponent("fresh")
        #expect(triggergraph("render", "--format", "png", first, broken.path, "-o", fresh.path).status == 65)
        #expect(
            triggergraph(
                "render", "--format", "png", first, folder.appendingPathComponent("missing.swift").path, "-o",
                fresh.path
            ).status == 66)
        #expect(!FileManager.default.fileExists(atPath: fresh.path))
    }

    @Test func aStaleFileIsReplacedByARenameNotRewrittenInPlace() throws {
        let (folder, first, _) = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out")
        let target = output.appendingPathComponent("first/02-scroll-changed.png")
        // A frame of an earlier run, its bytes since changed (at the size the manifest records: a
        // file of another size would stop the run before anything is written).
        #expect(triggergraph("render", "--format", "png", first, "-o", output.path).status == 0)
        let size = try Data(contentsOf: target).count
        try FileManager.default.removeItem(at: target)
        let stale = Data(repeating: UInt8(ascii: "s"), count: size)
        try stale.write(to: target)
        // A second name for the stale file: a rewrite in place would change its bytes too.
        let link = folder.appendingPathComponent("stale-link")
        try FileManager.default.linkItem(at: target, to: link)
        let staleInode = try #require(inode(target))

        let run = triggergraph("render", "--format", "png", first, "-o", output.path)
        #expect(run.status == 0, "\(run.err)")
        let replaced = try Data(contentsOf: target)
        #expect(replaced.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG")
        #expect(inode(target) != staleInode)
        #expect(try Data(contentsOf: link) == stale)
        #expect(try FolderSnapshot(output).temporaryFiles.isEmpty)
    }

    @Test func aFailedWriteExits74AndLeavesNoTemporaryOrPartialFile() throws {
        let (folder, first, second) = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = folder.appendingPathComponent("reference")
        #expect(triggergraph("render", "--format", "png", first, second, "-o", reference.path).status == 0)
        let output = folder.appendingPathComponent("out")
        #expect(triggergraph("render", "--format", "png", first, second, "-o", output.path).status == 0)
        // A frame rewritten in place since, at the size the manifest records (a file of another
        // size would stop the run before anything is written).
        let stale = output.appendingPathComponent("first/03-counter-increased.png")
        let staleBytes = Data(repeating: UInt8(ascii: "s"), count: try Data(contentsOf: stale).count)
        try staleBytes.write(to: stale)
        let before = try FolderSnapshot(output)

        // The third file's temporary file is created for real, but its bytes go to /dev/full:
        // the kernel's own "no space left on device", even for root.
        let opened = CallLog<String>()
        let openingDevFull: @Sendable (Int32, String) -> Int32 = { folder, name in
            guard opened.note(name) == 3 else { return Folder.createExclusively(folder, name) }
            let created = Folder.createExclusively(folder, name)
            guard created >= 0 else { return created }
            close(created)
            return open("/dev/full", O_WRONLY | O_CLOEXEC)
        }
        let run = Folder.$openNewFile.withValue(openingDevFull) {
            triggergraph("render", "--format", "png", first, second, "-o", output.path)
        }
        #expect(run.status == 74)
        #expect(run.err == "\(stale.path): error: write failed: No space left on device\n", "\(run.err)")
        // Nothing took its final name: every folder and file is the earlier run's, untouched.
        let after = try FolderSnapshot(output)
        #expect(after.temporaryFiles.isEmpty, "\(after.temporaryFiles)")
        #expect(after == before)
        #expect(try Data(contentsOf: stale) == staleBytes)
    }

    @Test func aBlocksFolderIsReplacedWholeAndNothingElseIsTouched() throws {
        let (folder, first, second) = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out")
        #expect(triggergraph("render", "--format", "png", first, second, "-o", output.path).status == 0)
        // A frame the earlier run wrote and no change makes any more (removed with its folder), a
        // file of the author's beside the blocks, and another block's folder.
        let manifest = output.appendingPathComponent("manifest.json")
        let earlier = try #require(Manifest(json: try Data(contentsOf: manifest)))
        var listing = earlier
        listing.blocks[0].changes[0].files.append(.init(path: "first/09-removed-change.png", format: "png", bytes: 5))
        try listing.json.write(to: manifest)
        try Data("stale".utf8).write(to: output.appendingPathComponent("first/09-removed-change.png"))
        try Data("notes".utf8).write(to: output.appendingPathComponent("notes.txt"))
        let secondBefore = try FolderSnapshot(output.appendingPathComponent("second"))

        let run = triggergraph("render", "--format", "png", first, "-o", output.path)
        #expect(run.status == 0, "\(run.err)")
        let after = try FolderSnapshot(output)
        #expect(
            after.files == [
                "first/01-filter-selected.png", "first/02-scroll-changed.png", "first/03-counter-increased.png",
                "manifest.json", "notes.txt",
            ] + Self.expectedFiles.filter { $0.hasPrefix("second/") })
        #expect(try FolderSnapshot(output.appendingPathComponent("second")) == secondBefore)
        #expect(try Data(contentsOf: output.appendingPathComponent("notes.txt")) == Data("notes".utf8))
        // The new manifest still accounts for the other block's frames, which it did not write.
        let written = try #require(Manifest(json: try Data(contentsOf: manifest)))
        #expect(written.kept?.map(\.path) == Self.expectedFiles.filter { $0.hasPrefix("second/") })

        // A partial run (--change) replaces only the files it names, in the folder as it is.
        let partial = triggergraph("render", "--format", "png", first, "--change", "2", "-o", output.path)
        #expect(partial.status == 0, "\(partial.err)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("first").path).count == 3)
        let afterPartial = try #require(Manifest(json: try Data(contentsOf: manifest)))
        #expect(afterPartial.allFiles.map(\.path) == ["first/02-scroll-changed.png"])
        #expect(
            afterPartial.kept?.map(\.path)
                == Self.expectedFiles.filter { $0 != "manifest.json" && !$0.hasSuffix("/02-scroll-changed.png") })
    }

    /// A manifest's `kept` entries are its word only: a forged one, for a file that is not there,
    /// that is another size, or that is outside the folder, is not carried forward.
    @Test func keptEntriesAreCheckedBeforeTheyAreCarriedForward() throws {
        let (folder, first, second) = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out")
        #expect(triggergraph("render", "--format", "png", first, second, "-o", output.path).status == 0)
        let manifest = output.appendingPathComponent("manifest.json")
        var forged = try #require(Manifest(json: try Data(contentsOf: manifest)))
        let real = forged.blocks[1].changes[0].files[0]
        forged.kept =
            (0..<1000).map { .init(path: "ghost/\($0).png", format: "png", bytes: 5) } + [
                .init(
                    path: real.path.replacingOccurrences(of: ".png", with: "-copy.png"), format: "png",
                    bytes: real.bytes),
                .init(path: "../outside.png", format: "png", bytes: 5),
                .init(path: "/etc/hostname", format: "png", bytes: 5),
            ]
        forged.blocks[1].changes[1].files[0].bytes += 1
        try forged.json.write(to: manifest)

        let run = triggergraph("render", "--format", "png", first, "-o", output.path)
        #expect(run.status == 0, "\(run.err)")
        let written = try #require(Manifest(json: try Data(contentsOf: manifest)))
        // Only the other block's first frame is still what a manifest says it is.
        #expect(written.kept?.map(\.path) == [real.path])
    }

    /// A file the tool did not write stops the run before anything is written, naming it, in a
    /// block's folder (which the run would replace whole), with a block's name, or as the manifest;
    /// `--force` takes it over.
    @Test func aFileOrFolderTheToolDidNotWriteStopsTheRunUnlessForced() throws {
        let (folder, first, _) = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out")
        #expect(triggergraph("render", "--format", "png", first, "-o", output.path).status == 0)
        let notes = output.appendingPathComponent("first/notes.txt")
        try Data("mine".utf8).write(to: notes)
        let before = try FolderSnapshot(output)
        let run = triggergraph("render", "--format", "png", first, "-o", output.path)
        #expect(run.status == 73)
        #expect(
            run.err
                == "\(notes.path): error: cannot create output: triggergraph did not write this, and replacing its folder would remove it (--force takes it over)\n"
        )
        #expect(try FolderSnapshot(output) == before)
        let forced = triggergraph("render", "--format", "png", first, "-o", output.path, "--force")
        #expect(forced.status == 0, "\(forced.err)")
        #expect(!FileManager.default.fileExists(atPath: notes.path))

        // A folder of the user's with a block's name, and a manifest of the user's.
        let fresh = folder.appendingPathComponent("fresh")
        try FileManager.default.createDirectory(
            at: fresh.appendingPathComponent("first"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: fresh.appendingPathComponent("first/photo.png"))
        let userFolder = try FolderSnapshot(fresh)
        let refused = triggergraph("render", "--format", "png", first, "-o", fresh.path)
        #expect(refused.status == 73)
        #expect(
            refused.err.hasPrefix(
                "\(fresh.path)/first: error: cannot create output: a folder triggergraph did not write"))
        #expect(try FolderSnapshot(fresh) == userFolder)
        try FileManager.default.removeItem(at: fresh.appendingPathComponent("first"))
        try Data("{\"mine\": true}\n".utf8).write(to: fresh.appendingPathComponent("manifest.json"))
        let userManifest = try FolderSnapshot(fresh)
        let stopped = triggergraph("render", "--format", "png", first, "-o", fresh.path)
        #expect(stopped.status == 73)
        #expect(stopped.err.hasPrefix("\(fresh.path)/manifest.json: error: cannot create output: it is not a manifest"))
        #expect(try FolderSnapshot(fresh) == userManifest)

        // An animation over a file of the user's with its name.
        let animations = folder.appendingPathComponent("animations")
        try FileManager.default.createDirectory(at: animations, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: animations.appendingPathComponent("first.svg"))
        let userFile = try FolderSnapshot(animations)
        let animate = triggergraph("animate", first, "-o", animations.path)
        #expect(animate.status == 73)
        #expect(
            animate.err.hasPrefix(
                "\(animations.path)/first.svg: error: cannot create output: triggergraph did not write"))
        #expect(try FolderSnapshot(animations) == userFile)
    }

    @Test func aFailedRenameExits74AndRemovesTheTemporaryFile() throws {
        let (folder, first, _) = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out")
        // A folder where the second file goes: rename(2) refuses to put a file over it.
        let blocker = output.appendingPathComponent("first/02-scroll-changed.png")
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
        try Data("kept".utf8).write(to: blocker.appendingPathComponent("inside"))

        // A partial run writes file by file into the folder as it is (a whole run would replace it).
        let run = triggergraph("render", "--format", "png", first, "--change", "1-3", "-o", output.path)
        #expect(run.status == 74)
        #expect(run.err == "\(blocker.path): error: write failed: Is a directory\n")
        let after = try FolderSnapshot(output)
        #expect(after.temporaryFiles.isEmpty, "\(after.temporaryFiles)")
        #expect(after.files == ["first/02-scroll-changed.png/inside"], "nothing of a failed run, no manifest")
        #expect(try Data(contentsOf: blocker.appendingPathComponent("inside")) == Data("kept".utf8))
    }

    struct Uncreatable: Sendable, CustomTestStringConvertible {
        let testDescription: String
        /// The `-o` folder, given the test's scratch folder and a regular file in it.
        let output: @Sendable (_ scratch: URL, _ file: URL) -> String
        /// The input's stem (its output folder's name).
        var stem = "first"
        let message: String
    }

    // Every case fails for root too: no chmod, which root ignores.
    static let uncreatable: [Uncreatable] = [
        Uncreatable(testDescription: "output is a regular file", output: { $1.path }, message: "a file is in the way"),
        Uncreatable(
            testDescription: "a regular file on the output path",
            output: { $1.appendingPathComponent("out/deeper").path },
            message: "a file is in the way"),
        Uncreatable(
            testDescription: "a folder /proc cannot hold", output: { _, _ in "/proc/triggergraph-out" },
            message: "/proc/triggergraph-out: error: cannot create output: No such file or directory"),
        // /proc/self is a link: a block's folder is replaced whole, never written through a link.
        Uncreatable(
            testDescription: "a folder that takes no new files", output: { _, _ in "/proc" }, stem: "self",
            message: "/proc/self: error: cannot create output: a symbolic link is in the way"),
    ]

    @Test(arguments: uncreatable)
    func anOutputThatCannotBeCreatedExits73(_ example: Uncreatable) throws {
        let (folder, first, _) = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("\(example.stem).swift")
        if example.stem != "first" { try FileManager.default.moveItem(atPath: first, toPath: input.path) }
        let scratch = folder.appendingPathComponent("scratch")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let file = scratch.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        let before = try FolderSnapshot(scratch)

        let run = triggergraph("render", "--format", "png", input.path, "-o", example.output(scratch, file))
        #expect(run.status == 73)
        #expect(run.err.contains(example.message), "\(run.err)")
        #expect(run.err.split(separator: "\n").count == 1)
        #expect(try FolderSnapshot(scratch) == before)
    }

    /// libgvc's own file output (`gvRenderFilename`, `gvRender` to a `FILE *`, `gvRenderJobs`)
    /// calls `exit(1)` when the file cannot be opened or written; the sources never call it:
    /// libgvc renders into memory (`gvRenderData`) and ``FileOutput`` writes. The 73 and 74 cases
    /// above run in this process, which would not survive such an `exit`.
    @Test func libgvcRendersIntoMemoryOnly() throws {
        let sources = repositoryRoot.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.subpaths(atPath: sources.path)).filter { $0.hasSuffix(".swift") }
        var calls: [String: [String]] = [:]
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for function in [
                "gvRenderFilename", "gvRenderJobs", "gvRender", "gvRenderData", "gvParseArgs", "gvNextInputGraph",
            ]
            where text.contains("\(function)(") {
                calls[function, default: []].append(file)
            }
        }
        // Found where it is: the scan reads the files that call libgvc.
        #expect(calls["gvRenderData"]?.allSatisfy { $0.hasPrefix("Graphviz/") } == true, "\(calls)")
        #expect(calls.keys.sorted() == ["gvRenderData"], "\(calls)")
    }

    /// The sync that starts once every block is drawn runs while the manifest is written; a
    /// second one, at commit, covers what came after it. The first one's failure is the run's.
    @Test func aSyncStartedEarlyIsFollowedByOneAfterTheLastFileAndItsFailureCounts() throws {
        let (folder, first, second) = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out")
        #expect(triggergraph("render", "--format", "png", first, second, "-o", output.path).status == 0)
        let before = try FolderSnapshot(output)

        // Each call notes whether the new manifest was written (as a temporary file) by then: the
        // early one runs beside its writing, so only the last one is sure to find it.
        let manifestWritten = CallLog<Bool>()
        let watching: @Sendable (Int32) -> Int32 = { descriptor in
            let temporaries = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
            // The run's one staged file at the top of the folder: the others are folders.
            manifestWritten.note(
                temporaries.contains { name in
                    var status = stat()
                    return name.hasPrefix(".triggergraph-staged-")
                        && lstat(output.appendingPathComponent(name).path, &status) == 0
                        && status.st_mode & S_IFMT == S_IFREG
                })
            return SystemCall.syncFileSystem(descriptor)
        }
        let run = StagedOutput.$syncFileSystem.withValue(watching) {
            triggergraph("render", "--format", "png", first, second, "-o", output.path)
        }
        #expect(run.status == 0, "\(run.err)")
        #expect(manifestWritten.values.count == 2)
        #expect(manifestWritten.values.last == true)

        // The early sync fails and the one at commit succeeds: the run fails all the same.
        let syncs = CallLog<Int32>()
        let failingFirst: @Sendable (Int32) -> Int32 = { descriptor in
            guard syncs.note(descriptor) == 1 else { return SystemCall.syncFileSystem(descriptor) }
            errno = EIO
            return -1
        }
        let failed = StagedOutput.$syncFileSystem.withValue(failingFirst) {
            triggergraph("render", "--format", "png", first, second, "-o", output.path)
        }
        #expect(failed.status == 74)
        #expect(failed.err.hasSuffix("\(output.path): error: write failed: Input/output error\n"), "\(failed.err)")
        let after = try FolderSnapshot(output)
        #expect(after.temporaryFiles.isEmpty, "\(after.temporaryFiles)")
        #expect(after.files == before.files)
    }

    /// What each call of a function a test binds was given or saw, in call order, from any thread.
    final class CallLog<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var noted: [Value] = []

        /// Notes a call's value.
        /// - Returns: The call's number, from 1.
        @discardableResult func note(_ value: Value) -> Int {
            lock.withLock {
                noted.append(value)
                return noted.count
            }
        }

        var values: [Value] { lock.withLock { noted } }
    }
}
