import Foundation
import Testing

@testable import LessonScript

/// `PageBlock.check()`: the model's lines against a page's output block.
struct OutputCheckTests {
    // MARK: Every course page, with one line of its output changed

    enum Mutation: String, CaseIterable, Sendable {
        /// A count line's number goes up by one (`local: 1` → `local: 2`).
        case number
        /// A view name in a change line becomes another view of the same block.
        case viewName
    }

    struct Site: CustomStringConvertible {
        let line: Int
        let original: String
        let mutated: String
        var description: String { "line \(line): \(mutated)" }
    }

    /// Every checked output line of the page that `mutation` can change, changed.
    static func sites(_ mutation: Mutation, in blocks: [PageBlock]) -> [Site] {
        blocks.flatMap { block -> [Site] in
            guard let scene = block.scene, let output = block.output, let check = block.check() else { return [] }
            let notChecked = Set(check.notChecked.map(\.line))
            let views = scene.trees.flatMap { $0.tree.nodes.map(\.name) }
            return output.filter { !notChecked.contains($0.line) }.compactMap { line in
                mutated(line.text, mutation, views: views).map {
                    Site(line: line.line, original: line.text, mutated: $0)
                }
            }
        }
    }

    static func mutated(_ text: String, _ mutation: Mutation, views: [String]) -> String? {
        switch mutation {
        case .number:
            guard let match = text.wholeMatch(of: /([a-z-]+): ([0-9]+)/), let number = Int(match.2) else { return nil }
            return "\(match.1): \(number + 1)"
        case .viewName:
            guard let match = text.firstMatch(of: /\| (recomputed|skipped) ([A-Za-z0-9_]+)/),
                views.contains(String(match.2))
            else { return nil }
            let name = String(match.2)
            let other = views.first { $0 != name && !text.contains($0) } ?? name + "2"
            return text.replacingCharacters(in: match.2.startIndex..<match.2.endIndex, with: other)
        }
    }

    @Test(arguments: Fixtures.pageNames, Mutation.allCases)
    func oneChangedLineIsCaughtAtItsLine(_ page: String, _ mutation: Mutation) throws {
        let source = Fixtures.text(Fixtures.pageURL(page))
        let pristine = try PageReader.read(source, file: page, stem: "p")
        let sites = Self.sites(mutation, in: pristine)
        #expect(!sites.isEmpty, "\(page) has no line to change by \(mutation)")
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for site in sites {
            #expect(lines[site.line - 1] == site.original)
            lines[site.line - 1] = site.mutated
            defer { lines[site.line - 1] = site.original }
            let blocks = try PageReader.read(lines.joined(separator: "\n"), file: page, stem: "p")
            let mismatches = blocks.compactMap { $0.check() }.flatMap(\.mismatches)
            #expect(
                mismatches == [OutputMismatch(line: site.line, expected: site.original, found: site.mutated)],
                "\(page) \(site)")
        }
    }

    // MARK: Alignment

    /// A block whose `print` stands between its two changes.
    static let block = """
        ```swift
        // main.swift — two changes and a print
        let storage: [String: Storage] = ["k": .environment, "s": .state(owner: "A")]
        let screen = ViewTree(nodes: [
            ViewNode("A", parent: nil, reads: ["s"]),
            ViewNode("B", parent: "A", reads: ["k"]),
        ], storage: storage)
        let first = screen.change("one", key: "k")
        print(summary(of: first))
        let second = screen.change("two", key: "s")
        countCauses([first, second].flatMap { $0 })
        ```

        """

    static let one = "one: k changed | recomputed B environment | skipped A"
    static let two = "two: s changed | recomputed A local | skipped B"
    static let counts = ["local: 1", "parent: 0", "observed: 0", "environment: 1"]

    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let output: [String]
        /// (offset of the output line, or `output.count` for the closing fence; expected; found).
        let mismatches: [(Int, String?, String?)]
        let notChecked: [String]
    }

    static let cases: [Case] = [
        Case(testDescription: "as printed", output: [one, "1", two] + counts, mismatches: [], notChecked: ["1"]),
        Case(
            testDescription: "the print printing nothing", output: [one, two] + counts, mismatches: [], notChecked: []),
        Case(
            testDescription: "the print printing two lines", output: [one, "1", "more", two] + counts,
            mismatches: [], notChecked: ["1", "more"]),
        Case(
            testDescription: "a line where nothing else prints", output: [one, "1", two, "stray"] + counts,
            mismatches: [(3, nil, "stray")], notChecked: ["1"]),
        Case(
            testDescription: "a line before the first change", output: ["stray", one, two] + counts,
            mismatches: [(0, nil, "stray")], notChecked: []),
        Case(
            testDescription: "the last line missing", output: [one, "1", two] + counts.dropLast(),
            mismatches: [(6, "environment: 1", nil)], notChecked: ["1"]),
        Case(
            testDescription: "a changed line after the print",
            output: [one, "1", "two: s changed | recomputed B local | skipped A"] + counts,
            mismatches: [(2, two, "two: s changed | recomputed B local | skipped A")], notChecked: ["1"]),
        Case(
            testDescription: "two lines swapped", output: [two, "1", one] + counts,
            mismatches: [(0, one, two), (2, two, one)], notChecked: ["1"]),
        Case(
            testDescription: "counts in another order",
            output: [one, two, "parent: 0", "local: 1", "observed: 0", "environment: 1"],
            mismatches: [(2, "local: 1", "parent: 0"), (3, "parent: 0", "local: 1")], notChecked: []),
        Case(
            testDescription: "an empty output block", output: [],
            mismatches: ([one, two] + counts).map { (0, $0, nil) }, notChecked: []),
    ]

    @Test(arguments: cases)
    func alignment(_ testCase: Case) throws {
        let page = Self.block + "```\n" + testCase.output.map { $0 + "\n" }.joined() + "```\n"
        let block = try #require(try PageReader.read(page, file: "p.md", stem: "p").first)
        let check = try #require(block.check())
        let firstOutputLine = 14
        let expected = testCase.mismatches.map {
            OutputMismatch(line: firstOutputLine + $0.0, expected: $0.1, found: $0.2)
        }
        #expect(check.mismatches == expected)
        #expect(check.notChecked.map(\.text) == testCase.notChecked)
        #expect(check.checked == 6)
    }

    @Test func blockWithoutTreeChecksNothing() throws {
        let page = "```swift\n// main.swift — prose\nprint(\"hi\")\n```\n\n```\nhi\n```\n"
        let block = try #require(try PageReader.read(page, file: "p.md", stem: "p").first)
        let check = try #require(block.check())
        #expect(check.checked == 0 && check.matches && check.notChecked == [OutputLine(line: 7, text: "hi")])
    }

    @Test func messagesQuoteBothSides() {
        #expect(OutputMismatch(line: 3, expected: "a", found: "b").message == #"expected "a" found "b""#)
        #expect(OutputMismatch(line: 3, expected: "a", found: nil).message == #"expected "a" found nothing"#)
        #expect(OutputMismatch(line: 3, expected: nil, found: "b").message == #"expected nothing found "b""#)
    }
}
