import CourseFixtures
import Foundation
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
