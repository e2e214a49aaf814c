/// Splits a lesson block's UTF-8 text into tokens, skipping whitespace and comments.
///
/// Lines are numbered from `firstLine`, so a block cut out of a Markdown page keeps the page's
/// line numbers. Columns count UTF-8 bytes from 1.
struct Lexer {
    let bytes: [UInt8]
    let file: String
    var index = 0
    var line: Int
    var lineStart = 0
    /// The values of the string literals whose value is not the bytes between their quotes,
    /// by the offset of their first byte.
    var decodedStrings: [UInt32: String] = [:]

    /// A lexer at the start of `source`.
    ///
    /// A token keeps its byte offsets in 32 bits: the text must be under 4 GB (an input is
    /// refused past 32 MB unless the limit is raised).
    init(source: String, file: String, firstLine: Int = 1) {
        self.bytes = Array(source.utf8)
        self.file = file
        self.line = firstLine
        precondition(bytes.count < UInt32.max, "a lesson block must be under 4 GB")
    }

    var location: SourceLocation { SourceLocation(file: file, line: line, column: index - lineStart + 1) }

    func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Moves past one byte, counting line breaks.
    mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    /// The next token.
    mutating func next() throws(Diagnostic) -> Token {
        let (space, newline) = try skipTrivia()
        let (startLine, startColumn) = (
            Int32(truncatingIfNeeded: line), Int32(truncatingIfNeeded: index - lineStart + 1)
        )
        let startIndex = index
        guard let byte = peek() else {
            return Token(
                kind: .endOfFile, newlineBefore: newline, spaceBefore: space, isDecoded: false,
                start: UInt32(index), end: UInt32(index), line: startLine, column: startColumn)
        }
        let kind: Token.Kind
        var isDecoded = false
        if byte == UInt8(ascii: "\""), lexPlainString() {
            kind = .string
        } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && isRawStringStart()) {
            switch try lexString() {
            case .decoded(let value):
                kind = .string
                isDecoded = true
                decodedStrings[UInt32(startIndex)] = value
            case .interpolated:
                kind = .interpolatedString
            }
        } else if Self.isIdentifierStart(byte) || byte == UInt8(ascii: "$") {
            kind = lexIdentifier()
        } else if byte == UInt8(ascii: "`") {
            kind = lexBacktickIdentifier()
        } else if Self.isDigit(byte) {
            kind = lexNumber()
        } else {
            kind = lexSymbol()
        }
        return Token(
            kind: kind, newlineBefore: newline, spaceBefore: space, isDecoded: isDecoded, start: UInt32(startIndex),
            end: UInt32(index), line: startLine, column: startColumn)
    }
}
