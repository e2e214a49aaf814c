import TextEscapes

/// Writes JSON text: two-space indent, members in their given order, and short objects and
/// arrays that hold no list of objects on one line, so that a node or a step reads as one line.
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

    /// A one-line rendering, for scalars and for containers holding no array of objects (a list
    /// of records, such as a tree's nodes, gets a line each), at any depth.
    private static func oneLine(_ value: JSONValue) -> String? {
        switch value {
        case .array(let items):
            guard !items.contains(where: { if case .object = $0 { true } else { false } }) else { return nil }
            var parts: [String] = []
            for item in items {
                guard let part = oneLine(item) else { return nil }
                parts.append(part)
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case .object(let members):
            var parts: [String] = []
            for member in members {
                guard let part = oneLine(member.value) else { return nil }
                parts.append(JSONString.quoted(member.key) + ": " + part)
            }
            return "{" + parts.joined(separator: ", ") + "}"
        default:
            return scalar(value)
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
