extension Lexer {
    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Letters, `_` and every non-ASCII byte (Swift allows most of Unicode in names).
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    static func isIdentifierBody(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

    /// `/ = - + ! * % < > & | ^ ~ ? .`: the bytes an operator is made of (a switch, which
    /// compiles to a bit test, where a static set would be initialised on first use and checked
    /// for it on every one).
    static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            true
        default:
            false
        }
    }

    /// A name or keyword. Its bytes are never a line break, so they are stepped over without
    /// counting lines, as in the other words below.
    mutating func lexIdentifier() -> Token.Kind {
        index += 1
        skipIdentifierBody()
        return .identifier
    }

    /// Moves past letters, digits, `_` and non-ASCII bytes (in locals, which stay in registers).
    private mutating func skipIdentifierBody() {
        let bytes = bytes
        var end = index
        while end < bytes.count, Self.isIdentifierBody(bytes[end]) { end += 1 }
        index = end
    }

    /// `` `name` ``, whose name is read without its backticks; a backtick that no second one
    /// closes becomes a symbol (with the name bytes after it).
    mutating func lexBacktickIdentifier() -> Token.Kind {
        index += 1
        skipIdentifierBody()
        guard peek() == UInt8(ascii: "`") else { return .symbol }
        index += 1
        return .identifier
    }

    /// Digits, letters, `_` and a `.` followed by a digit: `42`, `0x1F`, `1_000`, `2.5`.
    mutating func lexNumber() -> Token.Kind {
        while let byte = peek() {
            if Self.isIdentifierBody(byte) || (byte == UInt8(ascii: ".") && peek(1).map(Self.isDigit) == true) {
                index += 1
            } else {
                break
            }
        }
        return .number
    }

    /// One punctuation byte, a lone `.` or `=`, or a run of operator bytes (`==`, `+=`, `...`);
    /// never a line break, which is trivia.
    mutating func lexSymbol() -> Token.Kind {
        let byte = bytes[index]
        index += 1
        if Self.isOperatorByte(byte) {
            // A `.` only continues a run that began with `.`; `a.b` stays three tokens.
            while let next = peek(), Self.isOperatorByte(next),
                next != UInt8(ascii: ".") || byte == UInt8(ascii: "."),
                !(next == UInt8(ascii: "/") && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")))
            {
                index += 1
            }
        }
        return .symbol
    }
}
