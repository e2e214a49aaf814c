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
    /// The token's text as written.
    let text: String
    let location: SourceLocation
    /// Whether a line break (possibly inside a comment) separates it from the previous token.
    let newlineBefore: Bool
    /// Whether any whitespace or comment separates it from the previous token.
    let spaceBefore: Bool

    /// Whether this is the symbol `symbol`.
    func isSymbol(_ symbol: String) -> Bool { kind == .symbol(symbol) }

    /// Whether this is the identifier `name`.
    func isIdentifier(_ name: String) -> Bool { kind == .identifier(name) }

    /// A short description for messages: `'('`, `string "x"`, `end of block`.
    var quoted: String {
        switch kind {
        case .endOfFile: "end of block"
        case .string(let value): "string \"\(value)\""
        case .interpolatedString: "interpolated string"
        default: "'\(text)'"
        }
    }
}
