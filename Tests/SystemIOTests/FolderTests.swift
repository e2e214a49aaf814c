import Foundation
import Testing

@testable import SystemIO

/// A folder reached through its descriptor: names are made, replaced, read and removed one at a
/// time, and a symbolic link planted in it is never followed.
@Suite("Folder")
struct FolderTests {
    /// A scratch folder holding `victim/secret.txt`, outside the folder under test, and `out`:
    /// a file `a`, a folder `d` holding `d/x`, and links `l` (to the victim folder) and `f` (to its file).
    struct Scene: ScratchScene {
        let scratch: URL

        init() throws {
            scratch = try Self.makeScratch()
            try write("abc", to: output.appendingPathComponent("a"))
            try write("x", to: output.appendingPathComponent("d/x"))
            try FileManager.default.createSymbolicLink(
                at: output.appendingPathComponent("l"), withDestinationURL: victim)
            try FileManager.default.createSymbolicLink(
                at: output.appendingPathComponent("f"), withDestinationURL: secret)
        }

        func folder() throws -> Folder { try Folder(opening: output.path) }
    }

    @Test func aNamesStatusIsTheLinkItselfNeverWhatItPointsAt() throws {
        let scene = try Scene()
        defer { scene.remove() }
        let folder = try scene.folder()
        let file = try #require(folder.status("a"))
        #expect(file.kind == .file)
        #expect(file.size == 3)
        #expect(file.inode == inode(scene.output.appendingPathComponent("a")))
        #expect(folder.status("d")?.kind == .folder)
        #expect(folder.status("l")?.kind == .link)
        #expect(folder.status("f")?.kind == .link)
        #expect(folder.status("missing") == nil)
        #expect(folder.names().sorted() == ["a", "d", "f", "l"])
        #expect(folder.path(of: "a") == scene.output.path + "/a")
    }

    @Test func readingAndOpeningNeverGoThroughALink() throws {
        let scene = try Scene()
        defer { scene.remove() }
        let folder = try scene.folder()
        #expect(folder.read("a", limit: 3) == Data("abc".utf8))
        #expect(folder.read("a", limit: 2) == nil, "larger than the limit")
        #expect(folder.read("f", limit: 100) == nil, "the file behind the link was read")
        #expect(folder.read("d", limit: 100) == nil)
        #expect(folder.existingFolder("d")?.names() == ["x"])
        #expect(folder.existingFolder("l") == nil, "the folder behind the link was opened")
        #expect(folder.existingFolder("a") == nil)
    }

    @Test func aFolderIsMadeOrOpenedOnlyWhereNothingElseHasItsName() throws {
        let scene = try Scene()
        defer { scene.remove() }
        let folder = try scene.folder()
        let victim = listing(scene.victim)
        for (name, what) in [("l", "a symbolic link"), ("f", "a symbolic link"), ("a", "a file")] {
            let error = #expect(throws: FolderError.self) { try folder.folder(name, create: true) }
            guard case .inTheWay(let path, let found)? = error else {
                Issue.record("\(name): \(String(describing: error))")
                continue
            }
            #expect(path == folder.path(of: name))
            #expect(found == what)
        }
        #expect(throws: FolderError.self) { try folder.makeFolder("d") }
        #expect(listing(scene.victim) == victim)

        let made = try folder.folder("new", create: true)
        #expect(made.path == scene.output.path + "/new")
        _ = try folder.folder("new", create: true)
        _ = try made.createFile("inside", Data("in".utf8))
        #expect(listing(scene.output.appendingPathComponent("new")) == ["inside": "in"])
    }

    @Test func aNewFileIsNeverWrittenThroughALinkNorOverAFile() throws {
        let scene = try Scene()
        defer { scene.remove() }
        let folder = try scene.folder()
        for name in ["f", "a"] {
            do {
                _ = try folder.createFile(name, Data("overwritten".utf8))
                Issue.record("\(name) was written")
            } catch {
                guard case .cantCreate(let failure) = error else {
                    Issue.record("\(name): \(error)")
                    continue
                }
                #expect(failure.code == EEXIST)
            }
        }
        #expect(try String(contentsOf: scene.secret, encoding: .utf8) == "SECRET\n")
        #expect(folder.status("f")?.kind == .link)
        #expect(folder.read("a", limit: 100) == Data("abc".utf8))

        let inode = try folder.createFile("new", Data("fresh".utf8), sync: true)
        #expect(folder.status("new")?.inode == inode)
        #expect(folder.read("new", limit: 100) == Data("fresh".utf8))
    }

    @Test func removingAFolderRemovesTheLinksInItNeverWhatTheyPointAt() throws {
        let scene = try Scene()
        defer { scene.remove() }
        let d = scene.output.appendingPathComponent("d")
        try FileManager.default.createSymbolicLink(
            at: d.appendingPathComponent("to-folder"), withDestinationURL: scene.victim)
        try FileManager.default.createSymbolicLink(
            at: d.appendingPathComponent("to-file"), withDestinationURL: scene.secret)
        try write("deep", to: d.appendingPathComponent("e/deep"))
        let victim = listing(scene.victim)
        let folder = try scene.folder()

        folder.remove("d")
        folder.remove("l")
        folder.remove("f")
        folder.remove("missing")
        #expect(listing(scene.output) == ["a": "abc"])
        #expect(listing(scene.victim) == victim)
    }

    @Test func anEmptyFolderAloneIsRemovedIfEmpty() throws {
        let scene = try Scene()
        defer { scene.remove() }
        try FileManager.default.createDirectory(
            at: scene.output.appendingPathComponent("empty"), withIntermediateDirectories: false)
        let folder = try scene.folder()
        folder.removeIfEmpty("d")
        folder.removeIfEmpty("empty")
        folder.removeIfEmpty("a")
        #expect(folder.names().sorted() == ["a", "d", "f", "l"])
    }

    @Test func namesAreRenamedAndSwappedInOneStep() throws {
        let scene = try Scene()
        defer { scene.remove() }
        let folder = try scene.folder()
        let file = folder.status("a")
        let inner = folder.status("d")
        try folder.exchange("a", "d")
        #expect(folder.status("a") == inner)
        #expect(folder.status("d") == file)

        let target = try #require(folder.existingFolder("a"))
        try folder.rename("d", to: "moved", in: target)
        #expect(listing(scene.output.appendingPathComponent("a")) == ["x": "x", "moved": "abc"])
        #expect(throws: SystemCallError(code: ENOENT)) { try folder.rename("d", to: "again") }
        #expect(throws: SystemCallError(code: ENOENT)) { try folder.exchange("missing", "a") }
    }
}
