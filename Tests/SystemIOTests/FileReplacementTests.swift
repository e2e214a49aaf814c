import CSystem
import Foundation
import Testing

@testable import SystemIO

/// A file replaced as a transaction: only while it is still the version read with the bytes read,
/// in one step, its owner, group, mode and extended attributes kept; a save made meanwhile (a new
/// file renamed over it, as editors save) or a write into it is kept, and reported.
@Suite("File replacement")
struct FileReplacementTests {
    /// A scratch folder holding `victim/secret.txt` and `out/page.md`, read: its bytes and version.
    struct Scene: ScratchScene {
        let scratch: URL
        var page: URL { output.appendingPathComponent("page.md") }
        static let text = "# Page\n\n```\nold output\n```\n"

        init() throws {
            scratch = try Self.makeScratch()
            try write(Self.text, to: page)
        }

        /// The page's version now.
        func version(_ url: URL? = nil) throws -> FileVersion {
            var status = stat()
            try #require(stat((url ?? page).path, &status) == 0)
            return FileVersion(status)
        }

        /// Replaces the page, read as `text` at `version`, with `new`.
        func replace(
            _ new: String = "# Page\n\n```\nnew output\n```\n", read version: FileVersion, text: String = Self.text
        ) throws(FileReplacementError) {
            let folder: Folder
            do { folder = try Folder(opening: output.path) } catch { throw .io(error) }
            try folder.replaceFile("page.md", read: version, bytes: Data(text.utf8), with: Data(new.utf8))
        }
    }

    /// Saves `text` at `url` as editors do: written into a new file beside it, renamed over it.
    static func save(_ text: String, to url: URL) {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".page.md.swp")
        #expect(FileManager.default.createFile(atPath: temporary.path, contents: Data(text.utf8)))
        #expect(rename(temporary.path, url.path) == 0)
    }

    /// Writes `text` into the file at `url`, its inode kept, as `>` in a shell does.
    static func writeInPlace(_ text: String, to url: URL) {
        let file = open(url.path, O_WRONLY | O_TRUNC)
        #expect(file >= 0)
        #expect(text.utf8.withContiguousStorageIfAvailable { write(file, $0.baseAddress, $0.count) } == text.utf8.count)
        close(file)
    }

    static func status(_ url: URL) -> stat {
        var status = stat()
        #expect(lstat(url.path, &status) == 0)
        return status
    }

    /// Sets the extended attribute `name` of the file at `url`; false when its file system has none
    /// (`ENOTSUP`), the one failure a test may skip for.
    static func setAttribute(_ name: String, _ value: String, at url: URL) throws -> Bool {
        let file = open(url.path, O_RDONLY)
        defer { close(file) }
        let set = Array(value.utf8).withUnsafeBytes { tg_fsetxattr(file, name, $0.baseAddress, $0.count, 0) }
        if set != 0, errno == ENOTSUP { return false }
        try #require(set == 0, "fsetxattr: \(String(cString: strerror(errno)))")
        return true
    }

    /// The value of the extended attribute `name` of the file at `url`, if it has one.
    static func attribute(_ name: String, at url: URL) -> String? {
        let file = open(url.path, O_RDONLY)
        defer { close(file) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { tg_fgetxattr(file, name, $0.baseAddress, $0.count) }
        return count < 0 ? nil : String(decoding: buffer[0..<count], as: UTF8.self)
    }

    @Test func aFileIsReplacedInOneStepWithItsOwnerGroupModeAndAttributes() throws {
        let scene = try Scene()
        defer { scene.remove() }
        // The suite runs as root: nobody:nogroup, 0640, as the page's owner had it.
        #expect(chown(scene.page.path, 65534, 65534) == 0)
        #expect(chmod(scene.page.path, 0o640) == 0)
        // ext4, tmpfs and btrfs keep user.* attributes; only a file system without any is skipped.
        let attributes = try Self.setAttribute("user.triggergraph.note", "kept", at: scene.page)
        let old = Self.status(scene.page)

        try scene.replace(read: scene.version())
        #expect(try String(contentsOf: scene.page, encoding: .utf8) == "# Page\n\n```\nnew output\n```\n")
        let new = Self.status(scene.page)
        #expect(new.st_ino != old.st_ino, "not a new file renamed into place")
        #expect(new.st_uid == 65534 && new.st_gid == 65534)
        #expect(new.st_mode & 0o7777 == 0o640)
        #expect(new.st_nlink == 1)
        if attributes { #expect(Self.attribute("user.triggergraph.note", at: scene.page) == "kept") }
        #expect(hidden(listing(scene.scratch)).isEmpty)
    }

    @Test(arguments: [Folder.ReplacementStep.comparing, .staged, .swapping])
    func aSaveAtAnyStepIsKeptAndReported(_ step: Folder.ReplacementStep) throws {
        let scene = try Scene()
        defer { scene.remove() }
        let version = try scene.version()
        let saved = "# Page\n\nA paragraph the editor added.\n\n```\nold output\n```\n"
        let page = scene.page
        let saving: @Sendable (Folder.ReplacementStep) -> Void = { if $0 == step { Self.save(saved, to: page) } }
        Folder.$replacementStep.withValue(saving) {
            #expect(throws: FileReplacementError.changed(.replaced)) { try scene.replace(read: version) }
        }
        #expect(try String(contentsOf: scene.page, encoding: .utf8) == saved)
        #expect(hidden(listing(scene.scratch)).isEmpty)
    }

    @Test(arguments: [Folder.ReplacementStep.comparing, .staged, .swapping])
    func aWriteIntoTheFileAtAnyStepIsKeptAndReported(_ step: Folder.ReplacementStep) throws {
        let scene = try Scene()
        defer { scene.remove() }
        let version = try scene.version()
        let inode = Self.status(scene.page).st_ino
        let written = "# Page, written in place\n"
        let page = scene.page
        let writing: @Sendable (Folder.ReplacementStep) -> Void = {
            if $0 == step { Self.writeInPlace(written, to: page) }
        }
        Folder.$replacementStep.withValue(writing) {
            #expect(throws: FileReplacementError.changed(.written)) { try scene.replace(read: version) }
        }
        #expect(try String(contentsOf: scene.page, encoding: .utf8) == written)
        #expect(Self.status(scene.page).st_ino == inode)
        #expect(hidden(listing(scene.scratch)).isEmpty)
    }

    @Test func twoSavesAroundTheSwapLeaveTheLaterInPlace() throws {
        let scene = try Scene()
        defer { scene.remove() }
        let version = try scene.version()
        let page = scene.page
        let saving: @Sendable (Folder.ReplacementStep) -> Void = {
            if $0 == .swapping { Self.save("first save\n", to: page) }
            if $0 == .swapped { Self.save("second save\n", to: page) }
        }
        Folder.$replacementStep.withValue(saving) {
            #expect(throws: FileReplacementError.changed(.replaced)) { try scene.replace(read: version) }
        }
        #expect(try String(contentsOf: scene.page, encoding: .utf8) == "second save\n")
        #expect(hidden(listing(scene.scratch)).isEmpty)
    }

    @Test func bytesOtherThanThoseReadAreNotReplaced() throws {
        let scene = try Scene()
        defer { scene.remove() }
        // The same file, size and time: only the bytes tell that what was fixed is not this.
        #expect(throws: FileReplacementError.changed(.written)) {
            try scene.replace(read: scene.version(), text: Scene.text.uppercased())
        }
        #expect(try String(contentsOf: scene.page, encoding: .utf8) == Scene.text)
        #expect(hidden(listing(scene.scratch)).isEmpty)
    }

    @Test func aFileRemovedOrMadeALinkIsNeitherMadeAgainNorFollowed() throws {
        let scene = try Scene()
        defer { scene.remove() }
        let version = try scene.version()
        let page = scene.page
        let removing: @Sendable (Folder.ReplacementStep) -> Void = { _ in try? FileManager.default.removeItem(at: page)
        }
        Folder.$replacementStep.withValue(removing) {
            #expect(throws: FileReplacementError.changed(.removed)) { try scene.replace(read: version) }
        }
        #expect(!FileManager.default.fileExists(atPath: page.path))

        try write(Scene.text, to: page)
        let again = try scene.version()
        let secret = scene.secret
        let before = listing(scene.victim)
        let linking: @Sendable (Folder.ReplacementStep) -> Void = { _ in
            try? FileManager.default.removeItem(at: page)
            try? FileManager.default.createSymbolicLink(at: page, withDestinationURL: secret)
        }
        Folder.$replacementStep.withValue(linking) {
            #expect(throws: FileReplacementError.changed(.replaced)) { try scene.replace(read: again) }
        }
        #expect(listing(scene.victim) == before)
        #expect(hidden(listing(scene.scratch)).isEmpty)
    }

    @Test func aFileWithASecondLinkIsRefusedAndBothNamesKeepIt() throws {
        let scene = try Scene()
        defer { scene.remove() }
        let second = scene.scratch.appendingPathComponent("second-name.md")
        #expect(link(scene.page.path, second.path) == 0)
        let inode = Self.status(scene.page).st_ino
        #expect(throws: FileReplacementError.hardLinked(links: 2)) { try scene.replace(read: scene.version()) }
        #expect(Self.status(scene.page).st_ino == inode && Self.status(second).st_ino == inode)
        #expect(try String(contentsOf: second, encoding: .utf8) == Scene.text)
        #expect(hidden(listing(scene.scratch)).isEmpty)
    }

    @Test func onlyARegularFileIsReplaced() throws {
        let scene = try Scene()
        defer { scene.remove() }
        #expect(throws: FileReplacementError.notRegularFile) {
            try scene.replace(read: scene.version(URL(fileURLWithPath: "/dev/null")))
        }
        #expect(try String(contentsOf: scene.page, encoding: .utf8) == Scene.text)
    }

    @Test func aPathThroughALinkReplacesTheFileItLeadsToAndKeepsTheLink() throws {
        let scene = try Scene()
        defer { scene.remove() }
        let link = scene.scratch.appendingPathComponent("link.md")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: scene.page)
        try Folder.replaceFile(
            atPath: link.path, read: scene.version(link), bytes: Data(Scene.text.utf8), with: Data("new\n".utf8))
        #expect(Self.status(link).st_mode & S_IFMT == S_IFLNK)
        #expect(try String(contentsOf: scene.page, encoding: .utf8) == "new\n")
        #expect(hidden(listing(scene.scratch)).isEmpty)
    }

    @Test func aLinkLeadingElsewhereSinceTheReadIsAChange() throws {
        let scene = try Scene()
        defer { scene.remove() }
        let link = scene.scratch.appendingPathComponent("link.md")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: scene.page)
        let version = try scene.version(link)
        try FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: scene.secret)
        #expect(throws: FileReplacementError.changed(.replaced)) {
            try Folder.replaceFile(
                atPath: link.path, read: version, bytes: Data(Scene.text.utf8), with: Data("new\n".utf8))
        }
        #expect(try String(contentsOf: scene.secret, encoding: .utf8) == "SECRET\n")
        #expect(try String(contentsOf: scene.page, encoding: .utf8) == Scene.text)
    }

    /// As a user other than root, in a process of its own (`nobody`), the file's own: replaced,
    /// though the group (root's) cannot be given.
    @Test func aUserReplacesTheirOwnFileWhenTheGroupCannotBeKept() async throws {
        let scene = try Scene()
        defer { scene.remove() }
        #expect(chown(scene.output.path, 65534, 0) == 0)
        #expect(chown(scene.page.path, 65534, 0) == 0)
        #expect(chmod(scene.page.path, 0o644) == 0)
        await #expect(processExitsWith: .success) { [folder = scene.output.path as String] in
            try FileReplacementTests.becomeNobody()
            var status = stat()
            try #require(stat(folder + "/page.md", &status) == 0)
            try Folder(opening: folder).replaceFile(
                "page.md", read: FileVersion(status), bytes: Data(Scene.text.utf8), with: Data("new\n".utf8))
        }
        let status = Self.status(scene.page)
        #expect(try String(contentsOf: scene.page, encoding: .utf8) == "new\n")
        #expect(status.st_uid == 65534 && status.st_mode & 0o7777 == 0o644)
        #expect(hidden(listing(scene.scratch)).isEmpty)
    }

    /// As a user other than root, another user's file, in a folder anyone may write: refused,
    /// for a new file would be that user's no longer.
    @Test func aUserDoesNotReplaceAnotherUsersFile() async throws {
        let scene = try Scene()
        defer { scene.remove() }
        #expect(chmod(scene.output.path, 0o777) == 0)
        #expect(chmod(scene.page.path, 0o666) == 0)
        await #expect(processExitsWith: .success) { [folder = scene.output.path as String] in
            try FileReplacementTests.becomeNobody()
            var status = stat()
            try #require(stat(folder + "/page.md", &status) == 0)
            #expect(throws: FileReplacementError.ownerNotKept(owner: 0)) {
                try Folder(opening: folder).replaceFile(
                    "page.md", read: FileVersion(status), bytes: Data(Scene.text.utf8), with: Data("new\n".utf8))
            }
        }
        #expect(Self.status(scene.page).st_uid == 0)
        #expect(try String(contentsOf: scene.page, encoding: .utf8) == Scene.text)
        #expect(hidden(listing(scene.scratch)).isEmpty)
    }

    /// Makes this process `nobody:nogroup`, with no other group: not root any more.
    static func becomeNobody() throws {
        try #require(setgroups(0, nil) == 0 && setgid(65534) == 0 && setuid(65534) == 0)
        try #require(geteuid() == 65534)
    }
}
