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
            let lines = members.map { inner + quote($0.key) + ": " + write($0.value, indent: inner) }
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
            return "{" + members.map { quote($0.key) + ": " + oneLine($0.value)! }.joined(separator: ", ") + "}"
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
        case .string(let text): quote(text)
        default: ""
        }
    }

    /// A JSON string literal: `"` and `\` escaped, control characters as `\n`, `\t` or `\u00XX`.
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
