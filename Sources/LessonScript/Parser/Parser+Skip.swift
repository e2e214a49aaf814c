extension Parser {
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
            if let bracket = BracketCheck.bracketByte(token, in: source.bytes) {
                depth += BracketCheck.closer(of: bracket) == nil ? -1 : 1
            }
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
        if current.kind == .symbol, Lexer.isOperatorByte(source.bytes[Int(current.start)]) {
            return false
        }
        return true
    }

    /// Whether a token is a closing bracket.
    private func isCloser(_ token: Token) -> Bool {
        BracketCheck.bracketByte(token, in: source.bytes).map { BracketCheck.closer(of: $0) == nil } ?? false
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
