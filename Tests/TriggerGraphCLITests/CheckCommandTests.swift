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
            run.out.wholeMatch(of: /checked [0-9]+ lines in 44 blocks on 18 pages: all match; 10 not checked\n/) != nil,
            "\(run.out)")
        #expect(run.err.isEmpty, "warnings only with --verbose: \(run.err)")
    }

    /// A copy of a course page with the first line matching `pattern` in an output block rewritten.
    private func changedPage(_ name: String, _ change: (String) -> String?) throws -> (
        url: URL, line: Int, before: String, after: String
    ) {
        let folder = try temporaryFolder()
        let source = try String(contentsOf: Course.page(name), encoding: .utf8)
        var lines = source.components(separatedBy: "\n")
        let index = try #require(lines.indices.first { change(lines[$0]) != nil })
        let before = lines[index]
        lines[index] = change(before)!
        let url = folder.appendingPathComponent(name)
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
        return (url, index + 1, before, lines[index])
    }

    @Test func aChangedNumberIsReportedAtItsLine() throws {
        let page = try changedPage("09-local-state.md") { line in
            line.wholeMatch(of: /parent: ([0-9]+)/).map { "parent: \(Int($0.1)! + 1)" }
        }
        defer { try? FileManager.default.removeItem(at: page.url.deletingLastPathComponent()) }
        let run = triggergraph("check", page.url.path)
        #expect(run.status == 1)
        #expect(
            run.out.hasPrefix("\(page.url.path):\(page.line): expected \"\(page.before)\" found \"\(page.after)\"\n"),
            "\(run.out)")
        #expect(run.out.hasSuffix(": 1 difference; 0 not checked\n"), "\(run.out)")
    }

    @Test func aChangedViewNameIsReportedAtItsLine() throws {
        let page = try changedPage("19-accessibility.md") { line in
            guard let match = line.firstMatch(of: /\| skipped ([A-Za-z]+)/) else { return nil }
            return line.replacingCharacters(in: match.1.startIndex..<match.1.endIndex, with: match.1 + "View")
        }
        defer { try? FileManager.default.removeItem(at: page.url.deletingLastPathComponent()) }
        let run = triggergraph("check", page.url.path)
        #expect(run.status == 1)
        #expect(
            run.out.hasPrefix("\(page.url.path):\(page.line): expected \"\(page.before)\" found \"\(page.after)\"\n"),
            "\(run.out)")
        #expect(run.out.hasSuffix(": 1 difference; 1 not checked\n"), "\(run.out)")
    }

    @Test func verboseNamesTheLinesNotChecked() {
        let page = Course.page("18-transitions.md").path
        let run = triggergraph("check", "--verbose", page)
        #expect(run.status == 0)
        #expect(run.out.contains("\(page):207: not checked: \"true\"\n"), "\(run.out)")
        #expect(
            run.err.contains("\(page):201:1: warning: statement not modelled: print(closing.count == closed.count)"))
    }

    /// A block `check` cannot see is said without --verbose: "all match" alone would hide it.
    @Test func aMeasurementBlockInABlockquoteIsWarnedAbout() throws {
        let url = try temporaryFolder().appendingPathComponent("quoted.md")
        let block = """
            > ```swift
            > // main.swift — c
            > let t = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: ["k": .environment])
            > let c = t.change("c", key: "k")
            > ```
            """
        try Data("# Quoted\n\n\(block)\n".utf8).write(to: url)
        let run = triggergraph("check", url.path)
        #expect(run.status == 0)
        #expect(run.out == "checked 0 lines in 0 blocks on 1 page: all match; 0 not checked\n")
        #expect(
            run.err
                == "\(url.path):3:3: warning: a measurement block in a blockquote is not read, checked or drawn; "
                + "move it to the page's top level, unindented\n")
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
