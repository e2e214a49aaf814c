import CSystem
import CourseFixtures
import Foundation
import LessonScript
import Publishing
import SystemIO
import TemporaryFolders
import Testing

@testable import TriggerGraphCLI

/// `check --fix` is a transaction on each page: it fixes the bytes it read and judged, and replaces
/// the page only while it is still that file with those bytes, keeping its owner, group, mode and
/// extended attributes. An editor's save landing between the read and the write is kept whole and
/// reported; a hard-linked page is refused; a page named through a link is fixed where it leads.
@Suite("check --fix as a transaction")
struct CheckFixTransactionTests {
    /// The course page `09-local-state.md` with its three output lines `tapped: tapCount changed |
    /// recomputed …` made stale, in a folder of its own; `original`, the course's bytes, is what
    /// fixing it gives back.
    struct StalePage {
        let page: URL
        let original: Data
        var folder: URL { page.deletingLastPathComponent() }

        init() throws {
            page = try CheckFixTests.copy("09-local-state.md")
            original = try Data(contentsOf: page)
            let text = String(decoding: original, as: UTF8.self)
            let stale = text.replacingOccurrences(
                of: "tapped: tapCount changed | recomputed ", with: "tapped: tapCount changed | RECOMPUTED ")
            try Data(stale.utf8).write(to: page)
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }

        /// The page with a paragraph added under its title, as a writer adds one: every block
        /// below is three lines further down.
        static func withParagraph(_ data: Data) -> Data {
            var lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            lines.insert(contentsOf: ["", "A paragraph written while check --fix ran.", ""], at: 1)
            return Data(lines.joined(separator: "\n").utf8)
        }
    }

    /// Saves `data` at `url` as an editor does: a new file beside it, renamed over it.
    static func editorSave(_ data: Data, to url: URL) {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).swp")
        #expect(FileManager.default.createFile(atPath: temporary.path, contents: data))
        #expect(rename(temporary.path, url.path) == 0)
    }

    static func status(_ url: URL) -> stat {
        var status = stat()
        #expect(lstat(url.path, &status) == 0)
        return status
    }

    /// An editor's save with a paragraph added lands after the page was read and checked, at each
    /// step of the replacement: the page ends as the save, byte for byte, and the run says so
    /// instead of "updated". The old `--fix` read the page a second time and applied the first
    /// read's line numbers to it: a code line and two fences lost in each of the three blocks.
    @Test(arguments: [Folder.ReplacementStep.comparing, .staged, .swapping])
    func anEditorsSaveDuringTheRunIsKeptWholeAndReported(_ step: Folder.ReplacementStep) throws {
        let stale = try StalePage()
        defer { stale.remove() }
        let saved = StalePage.withParagraph(try Data(contentsOf: stale.page))
        let capture = ConsoleCapture()
        let pages = try capture.console().load(
            [stale.page.path], verbosity: .quiet, keepingBytes: true)
        let page = stale.page
        let saving: @Sendable (Folder.ReplacementStep) -> Void = { if $0 == step { Self.editorSave(saved, to: page) } }
        Folder.$replacementStep.withValue(saving) {
            #expect(
                throws: PublishingError.changed(path: page.path, reason: "another file was saved in its place")
            ) { try capture.console().fix(pages) }
        }
        #expect(try Data(contentsOf: stale.page) == saved, "the save is not the page whole")
        #expect(!capture.result.out.contains("updated"), "\(capture.result.out)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: stale.folder.path) == ["09-local-state.md"])

        // The next run reads the save, and fixes it: the save, fixed.
        let again = try fixing([stale.page.path])
        #expect(again.refused == 0 && again.out.split(separator: "\n").count == 3, "\(again.out)")
        #expect(try Data(contentsOf: stale.page) == StalePage.withParagraph(stale.original))
        #expect(try checking([stale.page.path]).tally.differences == 0)
    }

    @Test func ownerGroupModeAndAttributesAreKept() throws {
        let stale = try StalePage()
        defer { stale.remove() }
        // The suite runs as root, as the run that made a nobody:nogroup 0640 page root's did.
        #expect(chown(stale.page.path, 65534, 65534) == 0)
        #expect(chmod(stale.page.path, 0o640) == 0)
        // A user.* attribute; ext4, tmpfs and btrfs have them, and only a file system without
        // any (ENOTSUP) skips its check.
        let file = open(stale.page.path, O_RDONLY)
        let value = Array("reviewed".utf8)
        let set = value.withUnsafeBytes { tg_fsetxattr(file, "user.lesson.state", $0.baseAddress, $0.count, 0) }
        let attributes = set == 0
        if !attributes { #expect(errno == ENOTSUP, "fsetxattr: \(String(cString: strerror(errno)))") }
        close(file)
        let before = Self.status(stale.page)

        let run = try fixing([stale.page.path])
        #expect(run.out.split(separator: "\n").count == 3, "\(run.out)")
        #expect(try Data(contentsOf: stale.page) == stale.original)
        let after = Self.status(stale.page)
        #expect(after.st_ino != before.st_ino, "not replaced in one step")
        #expect(after.st_uid == 65534 && after.st_gid == 65534, "owner \(after.st_uid):\(after.st_gid)")
        #expect(after.st_mode & 0o7777 == 0o640)
        if attributes {
            let fixed = open(stale.page.path, O_RDONLY)
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = buffer.withUnsafeMutableBytes { tg_fgetxattr(fixed, "user.lesson.state", $0.baseAddress, 64) }
            close(fixed)
            #expect(count >= 0 && Array(buffer[0..<max(count, 0)]) == value, "the attribute was dropped")
        }
    }

    /// A page with a second name is refused: a fixed copy in its place would split the names, and
    /// writing through the file instead could be seen half done. Both names keep the page as it was.
    @Test func aHardLinkedPageIsRefusedAndBothNamesKeepIt() throws {
        let stale = try StalePage()
        defer { stale.remove() }
        let second = stale.folder.appendingPathComponent("second-name.md")
        #expect(link(stale.page.path, second.path) == 0)
        let before = try Data(contentsOf: stale.page)
        let capture = ConsoleCapture()
        let pages = try capture.console().load(
            [stale.page.path], verbosity: .quiet, keepingBytes: true)
        #expect(
            throws: PublishingError.cantReplace(
                path: stale.page.path, reason: "it has 2 hard links, which a fixed copy in its place would split")
        ) { try capture.console().fix(pages) }
        #expect(try Data(contentsOf: stale.page) == before && Data(contentsOf: second) == before)
        #expect(Self.status(stale.page).st_ino == Self.status(second).st_ino)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: stale.folder.path).sorted()
                == ["09-local-state.md", "second-name.md"])
    }

    /// `check` reads a page named through a symbolic link through it, and `--fix` fixes what it
    /// read: the file the link leads to is replaced, and the link stays a link.
    @Test func aPageNamedThroughALinkIsFixedWhereItLeads() throws {
        let stale = try StalePage()
        defer { stale.remove() }
        let elsewhere = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let link = elsewhere.appendingPathComponent("lesson.md")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: stale.page)
        let run = try fixing([link.path])
        #expect(run.out.split(separator: "\n").allSatisfy { $0.hasPrefix("\(link.path):") }, "\(run.out)")
        #expect(run.out.split(separator: "\n").count == 3, "\(run.out)")
        #expect(Self.status(link).st_mode & S_IFMT == S_IFLNK)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == stale.page.path)
        #expect(try Data(contentsOf: stale.page) == stale.original)
        #expect(try FileManager.default.contentsOfDirectory(atPath: stale.folder.path) == ["09-local-state.md"])
    }
}
