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
    /// `newlineBefore`, `spaceBefore` and `isDecoded`, a bit each: one byte to move, not three.
    private let flags: UInt8
    /// Where the token's text is, in its block's bytes.
    let start: UInt32
    let end: UInt32
    /// Where the token starts: its line and column (in bytes, from 1) in its block's file.
    let line: Int32
    let column: Int32

    init(
        kind: Kind, newlineBefore: Bool, spaceBefore: Bool, isDecoded: Bool, start: UInt32, end: UInt32,
        line: Int32, column: Int32
    ) {
        self.kind = kind
        self.flags = (newlineBefore ? 1 : 0) | (spaceBefore ? 2 : 0) | (isDecoded ? 4 : 0)
        self.start = start
        self.end = end
        self.line = line
        self.column = column
    }

    /// Whether a line break (possibly inside a comment) separates it from the previous token.
    var newlineBefore: Bool { flags & 1 != 0 }
    /// Whether any whitespace or comment separates it from the previous token.
    var spaceBefore: Bool { flags & 2 != 0 }
    /// For a string: whether its value differs from the bytes between its quotes (escapes,
    /// several lines, a raw string), and so is kept decoded by its ``TokenStream``.
    var isDecoded: Bool { flags & 4 != 0 }
}
