extension Parser {
    /// `print(VALUE)` where VALUE is a value the model computes (``PrintedValue``): recorded as a
    /// step that prints one line. Any other `print` is skipped, with a warning, as before.
    mutating func parsePrint(from start: Int) throws(Diagnostic) {
        let location = location(current)
        consume()
        consume()
        guard let value = parsePrintedValue(), consume(if: ")"), atEnd || current.newlineBefore || at(";") else {
            return skipStatement(from: start)
        }
        try expectStatementEnd()
        steps.append(.print(PrintRequest(value: value, location: location)))
    }

    /// A count, or `OPERAND == OPERAND` (`!=`) of two numbers, two lists of views or two lists
    /// of causes; nil for anything else, with the position wherever it stopped.
    mutating func parsePrintedValue() -> PrintedValue? {
        guard let lhs = parsePrintedOperand() else { return nil }
        let negated: Bool
        if consume(if: "==") {
            negated = false
        } else if consume(if: "!=") {
            negated = true
        } else {
            // A list of views or causes prints as Swift describes an array, escapes and all: not modelled.
            guard case .views = lhs else { return lhs.comparesWith(.nodeCount(tree: 0)) ? lhs : nil }
            return nil
        }
        guard let rhs = parsePrintedOperand(), lhs.comparesWith(rhs) else { return nil }
        return .comparison(lhs, rhs, negated: negated)
    }

    /// `NAME.count` of a change result, `TREE.nodes.count`, or `NAME.map(\.view)` /
    /// `NAME.map(\.cause)` of a change result.
    private mutating func parsePrintedOperand() -> PrintedValue? {
        guard current.kind == .identifier else { return nil }
        let binding = bindings[text(consume())]
        guard consume(if: ".") else { return nil }
        switch binding {
        case .tree(let tree):
            guard consume(identifier: "nodes"), consume(if: "."), consume(identifier: "count") else { return nil }
            return .nodeCount(tree: tree)
        case .changes(let changes):
            if consume(identifier: "count") { return .recomputedCount(changes: changes) }
            guard consume(identifier: "map"), consume(if: "("), consume(if: "\\"), consume(if: ".") else { return nil }
            let field: PrintedValue?
            if consume(identifier: "view") {
                field = .views(changes: changes)
            } else if consume(identifier: "cause") {
                field = .causes(changes: changes)
            } else {
                field = nil
            }
            return consume(if: ")") ? field : nil
        default:
            return nil
        }
    }

    /// Consumes the identifier `name` if it is the current token.
    private mutating func consume(identifier name: StaticString) -> Bool {
        guard at(identifier: name) else { return false }
        consume()
        return true
    }
}

extension PrintedValue {
    /// Whether Swift compares the two with `==`: two numbers, two lists of views, two lists of causes.
    func comparesWith(_ other: PrintedValue) -> Bool {
        switch (self, other) {
        case (.recomputedCount, .recomputedCount), (.recomputedCount, .nodeCount), (.nodeCount, .recomputedCount),
            (.nodeCount, .nodeCount), (.views, .views), (.causes, .causes):
            true
        default:
            false
        }
    }
}
