import CourseFixtures
import Foundation
import SystemIO
import TemporaryFolders
import Testing

/// `triggergraph check` over the course pages, and over copies with one output line changed.
struct CheckCommandTests {
    static let pages: [URL] = Course.pageNames.map(Course.page)

    @Test func everyCoursePageMatches() {
        #expect(Self.pages.count == 18)
        let run = triggergraph(["check"] + Self.pages.map(\.path))
        #expect(run.status == 0, "\(run.out)")
        #expect(
            run.out.wholeMatch(of: /checked [0-9]+ lines in 44 blocks on 18 pages: all match; 0 not checked\n/) != nil,
            "\(run.out)")
        #expect(run.err.isEmpty, "warnings only with --verbose: \(run.err)")
    }

    /// A difference exits 1; `--fix` puts it right and exits 0, and exits 1 when a block is left as it is
    /// (the library's tests, PublishingTests, check what is printed).
    @Test func aDifferenceExits1AndFixingItExits0() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("09-local-state.md")
        let source = try String(contentsOf: Course.page("09-local-state.md"), encoding: .utf8)
        try Data(source.replacingOccurrences(of: "| recomputed ", with: "| RECOMPUTED ").utf8).write(to: page)
        let run = triggergraph("check", page.path)
        #expect(run.status == 1)
        #expect(run.out.hasSuffix(": 3 differences; 0 not checked\n"), "\(run.out)")
        let fixed = triggergraph("check", "--fix", page.path)
        #expect(fixed.status == 0 && fixed.out.split(separator: "\n").count == 3, "\(fixed.out)")
        #expect(triggergraph("check", page.path).status == 0)
        let block = try String(contentsOf: Course.block("09-local-state-1"), encoding: .utf8)
        try Data("# P\n\n```swift\n\(block)```\n\nNo output follows.\n".utf8).write(to: page)
        let refused = triggergraph("check", "--fix", page.path)
        #expect(refused.status == 1)
        #expect(refused.out.contains(": not fixed: measurement block 1 has no output block after it"))
    }

    /// An editor's save landing while `--fix` runs is kept whole: one line on standard error, exit
    /// 75 (sysexits' EX_TEMPFAIL: nothing is wrong with the page, and a new run will do), and
    /// nothing said to be updated. A page with a second hard link is refused, exit 73.
    @Test func aPageSavedDuringTheFixExits75AndAHardLinkedPage73() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("09-local-state.md")
        let source = try String(contentsOf: Course.page("09-local-state.md"), encoding: .utf8)
        // The three output lines only: the block's own code keeps its `| recomputed `.
        let stale = source.replacingOccurrences(
            of: "tapped: tapCount changed | recomputed ", with: "tapped: tapCount changed | RECOMPUTED ")
        try Data(stale.utf8).write(to: page)
        let saved = Data(("# Saved meanwhile\n\n" + stale).utf8)
        let saving: @Sendable (Folder.ReplacementStep) -> Void = { step in
            guard step == .comparing else { return }
            let swap = folder.appendingPathComponent(".09-local-state.md.swp")
            try? saved.write(to: swap)
            rename(swap.path, page.path)
        }
        let run = Folder.$replacementStep.withValue(saving) { triggergraph("check", "--fix", page.path) }
        #expect(run.status == 75)
        #expect(
            run.err
                == "\(page.path): error: the page changed during the run (another file was saved in its place), "
                + "so it was left as it is; run again\n")
        #expect(run.out.isEmpty, "\(run.out)")
        #expect(try Data(contentsOf: page) == saved)

        let second = folder.appendingPathComponent("second.md")
        #expect(link(page.path, second.path) == 0)
        let linked = triggergraph("check", "--fix", page.path)
        #expect(linked.status == 73)
        #expect(
            linked.err
                == "\(page.path): error: cannot replace it: it has 2 hard links, which a fixed copy in its place "
                + "would split\n")
        #expect(try Data(contentsOf: second) == saved)
        try FileManager.default.removeItem(at: second)
        let fixed = triggergraph("check", "--fix", page.path)
        #expect(fixed.status == 0 && fixed.out.split(separator: "\n").count == 3, "\(fixed.out)")
        #expect(try String(contentsOf: page, encoding: .utf8) == "# Saved meanwhile\n\n" + source)
    }

    @Test func inputsThatAreNotPagesAreUsageErrors() {
        let run = triggergraph("check", Course.block("09-local-state-1").path)
        #expect(run.status == 64)
        #expect(run.err.contains("is not a lesson page"))
    }

    @Test func aMissingPageExits66() {
        let run = triggergraph("check", "/nonexistent/page.md")
        #expect(run.status == 66)
        #expect(run.err == "/nonexistent/page.md: error: cannot read input: no such file\n")
    }

    @Test func aPageWithABrokenBlockExits65() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("broken.md")
        try Data("# Broken\n\n```swift\n// main.swift — open\nlet s: [String: Storage] = [\n```\n".utf8).write(to: page)
        let run = triggergraph("check", page.path)
        #expect(run.status == 65)
        #expect(run.err == "\(page.path):5:28: error: '[' is never closed\n")
        #expect(run.out.isEmpty)
    }
}
