import Testing

@testable import LessonScript

/// A measurement block in a blockquote, a list item or indented is not read, and a warning says
/// so at its fence; its fences are still found, so the page's own blocks after it are read.
@Suite("Measurement blocks in containers")
struct NestedFenceTests {
    static let block = """
        // main.swift — c
        let t = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: ["k": .environment])
        let c = t.change("c", key: "k")
        """

    /// `block` with each line after the fence's prefixed by `prefix`.
    static func fenced(_ opening: String, prefix: String) -> String {
        ([opening + "```swift"] + block.split(separator: "\n").map { prefix + $0 } + [prefix + "```"])
            .joined(separator: "\n")
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let markdown: String
        let container: String
        let column: Int
    }

    static let cases: [Case] = [
        Case(
            testDescription: "blockquote", markdown: fenced("> ", prefix: "> "), container: "in a blockquote",
            column: 3),
        Case(
            testDescription: "list item, on the marker's line", markdown: fenced("- ", prefix: "  "),
            container: "in a list item", column: 3),
        Case(
            testDescription: "ordered list item in a blockquote", markdown: fenced("> 1. ", prefix: ">    "),
            container: "in a blockquote", column: 6),
        Case(
            testDescription: "list item's paragraph, indented", markdown: "1. Text\n\n" + fenced("   ", prefix: "   "),
            container: "with indented lines", column: 4),
        Case(
            testDescription: "indented four spaces", markdown: fenced("    ", prefix: "    "),
            container: "indented as code", column: 5),
    ]

    @Test(arguments: cases)
    func aContainedBlockIsNamedAndThePageBlockAfterItRead(_ example: Case) throws {
        let top = "```swift\n" + Self.block + "\n```\n"
        let page = "# Page\n\n" + example.markdown + "\n\n" + top
        let document = try InputReader.read(source: page, file: "p.md", kind: .page)
        #expect(document.pageBlocks.count == 1)
        #expect(document.pageBlocks.first?.caption == "c")
        let openLine = example.markdown.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("```swift") }.map { $0 + 3 }
        let warning = try #require(
            document.warnings.first { if case .measurementBlockNotRead = $0.problem { true } else { false } })
        #expect(
            warning.description
                == "p.md:\(openLine ?? 0):\(example.column): warning: a measurement block \(example.container) is not "
                + "read, checked or drawn; move it to the page's top level, unindented")
    }

    /// A Swift fence that is no measurement block, and prose, raise nothing.
    @Test func otherFencesAndListsAreQuiet() throws {
        let page = "- item\n> quote\n\n- ```swift\n  print(1)\n  ```\n\n```swift\nlet x = 1\n```\n"
        let document = try InputReader.read(source: page, file: "p.md", kind: .page)
        #expect(document.warnings.isEmpty && document.pageBlocks.isEmpty)
    }
}

/// A page's lines are its text split at each LF, as `split(separator:omittingEmptySubsequences:)`
/// splits it, made from offsets.
@Test(arguments: ["", "\n", "a", "a\n", "a\nb", "\n\nb\n\n", "é\n🙂\nz"])
func pageLinesSplitAtEveryLineFeed(_ text: String) {
    let lines = PageLines(text)
    #expect(Array(lines) == text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
}

/// A page holds at most `maxPageBlocks` measurement blocks: each costs memory beyond its text.
@Test func aPageOfTooManyBlocksIsRefusedAtTheFirstOneOver() throws {
    let block = "```swift\n// main.swift — c\nlet x = 1\n```\n\n"
    let page = String(repeating: block, count: 3)
    let limits = InputLimits(maxPageBlocks: 2)
    #expect {
        try InputReader.read(source: page, file: "p.md", kind: .page, limits: limits)
    } throws: { error in
        (error as? Diagnostic)?.description
            == "p.md:11:1: error: the page has more than 2 measurement blocks; the limit is 2 (split the page)"
    }
    let document = try InputReader.read(source: page, file: "p.md", kind: .page, limits: InputLimits(maxPageBlocks: 3))
    #expect(document.pageBlocks.count == 3)
}

/// The preview's reader, block by block, refuses a page over the limit as `read` does: the first
/// block over it carries the same error, and no block after it is read.
@Test func readingEachBlockRefusesAPageOfTooManyBlocksAtTheFirstOneOver() throws {
    let block = "```swift\n// main.swift — c\nlet x = 1\n```\n\n"
    let page = String(repeating: block, count: 4)
    let limits = InputLimits(maxPageBlocks: 2)
    let readings = PageReader.readEach(page, file: "p.md", stem: "p", limits: limits)
    #expect(readings.map(\.index) == [1, 2, 3])
    #expect(readings.prefix(2).allSatisfy { (try? $0.result.get()) != nil })
    #expect {
        try readings.last?.result.get()
    } throws: { error in
        (error as? Diagnostic)?.description
            == "p.md:11:1: error: the page has more than 2 measurement blocks; the limit is 2 (split the page)"
    }
    #expect(PageReader.readEach(page, file: "p.md", stem: "p", limits: InputLimits(maxPageBlocks: 4)).count == 4)
}
