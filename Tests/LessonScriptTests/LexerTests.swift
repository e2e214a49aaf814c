import Testing

@testable import LessonScript

/// Every token of `source`, the last `endOfFile`, and the text they are read from.
private func lexed(_ source: String, firstLine: Int = 1) throws -> (tokens: [Token], text: BlockText) {
    var stream = TokenStream(source: source, file: "t.swift", firstLine: firstLine)
    var tokens: [Token] = []
    repeat {
        stream.lex(through: tokens.count)
        tokens.append(stream[tokens.count])
    } while tokens.last?.kind != .endOfFile
    try stream.finish()
    return (tokens, stream.source)
}

/// The lexer's tokens, positions and string decoding, through the token stream.
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
        var stream = TokenStream(source: testCase.source, file: "t.swift")
        stream.lex(through: 1)
        #expect(stream[0].kind == .string)
        let value = stream[0].isDecoded ? stream.decodedValue(stream[0]) : stream.source.plainValue(stream[0])
        #expect(value == testCase.value)
        #expect(stream[1].kind == .endOfFile)
    }

    @Test func tokensCarryLineAndColumn() throws {
        let source = "let x = /* a\n b */ ViewTree(\n  // note\n  nodes: [])"
        let (tokens, text) = try lexed(source, firstLine: 10)
        let placed = tokens.map { "\(text.text($0))@\(text.location($0).line):\(text.location($0).column)" }
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
        let (tokens, text) = try lexed(#"print("\(a.map { "\($0)" }) done")"#)
        #expect(tokens.map(\.kind) == [.identifier, .symbol, .interpolatedString, .symbol, .endOfFile])
        #expect(tokens.map(text.text) == ["print", "(", #""\(a.map { "\($0)" }) done""#, ")", ""])
    }

    @Test func backtickNamesAreReadWithoutTheirBackticks() throws {
        let (tokens, text) = try lexed("`let` `x y")
        #expect(tokens.map(\.kind) == [.identifier, .symbol, .identifier, .endOfFile])
        #expect(tokens.map(text.text) == ["`let`", "`x", "y", ""])
        #expect(text.name(tokens[0]) == "let")
        #expect(text.isIdentifier(tokens[0], "let"))
    }

    @Test func operatorsAndMembers() throws {
        let (tokens, text) = try lexed("a.b += 1 == c...d $0")
        #expect(tokens.map(text.text) == ["a", ".", "b", "+=", "1", "==", "c", "...", "d", "$0", ""])
    }
}
