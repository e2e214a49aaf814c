import Testing

@testable import LessonScript

/// The lexer's tokens, positions and string decoding.
struct LexerTests {
    struct StringCase: Sendable, CustomTestStringConvertible {
        let source: String
        let value: String
        var testDescription: String { source }
    }

    static let strings: [StringCase] = [
        StringCase(source: #""plain""#, value: "plain"),
        StringCase(source: #""a\"b""#, value: "a\"b"),
        StringCase(source: #""back\\slash""#, value: "back\\slash"),
        StringCase(source: #""line\nbreak\ttab""#, value: "line\nbreak\ttab"),
        StringCase(source: #""\u{1F600}\u{e9}""#, value: "\u{1F600}\u{e9}"),
        StringCase(source: ##"#"raw \n"#"##, value: "raw \\n"),
        StringCase(source: "\"\"\"\n    two\n    lines\n    \"\"\"", value: "two\nlines"),
    ]

    @Test(arguments: strings)
    func decodesStringEscapes(_ testCase: StringCase) throws {
        let list = try Lexer.tokenize(testCase.source, file: "t.swift")
        #expect(list.tokens.first?.kind == .string)
        #expect(list.tokens.first.map(list.stringValue) == testCase.value)
        #expect(list.tokens.count == 2)
    }

    @Test func tokensCarryLineAndColumn() throws {
        let source = "let x = /* a\n b */ ViewTree(\n  // note\n  nodes: [])"
        let list = try Lexer.tokenize(source, file: "t.swift", firstLine: 10)
        let tokens = list.tokens
        let placed = tokens.map { "\(list.text($0))@\(list.location($0).line):\(list.location($0).column)" }
        #expect(
            placed == [
                "let@10:1", "x@10:5", "=@10:7", "ViewTree@11:7", "(@11:15", "nodes@13:3", ":@13:8", "[@13:10",
                "]@13:11", ")@13:12", "@13:13",
            ])
        #expect(tokens[3].newlineBefore)
        #expect(!tokens[4].newlineBefore)
        #expect(tokens[5].newlineBefore)
    }

    @Test func interpolationIsSkippedWhole() throws {
        let list = try Lexer.tokenize(#"print("\(a.map { "\($0)" }) done")"#, file: "t.swift")
        #expect(list.tokens.map(\.kind) == [.identifier, .symbol, .interpolatedString, .symbol, .endOfFile])
        #expect(list.tokens.map(list.text) == ["print", "(", #""\(a.map { "\($0)" }) done""#, ")", ""])
    }

    @Test func backtickNamesAreReadWithoutTheirBackticks() throws {
        let list = try Lexer.tokenize("`let` `x y", file: "t.swift")
        #expect(list.tokens.map(\.kind) == [.identifier, .symbol, .identifier, .endOfFile])
        #expect(list.tokens.map(list.text) == ["`let`", "`x", "y", ""])
        #expect(list.name(list.tokens[0]) == "let")
        #expect(list.isIdentifier(list.tokens[0], "let"))
    }

    @Test func operatorsAndMembers() throws {
        let list = try Lexer.tokenize("a.b += 1 == c...d $0", file: "t.swift")
        #expect(list.tokens.map(list.text) == ["a", ".", "b", "+=", "1", "==", "c", "...", "d", "$0", ""])
    }
}
