/// One lexical token of a lesson block: its kind, where its bytes are, where it starts and what
/// came before it.
///
/// A token holds no text of its own (no `String`, nothing to retain or release): its text, its
/// name or its string value is read from its block's ``BlockText`` when asked for, a decoded
/// value from its ``TokenStream``. It is 20 bytes, copied as plain memory.
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
    /// several lines, a raw string), and so is kept decoded by its ``TokenStream``.
    let isDecoded: Bool
    /// Where the token's text is, in its block's bytes.
    let start: UInt32
    let end: UInt32
    /// Where the token starts: its line and column (in bytes, from 1) in its block's file.
    let line: Int32
    let column: Int32
}
