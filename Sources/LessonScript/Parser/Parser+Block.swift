import TriggerModel

extension Parser {
    /// Parses a whole block: every statement, modelled or skipped.
    /// - Throws: The first error as a `Diagnostic`: a lex error, else a bracket error, else the
    ///   parser's, wherever each is in the block.
    mutating func parseBlock() throws(Diagnostic) {
        do {
            try parseStatements()
        } catch {
            try tokens.finish()
            throw error
        }
        try tokens.finish()
    }

    /// Every statement, up to the end of the tokens.
    private mutating func parseStatements() throws(Diagnostic) {
        while !atEnd {
            // A statement is read again from its start, at most, when it is skipped.
            tokens.release(before: position - Self.lookbehind)
            let start = position
            if !consume(if: ";") {
                try parseStatement()
            }
            precondition(position > start, "the parser must advance on every statement")
        }
    }

    /// One statement: a binding, a count, a print of a value the model computes, a bare or
    /// discarded (`_ =`) change, or anything else (skipped with a warning).
    mutating func parseStatement() throws(Diagnostic) {
        let start = position
        if at(identifier: "let") || at(identifier: "var") {
            try parseBinding()
        } else if at(identifier: "countCauses"), isSymbol(peek(), "(") {
            try parseCount()
        } else if at(identifier: "print"), isSymbol(peek(), "(") {
            try parsePrint(from: start)
        } else if at(identifier: "_"), isSymbol(peek(), "=") {
            consume()
            consume()
            guard isChangeCall else { return skipStatement(from: start) }
            _ = try parseChangeCall()
            try expectStatementEnd()
        } else if isChangeCall {
            _ = try parseChangeCall()
            try expectStatementEnd()
        } else {
            skipStatement(from: start)
        }
    }

    /// Whether the current tokens read `NAME.change(`.
    var isChangeCall: Bool {
        current.kind == .identifier && isSymbol(peek(), ".") && isIdentifier(peek(2), "change")
            && isSymbol(peek(3), "(")
    }

    /// `let|var NAME [: TYPE] = VALUE`: modelled when VALUE is one of the subset's forms.
    mutating func parseBinding() throws(Diagnostic) {
        let start = position
        consume()
        guard current.kind == .identifier else { return skipStatement(from: start) }
        let name = source.name(current)
        guard name != "_" else { return skipStatement(from: start) }
        let nameToken = consume()
        if consume(if: ":") { skipType() }
        guard consume(if: "=") else { return skipStatement(from: start) }
        guard let binding = try parseBoundValue(name: name) else {
            skipStatement(from: start)
            if bindings[name] == nil { bindings[name] = .unmodelled }
            return
        }
        try expectStatementEnd()
        guard bindings[name] == nil else { throw .error(.redeclaration(name), at: location(nameToken)) }
        bindings[name] = binding
    }

    /// Skips a type annotation up to the `=` at bracket depth zero, or to the end of its line.
    mutating func skipType() {
        let typeStart = position
        var depth = 0
        while !atEnd {
            if depth <= 0, at("=") || (current.newlineBefore && position > typeStart) { return }
            let text = text(current)
            if at("[") || at("(") || (!text.isEmpty && text.allSatisfy { $0 == "<" }) { depth += 1 }
            if at("]") || at(")") { depth -= 1 }
            if !text.isEmpty, text.allSatisfy({ $0 == ">" }) { depth -= text.count }
            consume()
        }
    }

    /// The value of a binding if it is a modelled form, else nil with nothing consumed.
    mutating func parseBoundValue(name: String) throws(Diagnostic) -> Binding? {
        if at(identifier: "ViewTree"), isSymbol(peek(), "(") {
            return .tree(try parseTree(name: name))
        }
        if at("[") {
            let next = peek()
            let after = peek(2)
            let isStorageEntry =
                isStringToken(next) && isSymbol(after, ":")
                && (isSymbol(peek(3), ".") || isIdentifier(peek(3), "Storage"))
            if isSymbol(next, ":") || isStorageEntry {
                return .storage(try parseStorageTable())
            }
            if isIdentifier(next, "ViewNode") {
                let (nodes, locations) = try parseNodeList()
                return .nodes(nodes, locations: locations)
            }
            if next.kind == .identifier,
                (isSymbol(peek(2), ".") && isIdentifier(peek(3), "change"))
                    || (isChangeBinding(source.name(next)) && (isSymbol(peek(2), ",") || isSymbol(peek(2), "]")))
            {
                return .changes(try parseChangeList())
            }
            return nil
        }
        if isChangeCall { return .changes([try parseChangeCall()]) }
        return nil
    }

    func isStringToken(_ token: Token) -> Bool {
        switch token.kind {
        case .string, .interpolatedString: true
        default: false
        }
    }

    func isChangeBinding(_ name: String) -> Bool {
        if case .changes = bindings[name] { return true }
        return false
    }

    /// Requires the statement to end here: a line break, a `;` or the end of the block.
    mutating func expectStatementEnd() throws(Diagnostic) {
        if atEnd || current.newlineBefore || consume(if: ";") { return }
        throw .error(.expected("end of statement", found: quoted(current)), at: location(current))
    }
}
