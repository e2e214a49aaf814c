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

    /// Past 100, statements not modelled are counted in one warning, not named one by one.
    @Test func warningsStopAtAHundredStatementsAndCountTheRest() throws {
        let result = try BlockReader.read(String(repeating: "x\n", count: 1_000), file: "t.swift", name: "t")
        let messages = result.warnings.map(\.description)
        #expect(messages.count == 102)
        #expect(messages[99] == "t.swift:100:1: warning: statement not modelled: x")
        #expect(
            messages[100]
                == "t.swift:101:1: warning: 900 more statements not modelled, from here on (each block names its first 100)"
        )
        #expect(messages[101] == "t.swift:1:1: warning: block has no view tree; no scene is made from it")
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

extension TokenStream {
    /// How many tokens, and decoded strings, the stream keeps: what the parser has not let go.
    var retained: (tokens: Int, decodedStrings: Int) { (window.count, lexer.decodedStrings.count) }
}
