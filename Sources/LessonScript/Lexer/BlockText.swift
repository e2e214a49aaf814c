/// A block's bytes and file name: what a token says of itself beyond its kind (its text, name,
/// value, where it is) is read from here, so a token is a few words.
struct BlockText: Sendable {
    let bytes: [UInt8]
    let file: String

    /// The token's text as written.
    func text(_ token: Token) -> String {
        String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }

    /// An identifier's name: its text without the backticks of `` `name` ``.
    func name(_ token: Token) -> String {
        String(decoding: bytes[nameRange(token)], as: UTF8.self)
    }

    /// A string token's value when it is not decoded: the bytes between its quotes.
    func plainValue(_ token: Token) -> String {
        String(decoding: bytes[Int(token.start) + 1..<Int(token.end) - 1], as: UTF8.self)
    }

    /// Whether the token is the symbol `symbol`.
    func isSymbol(_ token: Token, _ symbol: StaticString) -> Bool {
        token.kind == .symbol && spells(Int(token.start)..<Int(token.end), symbol)
    }

    /// Whether the token is the identifier `name` (backticks or not).
    func isIdentifier(_ token: Token, _ name: StaticString) -> Bool {
        token.kind == .identifier && spells(nameRange(token), name)
    }

    /// Where the token starts.
    func location(_ token: Token) -> SourceLocation {
        SourceLocation(file: file, line: Int(token.line), column: Int(token.column))
    }

    /// Where an identifier's name is: inside its backticks, if it has them.
    private func nameRange(_ token: Token) -> Range<Int> {
        let start = Int(token.start)
        let end = Int(token.end)
        return bytes[start] == UInt8(ascii: "`") ? start + 1..<end - 1 : start..<end
    }

    /// Whether the bytes in `range` are those of `text`. A symbol or keyword is ASCII, which
    /// compares byte for byte as it compares as a `String` (a name only equals an ASCII one in
    /// other bytes through U+212A KELVIN SIGN, a K, which no keyword the parser asks for holds).
    private func spells(_ range: Range<Int>, _ text: StaticString) -> Bool {
        guard range.count == text.utf8CodeUnitCount else { return false }
        let expected = text.utf8Start
        if range.count == 1 { return bytes[range.lowerBound] == expected[0] }  // most symbols
        for offset in 0..<range.count where bytes[range.lowerBound + offset] != expected[offset] { return false }
        return true
    }
}
