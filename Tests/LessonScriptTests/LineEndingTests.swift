import Foundation
import Testing

@testable import LessonScript

/// LF, CR LF and a lone CR (old Mac files) all end a line: in blocks, pages and JSON scenes, with
/// the same line numbers in diagnostics.
@Suite struct LineEndingTests {
    static let block = """
        // main.swift — endings
        let storage: [String: Storage] = ["k": .environment]
        let t = ViewTree(nodes: [
            ViewNode("A", parent: nil, reads: ["k"]),
        ], storage: storage)
        let r = [t.change("c", key: "k")].flatMap { $0 }
        print(summary(r))
        """

    static let endings = [(name: "LF", text: "\n"), (name: "CR LF", text: "\r\n"), (name: "CR", text: "\r")]

    @Test(arguments: endings.map(\.text))
    func blockReadsTheSameWithEveryEnding(_ ending: String) throws {
        let source = Self.block.replacingOccurrences(of: "\n", with: ending)
        let document = try InputReader.read(source: source, file: "main.swift", kind: .block)
        #expect(document.scenes.first?.caption == "endings")
        #expect(document.scenes.first?.textLines() == ["c: k changed | recomputed A environment | skipped none"])
        // The print statement is named on its own line, the seventh.
        #expect(document.warnings.map(\.location.line) == [7])
    }

    @Test(arguments: endings.map(\.text))
    func errorLineIsTheSameWithEveryEnding(_ ending: String) {
        let source = [
            "let a = 1", "let b = 2",
            "let t = ViewTree(nodes: [ViewNode(\"A\", parent: nil, reads: [])], storage: nope)",
        ]
        .joined(separator: ending)
        #expect(
            throws: Diagnostic.error(
                .undefinedName("nope", role: "storage table"),
                at: SourceLocation(file: "m.swift", line: 3, column: 75))
        ) {
            try InputReader.read(source: source, file: "m.swift", kind: .block)
        }
    }

    @Test(arguments: endings.map(\.text))
    func pageBlocksAndOutputLinesWithEveryEnding(_ ending: String) throws {
        let page =
            ["# Page", "", "```swift"] + Self.block.split(separator: "\n").map(String.init)
            + ["```", "", "```", "c: k changed | recomputed A environment | skipped none", "1", "```", ""]
        let document = try InputReader.read(source: page.joined(separator: ending), file: "p.md", kind: .page)
        let block = try #require(document.pageBlocks.first)
        #expect(block.line == 4)
        #expect(block.caption == "endings")
        #expect(
            block.output == [
                OutputLine(line: 14, text: "c: k changed | recomputed A environment | skipped none"),
                OutputLine(line: 15, text: "1"),
            ])
        #expect(block.check()?.matches == true)
    }

    @Test(arguments: endings.map(\.text))
    func jsonErrorLineWithEveryEnding(_ ending: String) {
        let json = ["{", "  \"version\": 1,", "  \"trees\": 7", "}"].joined(separator: ending)
        #expect(
            throws: Diagnostic.error(
                .json("field 'trees' must be an array, found a number"),
                at: SourceLocation(file: "s.json", line: 3, column: 12))
        ) {
            try InputReader.read(source: json, file: "s.json", kind: .json)
        }
    }

    @Test(arguments: endings.map(\.text))
    func textComesInWithEveryLineEndedByLF(_ ending: String) throws {
        let text = try InputReader.text(Data("# Page\(ending)\(ending)text\(ending)".utf8), file: "p.md")
        #expect(text == "# Page\n\ntext\n")
        #expect(PageReader.title(of: text) == "Page")
    }

    @Test func invalidUTF8IsLocatedAfterCRLines() {
        let bytes = Array("let a = 1\rlet b = 2\r\nlet c = \"".utf8) + [0xFF]
        #expect(throws: Diagnostic.error(.invalidUTF8, at: SourceLocation(file: "m.swift", line: 3, column: 10))) {
            try InputReader.read(data: .init(bytes), file: "m.swift", kind: .block)
        }
    }
}
