/// One lexical token of a lesson block, with where it starts and what came before it.
struct Token: Sendable {
    /// What a token is.
    enum Kind: Equatable, Sendable {
        /// A name or keyword (`let`, `ViewTree`, `$0`); backticks removed.
        case identifier(String)
        /// A string literal, escapes decoded.
        case string(String)
        /// A string literal with `\( … )` in it; its value is not modelled.
        case interpolatedString
        case number(String)
        /// Punctuation or an operator: `(`, `]`, `,`, `:`, `.`, `=`, `@`, `==`, `+=`, ….
        case symbol(String)
        case endOfFile
    }

    let kind: Kind
    /// Where the token's text is, in the bytes of its ``TokenList``.
    let start: Int
    let end: Int
    /// Where the token starts: its line and column (in bytes, from 1) in its ``TokenList``'s file.
    let line: Int32
    let column: Int32
    /// Whether a line break (possibly inside a comment) separates it from the previous token.
    let newlineBefore: Bool
    /// Whether any whitespace or comment separates it from the previous token.
    let spaceBefore: Bool

    /// Whether this is the symbol `symbol`.
    func isSymbol(_ symbol: String) -> Bool { kind == .symbol(symbol) }

    /// Whether this is the identifier `name`.
    func isIdentifier(_ name: String) -> Bool { kind == .identifier(name) }
}

/// A block's tokens, the last `endOfFile`, with the text and file they were read from: what a
/// token says of itself beyond its kind (its text, where it is) is read from here, so a token is
/// a few words, whatever the size of the block.
struct TokenList: Sendable {
    let tokens: [Token]
    let bytes: [UInt8]
    let file: String

    /// The token's text as written.
    func text(_ token: Token) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// Where the token starts.
    func location(_ token: Token) -> SourceLocation {
        SourceLocation(file: file, line: Int(token.line), column: Int(token.column))
    }

    /// A short description for messages: `'('`, `string "x"`, `end of block`.
    func quoted(_ token: Token) -> String {
        switch token.kind {
        case .endOfFile: "end of block"
        case .string(let value): "string \"\(value)\""
        case .interpolatedString: "interpolated string"
        default: "'\(text(token))'"
        }
    }
}
