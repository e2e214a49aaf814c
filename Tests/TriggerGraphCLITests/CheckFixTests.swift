import CourseFixtures
import Foundation
import LessonScript
import Publishing
import TemporaryFolders
import Testing

@testable import TriggerGraphCLI

/// What `check --fix` does to pages read on a console that keeps what it is given: how many blocks
/// it left as they are, and what it printed.
func fixing(_ paths: [String]) throws -> (refused: Int, out: String) {
    let capture = ConsoleCapture()
    let console = capture.console()
    let pages = try console.load(paths, verbosity: .quiet, keepingBytes: true)
    let refused = try console.fix(pages)
    return (refused, capture.result.out)
}

/// `check --fix` rewrites each stale output block to what the model prints and keeps every other
/// byte of the page; a page that is right is not touched, not even its modification time.
@Suite("check --fix")
struct CheckFixTests {
    /// A copy of a course page in a folder of its own.
    static func copy(_ page: String) throws -> URL {
        let folder = try temporaryFolder()
        let url = folder.appendingPathComponent(page)
        try FileManager.default.copyItem(at: Course.page(page), to: url)
        return url
    }

    /// The page's lines, the first output line of each block with one, and a way back to bytes.
    static func outputLines(of page: URL) throws -> [Int] {
        let document = try InputReader.read(path: page.path)
        return document.pageBlocks.compactMap { $0.output?.first { !$0.text.isEmpty }?.line }
    }

    /// `page` with `edit` applied to its line `line` (1-based), line endings kept.
    static func editing(_ page: URL, line: Int, _ edit: (String) -> String?) throws {
        // Split on LF bytes: a CR stays with its line (a Character would join CR LF into one).
        var lines = try Data(contentsOf: page).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        if let edited = edit(lines[line - 1]) { lines[line - 1] = edited } else { lines.remove(at: line - 1) }
        try Data(lines.joined(separator: "\n").utf8).write(to: page)
    }

    static func stamp(_ url: URL) -> (inode: UInt64, modified: Int) {
        var status = stat()
        _ = stat(url.path, &status)
        return (UInt64(status.st_ino), status.st_mtim.tv_sec * 1_000_000_000 + status.st_mtim.tv_nsec)
    }

    @Test(arguments: Course.pageNames)
    func aChangedOutputBlockIsRestoredByteForByteAndASecondFixChangesNothing(_ name: String) throws {
        let page = try Self.copy(name)
        defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
        let original = try Data(contentsOf: page)
        guard let line = try Self.outputLines(of: page).first else {
            Issue.record("\(name) has no output block")
            return
        }
        try Self.editing(page, line: line) { $0 + " (stale)" }
        #expect(try checking([page.path]).tally.differences == 1)
        let fixed = try fixing([page.path])
        #expect(fixed.refused == 0, "\(fixed.out)")
        #expect(fixed.out == "\(page.path):\(line): updated 1 line\n")
        #expect(try Data(contentsOf: page) == original, "not restored byte for byte")

        let before = Self.stamp(page)
        let again = try fixing([page.path])
        #expect(again.refused == 0 && again.out.isEmpty, "\(again.out)")
        #expect(Self.stamp(page) == before, "a page that is right was touched")
        #expect(try FileManager.default.contentsOfDirectory(atPath: page.deletingLastPathComponent().path) == [name])
    }

    /// The lines the model now computes — a count, a comparison, a line of an Observation block —
    /// each changed: `check` names the line, and `--fix` puts the page back byte for byte.
    @Test(arguments: [
        ("16-gestures.md", "1", "2"), ("19-accessibility.md", "1", "0"), ("18-transitions.md", "true", "false"),
        ("11-observable-objects.md", "tracked property changed", "borrowedCount changed 1"),
        ("18-transitions.md", "messages changed", "messages changed!"),
    ])
    func aComputedLineChangedIsNamedAndFixed(_ name: String, _ original: String, _ changed: String) throws {
        let page = try Self.copy(name)
        defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
        let before = try Data(contentsOf: page)
        let lines = String(decoding: before, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0 == original }) + 1
        try Self.editing(page, line: line) { _ in changed }

        let check = try checking([page.path])
        #expect(check.tally.differences == 1)
        #expect(
            check.out.hasPrefix("\(page.path):\(line): expected \"\(original)\" found \"\(changed)\"\n"), "\(check.out)"
        )
        let fixed = try fixing([page.path])
        // The fix names the output block's first line.
        #expect(
            fixed.out.wholeMatch(of: /.*:[0-9]+: updated 1 line\n/) != nil && fixed.out.hasPrefix(page.path),
            "\(fixed.out)")
        #expect(try Data(contentsOf: page) == before, "not restored byte for byte")
    }

    @Test func aMissingLineAndAnExtraLineArePutRightInACRLFPage() throws {
        let page = try Self.copy("09-local-state.md")
        defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
        let crlf = Data(
            try Data(contentsOf: page).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                .joined(separator: [UInt8(ascii: "\r"), UInt8(ascii: "\n")]))
        try crlf.write(to: page)
        let lines = try Self.outputLines(of: page)
        // Two blocks down, a line added; in the first block, its first line gone.
        try Self.editing(page, line: lines[1]) { $0 + "\nan extra line\r" }
        try Self.editing(page, line: lines[0]) { _ in nil }
        let fixed = try fixing([page.path])
        #expect(fixed.refused == 0, "\(fixed.out)")
        #expect(fixed.out.split(separator: "\n").count == 2, "\(fixed.out)")
        #expect(try Data(contentsOf: page) == crlf)
    }

    @Test func aBlockWithNoOutputBlockIsNotGuessedAt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("p.md")
        let block = try String(contentsOf: Course.block("09-local-state-1"), encoding: .utf8)
        let text = "# P\n\n```swift\n\(block)```\n\nNo output follows.\n"
        try Data(text.utf8).write(to: page)
        let run = try fixing([page.path])
        #expect(run.refused == 1)
        #expect(run.out.contains("\(page.path):4: not fixed: measurement block 1 has no output block after it"))
        #expect(try String(contentsOf: page, encoding: .utf8) == text)
    }

    @Test func aPageRemovedSinceItWasReadIsNotMadeAgain() throws {
        let page = try Self.copy("09-local-state.md")
        defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
        try Self.editing(page, line: try Self.outputLines(of: page)[0]) { $0 + " (stale)" }
        let capture = ConsoleCapture()
        let pages = try capture.console().load([page.path], verbosity: .quiet, keepingBytes: true)
        try FileManager.default.removeItem(at: page)
        #expect(throws: PublishingError.changed(path: page.path, reason: "it was removed")) {
            try capture.console().fix(pages)
        }
        #expect(!FileManager.default.fileExists(atPath: page.path))
        #expect(capture.result.out.isEmpty)
    }

    @Test func aPageLoadedWithoutItsBytesIsNotFixedFromASecondRead() throws {
        let page = try Self.copy("09-local-state.md")
        defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
        let capture = ConsoleCapture()
        let pages = try capture.console().load([page.path], verbosity: .quiet)
        #expect(throws: PublishingError.software("\(page.path) was loaded without its bytes to fix")) {
            try capture.console().fix(pages)
        }
    }
}
