extension Parser {
    /// The most statements of a block named one by one in a warning; the rest are counted.
    static let maxNotModelledWarnings = 100

    /// The warning that stands for the statements not modelled past
    /// ``maxNotModelledWarnings``, at the first of them; nil when there are none.
    var unlistedWarning: Diagnostic? {
        guard let firstUnlisted else { return nil }
        return .warning(.moreNotModelled(count: notModelledCount - Self.maxNotModelledWarnings), at: firstUnlisted)
    }

    /// Skips one statement whole and warns that it is not modelled.
    ///
    /// A statement ends at a line break at bracket depth zero, unless the next line continues it
    /// (a leading `.`, an operator, `{`, `else`, or an attribute or operator ending the line), or at `;`.
    mutating func skipStatement(from start: Int) {
        position = start
        let location = location(tokens[start])
        // The summary is made as the statement is read, so its tokens are let go as they are
        // passed: a statement of 31 MB keeps a window of tokens, not 15 million of them.
        var summary = StatementSummary()
        var depth = 0
        var attributeEnd = -1
        repeat {
            let token = consume()
            summary.add(token, of: source)
            tokens.release(before: position - Self.lookbehind)
            if let bracket = BracketCheck.bracketByte(token, in: source.bytes) {
                depth += BracketCheck.closer(of: bracket) == nil ? -1 : 1
            }
            if token.kind == .identifier, position >= 2, isSymbol(tokens[position - 2], "@") {
                attributeEnd = position - 1
                if at("(") { attributeEnd = -2 }  // the attribute ends with its arguments
            }
            if attributeEnd == -2, depth == 0, isSymbol(token, ")") { attributeEnd = position - 1 }
        } while !atEnd && (depth > 0 || !endsStatement(previous: position - 1, attributeEnd: attributeEnd))
        if at(";") { summary.add(consume(), of: source) }
        // A warning a statement up to a limit, then a count: a block of 15 million `x` lines
        // kept a warning each, 2.5 GB of them.
        if notModelledCount < Self.maxNotModelledWarnings {
            warnings.append(.warning(.notModelled(summary: summary.text), at: location))
        } else if notModelledCount == Self.maxNotModelledWarnings {
            firstUnlisted = location
        }
        notModelledCount += 1
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

}

/// A short one-line version of a statement, made token by token as it is read: braces' contents
/// elided, at most 60 characters.
struct StatementSummary {
    private var written = ""
    private var tokenCount = 0
    /// How deep inside elided braces the statement is.
    private var braceDepth = 0
    /// Whether the statement's end (`;` or the block's) has come, or the text is long enough.
    private var isComplete = false

    /// The statement's next token, whose text is in `source`.
    mutating func add(_ token: Token, of source: BlockText) {
        defer { tokenCount += 1 }
        guard !isComplete else { return }
        if braceDepth > 0 {
            if source.isSymbol(token, "{") { braceDepth += 1 }
            if source.isSymbol(token, "}") { braceDepth -= 1 }
            return
        }
        if token.kind == .endOfFile || source.isSymbol(token, ";") {
            isComplete = true
            return
        }
        if tokenCount > 0, token.spaceBefore { written += " " }
        if source.isSymbol(token, "{") {
            written += "{ … }"
            braceDepth = 1
        } else {
            written += String(source.text(token).map { $0 == "\n" ? " " : $0 })
        }
        // Past 60 characters, no later token changes the summary.
        if written.count > 60 { isComplete = true }
    }

    /// The summary: the text, cut to 59 characters and `…` when longer than 60.
    var text: String { written.count > 60 ? String(written.prefix(59)) + "…" : written }
}
