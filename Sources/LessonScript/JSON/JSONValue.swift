/// A JSON value whose parts remember where they were written.
indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    /// Members in written order.
    case object([(key: String, node: JSONNode)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.elementsEqual(b) { $0.key == $1.key && $0.node == $1.node }
        default: false
        }
    }

    /// What the value is, for messages: `a string`, `an object`, ….
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON value and where it starts (nil for values made in memory).
struct JSONNode: Equatable, Sendable {
    var value: JSONValue
    var location: SourceLocation?

    init(_ value: JSONValue, at location: SourceLocation? = nil) {
        self.value = value
        self.location = location
    }

    static func == (lhs: JSONNode, rhs: JSONNode) -> Bool { lhs.value == rhs.value }
}
