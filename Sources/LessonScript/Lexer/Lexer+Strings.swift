extension Lexer {
    private static let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\")

    /// Whether `#…#"` starts here: a raw string.
    func isRawStringStart() -> Bool {
        var offset = 0
        while peek(offset) == Self.hash { offset += 1 }
        return peek(offset) == Self.quote
    }

    /// A one-line string literal with no escape, whose value is the bytes between its quotes, as
    /// most are: moves past it if one starts here, and says whether it did.
    mutating func lexPlainString() -> Bool {
        guard peek() == Self.quote, !(peek(1) == Self.quote && peek(2) == Self.quote),
            let end = plainStringEnd(from: index + 1)
        else { return false }
        index = end + 1
        return true
    }

    /// What a string literal that is not plain is.
    enum StringLiteral {
        /// Its value: escapes decoded, a multi-line string trimmed, a raw string's text.
        case decoded(String)
        /// Not modelled: the string has `\( … )` in it.
        case interpolated
    }

    /// A string literal: `"…"`, `"""…"""` or raw `#"…"#`, with Swift's escapes decoded.
    /// - Throws: A `Diagnostic` at the opening quote if the string never closes, or at a bad escape.
    mutating func lexString() throws(Diagnostic) -> StringLiteral {
        let start = location
        var hashes = 0
        while peek() == Self.hash {
            hashes += 1
            advance()
        }
        let multiline = peek(1) == Self.quote && peek(2) == Self.quote
        let quotes = multiline ? 3 : 1
        for _ in 0..<quotes { advance() }
        var value: [UInt8] = []
        var interpolated = false
        while true {
            guard let byte = peek(), multiline || byte != UInt8(ascii: "\n") else {
                throw .error(.unterminatedString, at: start)
            }
            if byte == Self.quote, closes(quotes: quotes, hashes: hashes) {
                for _ in 0..<(quotes + hashes) { advance() }
                break
            }
            if byte == Self.backslash, (0..<hashes).allSatisfy({ peek($0 + 1) == Self.hash }) {
                if try lexEscape(hashes: hashes, multiline: multiline, into: &value, stringStart: start) {
                    interpolated = true
                }
            } else {
                value.append(byte)
                advance()
            }
        }
        if interpolated { return .interpolated }
        let text = String(decoding: value, as: UTF8.self)
        return .decoded(multiline ? Self.trimMultiline(text) : text)
    }

    /// The index of the closing quote of a one-line string without escapes whose text starts at
    /// `start`, if it is one.
    private func plainStringEnd(from start: Int) -> Int? {
        var end = start
        while end < bytes.count {
            switch bytes[end] {
            case Self.quote: return end
            case Self.backslash, UInt8(ascii: "\n"), UInt8(ascii: "\r"): return nil
            default: end += 1
            }
        }
        return nil
    }

    private func closes(quotes: Int, hashes: Int) -> Bool {
        (0..<quotes).allSatisfy { peek($0) == Self.quote } && (0..<hashes).allSatisfy { peek(quotes + $0) == Self.hash }
    }

    /// Decodes one escape after its backslash (and raw-string hashes); returns true for `\(`.
    private mutating func lexEscape(
        hashes: Int, multiline: Bool, into value: inout [UInt8], stringStart: SourceLocation
    ) throws(Diagnostic) -> Bool {
        let escapeStart = location
        for _ in 0...hashes { advance() }
        guard let byte = peek() else { throw .error(.unterminatedString, at: stringStart) }
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "n"): 10, UInt8(ascii: "t"): 9, UInt8(ascii: "r"): 13, UInt8(ascii: "0"): 0,
            UInt8(ascii: "\\"): 92, UInt8(ascii: "\""): 34, UInt8(ascii: "'"): 39,
        ]
        if let decoded = simple[byte] {
            value.append(decoded)
            advance()
        } else if byte == UInt8(ascii: "(") {
            try skipInterpolation(stringStart: stringStart)
            return true
        } else if byte == UInt8(ascii: "u"), peek(1) == UInt8(ascii: "{") {
            advance()
            advance()
            var digits = ""
            while let next = peek(), next != UInt8(ascii: "}"), digits.count < 9 {
                digits.append(Character(Unicode.Scalar(next)))
                advance()
            }
            guard peek() == UInt8(ascii: "}"), let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code)
            else {
                throw .error(.invalidEscape("\\u{\(digits)"), at: escapeStart)
            }
            advance()
            value.append(contentsOf: Array(String(Character(scalar)).utf8))
        } else if multiline, byte == UInt8(ascii: "\n") {
            advance()  // a line continuation
        } else {
            throw .error(.invalidEscape("\\" + String(Character(Unicode.Scalar(byte)))), at: escapeStart)
        }
        return false
    }

    /// Skips `( … )` of an interpolation, nested parentheses and strings included.
    private mutating func skipInterpolation(stringStart: SourceLocation) throws(Diagnostic) {
        advance()
        var depth = 1
        while depth > 0 {
            guard let byte = peek() else { throw .error(.unterminatedString, at: stringStart) }
            if byte == Self.quote || (byte == Self.hash && isRawStringStart()) {
                _ = try lexString()
                continue
            }
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") { depth -= 1 }
            advance()
        }
    }

    /// Drops a multi-line string's first line break and its closing line's indentation from every line.
    static func trimMultiline(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 2 else { return text }
        lines.removeFirst()
        let indent = lines.removeLast()
        return lines.map { $0.hasPrefix(indent) ? String($0.dropFirst(indent.count)) : $0 }.joined(separator: "\n")
    }
}
