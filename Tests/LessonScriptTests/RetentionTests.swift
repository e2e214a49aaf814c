import Testing

@testable import LessonScript

/// What a block keeps in memory while it is read stays a window, whatever one statement holds
/// (issue 25: 31 MB of `(` peaked at 1.6 GB, a statement of millions of tokens kept them all).
@Suite("Memory kept while reading")
struct RetentionTests {
    /// Parses `source` whole, as ``BlockReader`` does, and returns the parser.
    static func parsed(_ source: String) throws -> Parser {
        var parser = Parser(tokens: TokenStream(source: source, file: "t.swift"))
        try parser.parseBlock()
        return parser
    }

    @Test func aSkippedStatementLetsItsTokensGo() throws {
        let parser = try Self.parsed("let a = [" + String(repeating: "1, ", count: 200_000) + "]\nprint(a)\n")
        #expect(parser.tokens.retained.tokens < 10_000)
        #expect(parser.warnings.count == 2)
        #expect(parser.warnings.first?.message.hasPrefix("statement not modelled: let a = [1, 1, 1,") == true)
    }

    @Test func decodedStringsGoWithTheirTokens() throws {
        let parser = try Self.parsed("let a = [" + String(repeating: #""\n", "#, count: 100_000) + "]\n")
        #expect(parser.tokens.retained.decodedStrings < 10_000)
    }

    @Test func aSummaryElidesBracesAndStopsAtSixtyCharacters() throws {
        let parser = try Self.parsed(
            "func f() { let x = 1; let y = 2 }; print(\"" + String(repeating: "a", count: 100) + "\")\n")
        #expect(
            parser.warnings.map(\.message) == [
                "statement not modelled: func f() { … }",
                "statement not modelled: print(\"" + String(repeating: "a", count: 52) + "…",
            ])
    }

    @Test(arguments: [1, 40])
    func theInnermostUnclosedBracketIsFoundFromItsOffset(firstLine: Int) throws {
        let source = "let a = (\n  [\n    (1, 2),\n    {"
        var parser = Parser(tokens: TokenStream(source: source, file: "t.swift", firstLine: firstLine))
        #expect {
            try parser.parseBlock()
        } throws: { error in
            (error as? Diagnostic)?.description == "t.swift:\(firstLine + 3):5: error: '{' is never closed"
        }
    }

    @Test func deeplyNestedBracketsAreCheckedWithoutATokenEach() {
        let source = String(repeating: "(", count: 1_000_000) + String(repeating: ")", count: 999_999) + "]"
        #expect {
            _ = try Self.parsed(source)
        } throws: { error in
            (error as? Diagnostic)?.description == "t.swift:1:2000000: error: unexpected ']'; expected ')'"
        }
    }
}
