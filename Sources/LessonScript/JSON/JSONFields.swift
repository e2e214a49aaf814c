/// Typed access to one JSON object's members, with errors naming the field's path and place.
struct JSONFields {
    let node: JSONNode
    let members: JSONNode.Members
    /// The object's path from the root: `trees[0].nodes[2]`; empty for the root.
    let path: String
    let file: String

    /// - Throws: If `node` is not an object or has a member not in `allowed`.
    init(_ node: JSONNode, path: String, file: String, allowed: [String]) throws(Diagnostic) {
        guard case .object(let members) = node.value else {
            throw Self.error(
                "\(path.isEmpty ? "the scene" : "'\(path)'") must be an object, found \(node.value.typeName)", at: node,
                file: file)
        }
        self.node = node
        self.members = members
        self.path = path
        self.file = file
        // Walked, not gathered: an object of a million members is refused at its first unknown one.
        if let unknown = members.first(where: { !allowed.contains($0.key) }) {
            let known = allowed.map { "'\($0)'" }.joined(separator: ", ")
            throw Self.error(
                "unknown field '\(self.path(unknown.key))'; expected \(known)", at: unknown.node, file: file)
        }
    }

    static func error(_ message: String, at node: JSONNode?, file: String) -> Diagnostic {
        .error(.json(message), at: node?.location ?? SourceLocation(file: file, line: 1, column: 1))
    }

    func error(_ message: String, at node: JSONNode?) -> Diagnostic {
        Self.error(message, at: node ?? self.node, file: file)
    }

    /// The path of a member: `trees[0].name`.
    func path(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func optional(_ key: String) -> JSONNode? { members.first { $0.key == key }?.node }

    func required(_ key: String) throws(Diagnostic) -> JSONNode {
        guard let node = optional(key) else { throw error("missing field '\(path(key))'", at: nil) }
        return node
    }

    func string(_ key: String) throws(Diagnostic) -> String {
        let node = try required(key)
        guard case .string(let text) = node.value else { throw mistyped(key, node, "a string") }
        return text
    }

    /// A string, or nil for null or an absent field.
    func optionalString(_ key: String) throws(Diagnostic) -> String? {
        guard let node = optional(key) else { return nil }
        switch node.value {
        case .null: return nil
        case .string(let text): return text
        default: throw mistyped(key, node, "a string or null")
        }
    }

    func array(_ key: String) throws(Diagnostic) -> JSONNode.Items {
        let node = try required(key)
        guard case .array(let items) = node.value else { throw mistyped(key, node, "an array") }
        return items
    }

    func integer(_ key: String) throws(Diagnostic) -> Int {
        let node = try required(key)
        guard let value = Self.integer(node) else { throw mistyped(key, node, "an integer") }
        return value
    }

    static func integer(_ node: JSONNode) -> Int? {
        guard case .number(let number) = node.value, number == number.rounded(), abs(number) < 1e15 else { return nil }
        return Int(number)
    }

    func mistyped(_ key: String, _ node: JSONNode, _ type: String) -> Diagnostic {
        error("field '\(path(key))' must be \(type), found \(node.value.typeName)", at: node)
    }
}
