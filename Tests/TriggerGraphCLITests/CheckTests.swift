import CourseFixtures
import Foundation
import LessonScript
import Publishing
import TemporaryFolders
import Testing

@testable import TriggerGraphCLI

/// What `check` says of pages read on a console that keeps what it is given.
func checking(_ paths: [String], verbose: Bool = false) throws -> (tally: CheckTally, out: String, err: String) {
    let capture = ConsoleCapture()
    let console = capture.console()
    let pages = try console.load(paths, verbosity: verbose ? .verbose : .quiet)
    let tally = console.check(pages, verbose: verbose)
    return (tally, capture.result.out, capture.result.err)
}

/// Each page's printed output blocks against what the model prints, over the course pages and
/// over copies with one output line changed.
@Suite("Checking pages")
struct CheckTests {
    static let pages: [URL] = Course.pageNames.map(Course.page)

    @Test func everyCoursePageMatches() throws {
        #expect(Self.pages.count == 18)
        let check = try checking(Self.pages.map(\.path))
        #expect(check.tally.differences == 0 && check.tally.pages == 18 && check.tally.blocks == 44)
        #expect(
            check.out.wholeMatch(of: /checked [0-9]+ lines in 44 blocks on 18 pages: all match; 0 not checked\n/)
                != nil, "\(check.out)")
        #expect(check.err.isEmpty, "warnings only with verbose: \(check.err)")
    }

    /// A copy of a course page with the first line `change` rewrites changed.
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

    /// A course page with its first output line that `change` rewrites changed, and how many of
    /// the page's lines are not checked.
    struct ChangedLine: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let page: String
        let notChecked: Int
        let change: @Sendable (String) -> String?
    }

    static let changedLines: [ChangedLine] = [
        ChangedLine(testDescription: "a changed number", page: "09-local-state.md", notChecked: 0) { line in
            line.wholeMatch(of: /parent: ([0-9]+)/).map { "parent: \(Int($0.1)! + 1)" }
        },
        ChangedLine(testDescription: "a changed view name", page: "19-accessibility.md", notChecked: 0) { line in
            guard let match = line.firstMatch(of: /\| skipped ([A-Za-z]+)/) else { return nil }
            return line.replacingCharacters(in: match.1.startIndex..<match.1.endIndex, with: match.1 + "View")
        },
    ]

    @Test(arguments: changedLines)
    func aChangedLineIsReportedAtItsLine(_ changed: ChangedLine) throws {
        let page = try changedPage(changed.page, changed.change)
        defer { try? FileManager.default.removeItem(at: page.url.deletingLastPathComponent()) }
        let check = try checking([page.url.path])
        #expect(check.tally.differences == 1)
        #expect(
            check.out.hasPrefix("\(page.url.path):\(page.line): expected \"\(page.before)\" found \"\(page.after)\"\n"),
            "\(check.out)")
        #expect(check.out.hasSuffix(": 1 difference; \(changed.notChecked) not checked\n"), "\(check.out)")
    }

    /// What stays unchecked is said with what prints it: a function of the block's own, a value the
    /// model does not compute; and the summary counts it.
    @Test func verboseSaysWhyEachLineIsNotChecked() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("days.md")
        let page = """
            # Days

            ```swift
            // main.swift — a label of the block's own
            func dayLabel(_ day: Int) -> String { day == 1 ? "Monday" : "day \\(day)" }
            let t = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: ["k": .environment])
            let c = t.change("c", key: "k")
            print(dayLabel(1))
            print(c.count)
            print(c.count + 1)
            ```

            ```
            c: k changed | recomputed A environment | skipped none
            Monday
            1
            2
            ```

            """
        try Data(page.utf8).write(to: url)
        let check = try checking([url.path], verbose: true)
        #expect(check.tally.differences == 0 && check.tally.notChecked == 2 && check.tally.checked == 2)
        #expect(
            check.out == """
                \(url.path):15: not checked: "Monday": prints the result of a function the model does not run: print(dayLabel(1))
                \(url.path):17: not checked: "2": prints a value the model does not compute: print(c.count + 1)
                checked 2 lines in 1 block on 1 page: all match; 2 not checked

                """, "\(check.out)")
    }

    /// A block `check` cannot see is said without verbose: "all match" alone would hide it.
    @Test func aMeasurementBlockInABlockquoteIsWarnedAbout() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("quoted.md")
        let block = """
            > ```swift
            > // main.swift — c
            > let t = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: ["k": .environment])
            > let c = t.change("c", key: "k")
            > ```
            """
        try Data("# Quoted\n\n\(block)\n".utf8).write(to: url)
        let check = try checking([url.path])
        #expect(check.out == "checked 0 lines in 0 blocks on 1 page: all match; 0 not checked\n")
        #expect(
            check.err
                == "\(url.path):3:3: warning: a measurement block in a blockquote is not read, checked or drawn; "
                + "move it to the page's top level, unindented\n")
    }

    @Test func onOneLineADifferenceComesBeforeALineNotChecked() throws {
        let check = OutputCheck(
            checked: 1, mismatches: [OutputMismatch(line: 7, expected: "a", found: "b")],
            notChecked: [OutputLine(line: 7, text: "\u{1B}x"), OutputLine(line: 3, text: "y")])
        let lines = { (verbose: Bool) in check.report(notChecked: verbose).map { "\($0.line): \($0.text)" } }
        #expect(
            lines(true) == [
                "3: not checked: \"y\": printed by a statement the model does not run",
                "7: expected \"a\" found \"b\"",
                "7: not checked: \"\\u{1B}x\": printed by a statement the model does not run",
            ])
        #expect(lines(false) == ["7: expected \"a\" found \"b\""])
    }
}
