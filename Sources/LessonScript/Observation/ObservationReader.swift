/// Reads a block that measures the Observation module (``ObservationBlock``), statement by
/// statement, and runs it (``ObservationRun``). The subset:
///
/// - `import …`; comments;
/// - `@Observable final class NAME { var PROPERTY … }`: stored properties only;
/// - `let NAME = CLASS()`;
/// - `withObservationTracking { _ = OBJECT.PROPERTY … } onChange: { print("…") … }`;
/// - a mutation of a stored property: `OBJECT.PROPERTY = …`, `+=` and the other compound
///   assignments, or a mutating method (`append`, `removeFirst`, `toggle`, …);
/// - `print("…")` of a string literal.
///
/// The first statement outside it ends the reading, named with its place: the block's lines are
/// then not checked, rather than guessed.
struct ObservationReader {
    private var parser: Parser
    /// Each `@Observable` class's stored properties.
    private var classes: [String: Set<String>] = [:]
    /// Each object's class.
    private var objects: [String: String] = [:]
    private var run = ObservationRun()

    /// Why reading stopped: a statement outside the subset.
    private struct Outside: Error {
        var reason: String
        var location: SourceLocation
    }

    /// The methods that mutate a stored collection, number or flag in place.
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeFirst", "removeLast", "removeAll", "popLast", "removeSubrange",
        "replaceSubrange", "sort", "reverse", "shuffle", "swapAt", "toggle", "negate", "formUnion",
        "formIntersection", "subtract", "update", "merge", "updateValue", "removeValue",
    ]

    /// Whether `source` is read as an Observation block: it sets up a tracking.
    static func applies(to source: String) -> Bool {
        source.contains("withObservationTracking")
    }

    /// Reads and runs the block.
    static func read(_ source: String, file: String, firstLine: Int) -> ObservationBlock {
        var reader = ObservationReader(
            parser: Parser(tokens: TokenStream(source: source, file: file, firstLine: firstLine)))
        do throws(Outside) {
            try reader.readStatements()
            return ObservationBlock(reading: .lines(reader.run.lines))
        } catch {
            return ObservationBlock(reading: .outside(reason: error.reason, at: error.location))
        }
    }

    private mutating func readStatements() throws(Outside) {
        while !parser.atEnd {
            parser.tokens.release(before: parser.position - Parser.lookbehind)
            if parser.consume(if: ";") { continue }
            try readStatement()
            guard parser.atEnd || parser.current.newlineBefore || parser.consume(if: ";") else {
                throw outside("more follows on the line")
            }
        }
    }

    private mutating func readStatement() throws(Outside) {
        if parser.at(identifier: "import") {
            parser.consume()
            try skipDottedName()
        } else if parser.at("@") {
            try readClass()
        } else if parser.at(identifier: "let") || parser.at(identifier: "var") {
            try readObject()
        } else if parser.at(identifier: "withObservationTracking") {
            try readTracking()
        } else if parser.at(identifier: "print") {
            run.print(try readPrint())
        } else if parser.current.kind == .identifier, objects[parser.text(parser.current)] != nil {
            try readMutation()
        } else {
            throw outside("it is outside what the Observation reading runs")
        }
    }

    /// `@Observable [final] class NAME { var PROPERTY [: TYPE] = VALUE … }`.
    private mutating func readClass() throws(Outside) {
        let start = parser.location(parser.current)
        parser.consume()
        guard parser.at(identifier: "Observable") else {
            throw outside("an attribute other than @Observable", at: start)
        }
        parser.consume()
        _ = consume(identifier: "final")
        guard consume(identifier: "class"), let name = consumeName(), parser.consume(if: "{") else {
            throw outside("an @Observable declaration that is not a class", at: start)
        }
        var properties = Set<String>()
        while !parser.consume(if: "}") {
            guard consume(identifier: "var"), let property = consumeName() else {
                throw outside("a member of \(name) that is not a stored `var`")
            }
            properties.insert(property)
            try skipValue(until: "}")
            if parser.atEnd { throw outside("the class is never closed") }
        }
        classes[name] = properties
    }

    /// `let NAME = CLASS()`.
    private mutating func readObject() throws(Outside) {
        let start = parser.location(parser.current)
        parser.consume()
        guard let name = consumeName(), parser.consume(if: "="), let type = consumeName(), classes[type] != nil,
            parser.consume(if: "("), parser.consume(if: ")")
        else {
            throw outside("a binding other than a new object of an @Observable class", at: start)
        }
        objects[name] = type
    }

    /// `withObservationTracking { _ = OBJECT.PROPERTY … } onChange: { print("…") … }`.
    private mutating func readTracking() throws(Outside) {
        let start = parser.location(parser.current)
        parser.consume()
        guard parser.consume(if: "{") else { throw outside("a tracking without its closures", at: start) }
        var tracked = Set<ObservationRun.Property>()
        while !parser.consume(if: "}") {
            guard consume(identifier: "_"), parser.consume(if: "=") else {
                throw outside("a tracked closure that does more than read properties (`_ = object.property`)")
            }
            tracked.insert(try readProperty())
            while parser.consume(if: ".") {
                guard consumeName() != nil else { throw outside("a read that is not a property's") }
            }
        }
        guard consume(identifier: "onChange"), parser.consume(if: ":"), parser.consume(if: "{") else {
            throw outside("a tracking without its `onChange:` closure", at: start)
        }
        var callback: [String] = []
        while !parser.consume(if: "}") {
            guard parser.at(identifier: "print") else {
                throw outside("an `onChange:` closure that does more than print string literals")
            }
            callback.append(try readPrint())
        }
        run.track(tracked, callback: callback)
    }

    /// `OBJECT.PROPERTY`, of a stored property of the object's class.
    private mutating func readProperty() throws(Outside) -> ObservationRun.Property {
        let start = parser.location(parser.current)
        guard let object = consumeName(), let type = objects[object] else {
            throw outside("a read of something that is not an @Observable object", at: start)
        }
        guard parser.consume(if: "."), let name = consumeName(), classes[type]?.contains(name) == true else {
            throw outside("a read of something that is not a stored property of \(type)", at: start)
        }
        return ObservationRun.Property(object: object, name: name)
    }

    /// `print("…")` of a string literal without interpolation: its text.
    private mutating func readPrint() throws(Outside) -> String {
        parser.consume()
        guard parser.consume(if: "("), parser.current.kind == .string else {
            throw outside("a print of something other than a string literal")
        }
        let text = parser.stringValue(parser.consume())
        guard parser.consume(if: ")") else { throw outside("a print of something other than a string literal") }
        return text
    }

    /// `OBJECT.PROPERTY op= VALUE`, `OBJECT.PROPERTY = VALUE` or `OBJECT.PROPERTY.method(…)`.
    private mutating func readMutation() throws(Outside) {
        let start = parser.location(parser.current)
        let property = try readProperty()
        if parser.consume(if: ".") {
            guard let method = consumeName(), Self.mutatingMethods.contains(method), parser.at("(") else {
                throw outside("a call the Observation reading does not know to mutate the property", at: start)
            }
            try skipValue(until: nil)
        } else {
            let assignments: [StaticString] = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]
            guard assignments.contains(where: { parser.consume(if: $0) }) else {
                throw outside("a statement that neither assigns nor mutates the property", at: start)
            }
            try skipValue(until: nil)
        }
        guard run.mutate(property) else {
            throw outside("a mutation two trackings see, whose callbacks' order is not modelled", at: start)
        }
    }

    /// Passes the rest of a statement: to a line break or `;` outside brackets, or to `closer`
    /// (not consumed) when given.
    private mutating func skipValue(until closer: StaticString?) throws(Outside) {
        var depth = 0
        var first = true
        while !parser.atEnd {
            if depth == 0, !first, parser.current.newlineBefore || parser.at(";") { return }
            if depth == 0, let closer, parser.at(closer) { return }
            if depth == 0, closer != nil, parser.at("{") { throw outside("a computed property") }
            if parser.at("(") || parser.at("[") || parser.at("{") { depth += 1 }
            if parser.at(")") || parser.at("]") || parser.at("}") { depth -= 1 }
            if depth < 0 { throw outside("a bracket closed that was not opened here") }
            parser.consume()
            first = false
        }
    }

    private mutating func skipDottedName() throws(Outside) {
        guard consumeName() != nil else { throw outside("an import without a module name") }
        while parser.consume(if: ".") {
            guard consumeName() != nil else { throw outside("an import without a module name") }
        }
    }

    /// The current identifier's name, consumed; nil, with nothing consumed, for any other token.
    private mutating func consumeName() -> String? {
        guard parser.current.kind == .identifier else { return nil }
        return parser.text(parser.consume())
    }

    private mutating func consume(identifier name: StaticString) -> Bool {
        guard parser.at(identifier: name) else { return false }
        parser.consume()
        return true
    }

    /// The reading stops: `reason`, at `location` (the current token's when nil).
    private func outside(_ reason: String, at location: SourceLocation? = nil) -> Outside {
        Outside(reason: reason, location: location ?? parser.location(parser.current))
    }
}
