extension Parser {
    /// Checks that every bracket of the block closes, and in order, before anything is parsed.
    /// - Throws: At a closer that matches nothing, or at the innermost opener left open.
    func checkBrackets() throws(Diagnostic) {
        // The open brackets' closers and positions. A bracket is a one-byte symbol, told by its
        // byte: no string is made or hashed, which matters on blocks of 50k views.
        var open: [(closer: UInt8, position: Int)] = []
        for index in tokens.indices {
            guard let byte = bracketByte(tokens[index]) else { continue }
            if let closer = Self.closer(of: byte) {
                open.append((closer, index))
                continue
            }
            let token = tokens[index]
            guard let last = open.popLast() else {
                throw .error(.unexpectedClosingBracket(close: text(token), expected: nil), at: location(token))
            }
            guard last.closer == byte else {
                let expected = String(decoding: [last.closer], as: UTF8.self)
                throw .error(.unexpectedClosingBracket(close: text(token), expected: expected), at: location(token))
            }
        }
        if let last = open.last {
            let token = tokens[last.position]
            throw .error(.unclosedBracket(open: text(token)), at: location(token))
        }
    }

    /// The byte of a bracket symbol token, or nil for any other token.
    private func bracketByte(_ token: Token) -> UInt8? {
        guard token.kind == .symbol, token.end - token.start == 1 else { return nil }
        let byte = list.bytes[Int(token.start)]
        return Self.brackets.contains(byte) ? byte : nil
    }

    /// Whether a token is a closing bracket.
    private func isCloser(_ token: Token) -> Bool {
        bracketByte(token).map { Self.closer(of: $0) == nil } ?? false
    }

    private static let brackets = ByteSet("()[]{}".utf8)

    /// The closing bracket of an opening one; nil for a closing bracket.
    private static func closer(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "("): UInt8(ascii: ")")
        case UInt8(ascii: "["): UInt8(ascii: "]")
        case UInt8(ascii: "{"): UInt8(ascii: "}")
        default: nil
        }
    }

    /// Skips one statement whole and warns that it is not modelled.
    ///
    /// A statement ends at a line break at bracket depth zero, unless the next line continues it
    /// (a leading `.`, an operator, `{`, `else`, or an attribute or operator ending the line), or at `;`.
    mutating func skipStatement(from start: Int) {
        position = start
        var depth = 0
        var attributeEnd = -1
        repeat {
            let token = consume()
            if let bracket = bracketByte(token) { depth += Self.closer(of: bracket) == nil ? -1 : 1 }
            if token.kind == .identifier, position >= 2, isSymbol(tokens[position - 2], "@") {
                attributeEnd = position - 1
                if at("(") { attributeEnd = -2 }  // the attribute ends with its arguments
            }
            if attributeEnd == -2, depth == 0, isSymbol(token, ")") { attributeEnd = position - 1 }
        } while !atEnd && (depth > 0 || !endsStatement(previous: position - 1, attributeEnd: attributeEnd))
        _ = consume(if: ";")
        let location = location(tokens[start])
        warnings.append(.warning(.notModelled(summary: summary(from: start, to: position)), at: location))
    }

    /// Whether the statement ends before the current token (at depth zero).
    private func endsStatement(previous: Int, attributeEnd: Int) -> Bool {
        if at(";") { return true }
        guard current.newlineBefore else { return false }
        if previous == attributeEnd { return false }
        let last = tokens[previous]
        if last.kind == .symbol, !isCloser(last),
            !((isSymbol(last, "!") || isSymbol(last, "?")) && !last.spaceBefore)
        {  // a postfix `!` or `?` ends a line
            return false
        }
        if at("{") || at(identifier: "else") || at(identifier: "catch") || at(identifier: "where") { return false }
        if current.kind == .symbol, Lexer.operatorBytes.contains(list.bytes[Int(current.start)]) {
            return false
        }
        return true
    }

    /// A short one-line version of a statement: braces' contents elided, at most 60 characters.
    func summary(from start: Int, to end: Int) -> String {
        var text = ""
        var index = start
        while index < end {
            let token = tokens[index]
            if token.kind == .endOfFile || isSymbol(token, ";") { break }
            if index > start, token.spaceBefore { text += " " }
            if isSymbol(token, "{") {
                text += "{ … }"
                var depth = 0
                repeat {
                    if isSymbol(tokens[index], "{") { depth += 1 }
                    if isSymbol(tokens[index], "}") { depth -= 1 }
                    index += 1
                } while depth > 0 && index < end
                continue
            }
            text += String(self.text(token).map { $0 == "\n" ? " " : $0 })
            index += 1
        }
        return text.count > 60 ? String(text.prefix(59)) + "…" : text
    }
}
