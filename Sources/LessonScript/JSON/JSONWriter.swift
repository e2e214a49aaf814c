import TextEscapes

/// Writes JSON text: two-space indent, members in their given order, and short flat
/// objects and arrays on one line so a node or a step reads as one line.
enum JSONWriter {
    /// The longest one-line rendering of an object or array that stays on one line.
    static let lineLimit = 100

    static func write(_ value: JSONValue) -> String { write(value, indent: "") + "\n" }

    private static func write(_ value: JSONValue, indent: String) -> String {
        if let flat = oneLine(value), flat.count <= lineLimit { return flat }
        let inner = indent + "  "
        switch value {
        case .array(let items):
            let lines = items.map { inner + write($0, indent: inner) }
            return "[\n" + lines.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members):
            let lines = members.map { inner + JSONString.quoted($0.key) + ": " + write($0.value, indent: inner) }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
        default:
            return scalar(value)
        }
    }

    /// A one-line rendering, for scalars and for containers holding no container of containers.
    private static func oneLine(_ value: JSONValue) -> String? {
        switch value {
        case .array(let items):
            guard items.allSatisfy({ isFlat($0) }) else { return nil }
            return "[" + items.map { oneLine($0)! }.joined(separator: ", ") + "]"
        case .object(let members):
            guard members.allSatisfy({ isFlat($0.value) }) else { return nil }
            return "{" + members.map { JSONString.quoted($0.key) + ": " + oneLine($0.value)! }.joined(separator: ", ")
                + "}"
        default:
            return scalar(value)
        }
    }

    /// Scalars, and containers of scalars only.
    private static func isFlat(_ value: JSONValue) -> Bool {
        switch value {
        case .array(let items): items.allSatisfy { isScalar($0) }
        case .object(let members): members.allSatisfy { isScalar($0.value) }
        default: true
        }
    }

    private static func isScalar(_ value: JSONValue) -> Bool {
        switch value {
        case .array, .object: false
        default: true
        }
    }

    private static func scalar(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number):
            number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .string(let text): JSONString.quoted(text)
        default: ""
        }
    }
}
