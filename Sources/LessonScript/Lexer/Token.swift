/// One lexical token of a lesson block: its kind, where its bytes are, where it starts and what
/// came before it.
///
/// A token holds no text of its own (no `String`, nothing to retain or release): its text, its
/// name or its string value is read from the ``TokenList`` it belongs to when asked for. It is
/// 20 bytes, so a block of 500k views (some 7.5M tokens) keeps its tokens in 150 MB, not 360 MB.
struct Token: Sendable {
    /// What a token is.
    enum Kind: UInt8, Sendable {
        /// A name or keyword (`let`, `ViewTree`, `$0`, `` `name` ``).
        case identifier
        /// A string literal.
        case string
        /// A string literal with `\( … )` in it; its value is not modelled.
        case interpolatedString
        case number
        /// Punctuation or an operator: `(`, `]`, `,`, `:`, `.`, `=`, `@`, `==`, `+=`, ….
        case symbol
        case endOfFile
    }

    let kind: Kind
    /// Whether a line break (possibly inside a comment) separates it from the previous token.
    let newlineBefore: Bool
    /// Whether any whitespace or comment separates it from the previous token.
    let spaceBefore: Bool
    /// For a string: whether its value differs from the bytes between its quotes (escapes,
    /// several lines, a raw string), and so is kept decoded in its ``TokenList``.
    let isDecoded: Bool
    /// Where the token's text is, in the bytes of its ``TokenList``.
    let start: UInt32
    let end: UInt32
    /// Where the token starts: its line and column (in bytes, from 1) in its ``TokenList``'s file.
    let line: Int32
    let column: Int32
}
