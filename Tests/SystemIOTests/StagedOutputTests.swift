import Foundation
import TemporaryFolders
import Testing

@testable import SystemIO

/// One run's output written aside: the new output whole at commit, the old one whole at rollback
/// or at any failure, and nothing the tool did not write replaced unless forced.
@Suite("Staged output")
struct StagedOutputTests {
    /// A scratch folder holding `victim/secret.txt`, outside the output, and `out`, an earlier
    /// run's output: a block's folder and a manifest, with a file of the user's beside them.
    struct Scene: ScratchScene, Sendable {
        let scratch: URL

        /// What the earlier run wrote, by path in `out`: each file's size.
        static let owned = ["block/01.svg": 5, "block/02.svg": 5, "manifest.json": 12]

        init() throws {
            scratch = try Self.makeScratch()
            try write("old 1", to: output.appendingPathComponent("block/01.svg"))
            try write("old 2", to: output.appendingPathComponent("block/02.svg"))
            try write("old manifest", to: output.appendingPathComponent("manifest.json"))
            try write("mine", to: output.appendingPathComponent("notes.txt"))
        }

        /// The output opened for a run, with the earlier run's files as its own.
        func open(sync: Bool = false, force: Bool = false) throws -> StagedOutput {
            let staged = try StagedOutput(root: output, sync: sync, force: force)
            staged.own(Self.owned)
            return staged
        }

        /// Plants a link at `name` in `out`, to the victim folder or its file.
        func link(_ name: String, toFile: Bool) throws {
            try FileManager.default.createSymbolicLink(
                at: output.appendingPathComponent(name),
                withDestinationURL: toFile ? secret : victim)
        }
    }

    /// A new run: the block's folder replaced whole (one frame rewritten, one new, one gone),
    /// a new manifest, and an animation in a folder the run makes.
    static func stageNewRun(_ output: StagedOutput) throws(OutputError) {
        try output.replaceFolder("block")
        try output.write(Data("new 1".utf8), folder: "block", file: "01.svg")
        try output.write(Data("new 3".utf8), folder: "block", file: "03.svg")
        try output.write(Data("new manifest".utf8), file: "manifest.json")
        try output.write(Data("animation".utf8), folder: "animations", file: "block.svg")
    }

    static let newOutput = [
        "animations": "folder", "animations/block.svg": "animation", "block": "folder", "block/01.svg": "new 1",
        "block/03.svg": "new 3", "manifest.json": "new manifest", "notes.txt": "mine",
    ]

    @Test func nothingStagedIsSeenBeforeTheCommitWhichPutsTheNewOutputInPlaceWhole() throws {
        let scene = try Scene()
        defer { scene.remove() }
        let before = listing(scene.output)
        let output = try scene.open(sync: true)
        try Self.stageNewRun(output)
        // The block's folder, the manifest and the animation; the frames are in the block's folder.
        #expect(output.stagedCount == 3)
        #expect(!output.keeps("block/02.svg"), "its folder is replaced whole")
        #expect(output.keeps("notes.txt"))

        var staged = listing(scene.output)
        #expect(hidden(staged).count == 5, "\(hidden(staged))")
        for path in hidden(staged) { staged[path] = nil }
        // Only the folder the animation is staged in is made before the commit.
        #expect(staged == before.merging(["animations": "folder"]) { $1 })

        try output.commit()
        #expect(listing(scene.output) == Self.newOutput)
        #expect(output.stagedCount == 0)
    }

    @Test func aRollbackLeavesTheOldOutputWholeAndNothingStaged() throws {
        let scene = try Scene()
        defer { scene.remove() }
        let before = listing(scene.output)
        let output = try scene.open()
        try Self.stageNewRun(output)
        output.rollback()
        #expect(listing(scene.output) == before)
        #expect(output.stagedCount == 0)
        // The transaction goes on: a commit now writes nothing.
        try output.commit()
        #expect(listing(scene.output) == before)
    }

    @Test func aFailedSyncRollsBackAndLeavesTheOldOutput() throws {
        let scene = try Scene()
        defer { scene.remove() }
        let before = listing(scene.output)
        let failing: @Sendable (Int32) -> Int32 = { _ in
            errno = EIO
            return -1
        }
        try StagedOutput.$syncFileSystem.withValue(failing) {
            let output = try scene.open(sync: true)
            try Self.stageNewRun(output)
            #expect(throws: OutputError.io(path: scene.output.path, reason: "Input/output error")) {
                try output.commit()
            }
        }
        #expect(listing(scene.output) == before)
    }

    @Test func aFileWhoseNameAFolderHasStopsTheCommitBeforeAnyRename() throws {
        let scene = try Scene()
        defer { scene.remove() }
        let before = listing(scene.output)
        let output = try scene.open()
        try output.write(Data("new manifest".utf8), file: "manifest.json")
        try output.write(Data("a file".utf8), file: "block")
        #expect(throws: OutputError.io(path: scene.output.path + "/block", reason: "Is a directory")) {
            try output.commit()
        }
        #expect(listing(scene.output) == before)
    }

    @Test func aRemovalTakesOnlyAFileStillAsTheManifestListsIt() throws {
        let scene = try Scene()
        defer { scene.remove() }
        try scene.link("linked", toFile: false)
        let victim = listing(scene.victim)
        let output = try scene.open()
        try output.removeAtCommit("block/02.svg", bytes: 5)
        // Another size: the user's file since.
        try output.removeAtCommit("notes.txt", bytes: 99)
        // Paths that would leave the folder, or go deeper than a folder of it, are ignored.
        for path in ["../victim/secret.txt", "block/../notes.txt", "/notes.txt", "block/", "missing/x"] {
            try output.removeAtCommit(path, bytes: 4)
        }
        #expect(
            throws: OutputError.cantCreate(
                path: scene.output.path + "/linked", reason: "a symbolic link is where the manifest lists a folder")
        ) {
            try output.removeAtCommit("linked/secret.txt", bytes: 7)
        }
        #expect(!output.keeps("block/02.svg"))
        #expect(output.keeps("block/01.svg"))
        try output.commit()
        #expect(listing(scene.output)["block/02.svg"] == nil)
        #expect(listing(scene.output)["block/01.svg"] == "old 1")
        #expect(listing(scene.output)["notes.txt"] == "mine")
        #expect(listing(scene.victim) == victim)
    }

    /// Something the tool did not write, where a run would put its output.
    struct Refusal: Sendable, CustomTestStringConvertible {
        let testDescription: String
        /// What is planted in the earlier run's output.
        var plant: @Sendable (Scene) throws -> Void = { _ in }
        /// What the run stages.
        let stage: @Sendable (StagedOutput) throws(OutputError) -> Void
        /// The path the error names, in `out`, and why.
        let path: String
        let reason: String
        /// What forcing the run does to it, which its error says; nil for what forcing does not take.
        var forcing: Forcing? = nil
        /// Whether `force` lets the run go on.
        var forced = true
    }

    static let refusals = [
        Refusal(
            testDescription: "a folder the manifest does not list",
            plant: { try write("x", to: $0.output.appendingPathComponent("other/x")) },
            stage: { output throws(OutputError) in try output.replaceFolder("other") }, path: "other",
            reason: "a folder triggergraph did not write has this block's name", forcing: .takesOver),
        Refusal(
            testDescription: "a file of the user's in a block's folder",
            plant: { try write("photo", to: $0.output.appendingPathComponent("block/photo.png")) },
            stage: { output throws(OutputError) in try output.replaceFolder("block") }, path: "block/photo.png",
            reason: "triggergraph did not write this, and replacing its folder would remove it", forcing: .takesOver),
        Refusal(
            testDescription: "a frame edited by hand in a block's folder",
            plant: { try write("edited by hand", to: $0.output.appendingPathComponent("block/02.svg")) },
            stage: { output throws(OutputError) in try output.replaceFolder("block") }, path: "block/02.svg",
            reason:
                "it changed since triggergraph wrote it (14 bytes, not 5), and replacing its folder would remove it",
            forcing: .takesOver
        ),
        Refusal(
            testDescription: "a file edited by hand where a file goes",
            plant: { try write("my manifest", to: $0.output.appendingPathComponent("manifest.json")) },
            stage: { output throws(OutputError) in try output.write(Data("new".utf8), file: "manifest.json") },
            path: "manifest.json",
            reason:
                "it changed since triggergraph wrote it (11 bytes, not 12), and the run would replace it",
            forcing: .takesOver
        ),
        Refusal(
            testDescription: "a link with a block's name", plant: { try $0.link("linked", toFile: false) },
            stage: { output throws(OutputError) in try output.replaceFolder("linked") }, path: "linked",
            reason: "a symbolic link is in the way", forcing: .replaces),
        Refusal(
            testDescription: "a file with a block's name",
            stage: { output throws(OutputError) in try output.replaceFolder("notes.txt") }, path: "notes.txt",
            reason: "a file is in the way", forcing: .replaces),
        Refusal(
            testDescription: "a file of the user's where a file goes",
            stage: { output throws(OutputError) in try output.write(Data("new".utf8), file: "notes.txt") },
            path: "notes.txt",
            reason: "triggergraph did not write this file, and the run would replace it", forcing: .takesOver),
        Refusal(
            testDescription: "a link where a file goes", plant: { try $0.link("frame.svg", toFile: true) },
            stage: { output throws(OutputError) in try output.write(Data("new".utf8), file: "frame.svg") },
            path: "frame.svg",
            reason: "triggergraph did not write this file, and the run would replace it", forcing: .takesOver),
        Refusal(
            testDescription: "a link where a folder of files goes", plant: { try $0.link("frames", toFile: false) },
            stage: { output throws(OutputError) in
                try output.write(Data("new".utf8), folder: "frames", file: "01.svg")
            },
            path: "frames", reason: "a symbolic link is in the way", forced: false),
    ]

    @Test(arguments: refusals)
    func whatTheToolDidNotWriteStopsTheRunBeforeAnythingIsStaged(_ refusal: Refusal) throws {
        let scene = try Scene()
        defer { scene.remove() }
        try refusal.plant(scene)
        let before = listing(scene.scratch)
        var output: StagedOutput? = try scene.open()
        let path = scene.output.path + "/" + refusal.path
        let expected =
            refusal.forcing.map { OutputError.notOurs(path: path, reason: refusal.reason, forcing: $0) }
            ?? .cantCreate(path: path, reason: refusal.reason)
        #expect(throws: expected) { try output.map(refusal.stage) }
        #expect(listing(scene.scratch) == before)
        // Its turn on the folder ends.
        output = nil

        // Forced, the run replaces a link itself, never what it points at.
        let victim = listing(scene.victim)
        let forced = try scene.open(force: true)
        if refusal.forced {
            try refusal.stage(forced)
            try forced.commit()
        } else {
            #expect(throws: OutputError.self) { try refusal.stage(forced) }
        }
        #expect(listing(scene.victim) == victim)
        if refusal.forced {
            #expect(!listing(scene.output).values.contains { $0.hasPrefix("link to") }, "a link was kept")
        }
        #expect(hidden(listing(scene.output)).isEmpty)
    }

    @Test func runsOnOneFolderTakeTurns() throws {
        let scene = try Scene()
        defer { scene.remove() }
        var first: StagedOutput? = try scene.open()
        let second = Turn()
        let thread = try #require(
            BackgroundThread {
                second.ask()
                let output = try? StagedOutput(root: scene.output, sync: false)
                second.take(output != nil)
            })
        let deadline = Date().addingTimeInterval(10)
        while !second.asked, Date() < deadline { usleep(1_000) }
        usleep(300_000)
        #expect(second.asked)
        #expect(second.taken == nil, "the second run did not wait for the first")
        #expect(first != nil)
        first = nil
        thread.wait()
        #expect(second.taken == true)
    }

    /// A run on another thread: whether it has asked for its turn, and opened its output once it had it.
    final class Turn: @unchecked Sendable {
        private let lock = NSLock()
        private var asking = false
        private var opened: Bool?

        func ask() { lock.withLock { asking = true } }

        func take(_ opened: Bool) { lock.withLock { self.opened = opened } }

        var asked: Bool { lock.withLock { asking } }

        var taken: Bool? { lock.withLock { opened } }
    }

    @Test func theOutputFolderIsMadeWithItsParents() throws {
        let scratch = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let deep = scratch.appendingPathComponent("a/b/c")
        let output = try StagedOutput(root: deep, sync: false)
        try output.write(Data("x".utf8), file: "x.txt")
        try output.commit()
        #expect(listing(scratch) == ["a": "folder", "a/b": "folder", "a/b/c": "folder", "a/b/c/x.txt": "x"])
    }

    @Test func aFileOnTheOutputsPathStopsTheRun() throws {
        let scratch = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("file")
        try write("x", to: file)
        #expect(throws: OutputError.cantCreate(path: file.path, reason: "a file is in the way")) {
            _ = try StagedOutput(root: file.appendingPathComponent("deeper"), sync: false)
        }
        #expect(listing(scratch) == ["file": "x"])
    }
}
