extension PrintedValue {
    /// The value as a scene's JSON writes it: `{"count": [1, 2]}` (changes by 1-based number),
    /// `{"nodes": "tree"}`, `{"views": [1]}`, `{"causes": [1]}`, `{"equal": A, "to": B}` or
    /// `{"notEqual": A, "to": B}`.
    func json(trees: [SceneTree]) -> JSONValue {
        func numbers(_ changes: [Int]) -> JSONValue { .array(changes.map { .number(Double($0 + 1)) }) }
        switch self {
        case .recomputedCount(let changes): return .object([("count", numbers(changes))])
        case .nodeCount(let tree): return .object([("nodes", .string(trees[tree].name))])
        case .views(let changes): return .object([("views", numbers(changes))])
        case .causes(let changes): return .object([("causes", numbers(changes))])
        case .comparison(let lhs, let rhs, let negated):
            return .object([(negated ? "notEqual" : "equal", lhs.json(trees: trees)), ("to", rhs.json(trees: trees))])
        }
    }

    /// The deepest a printed value's comparisons nest in a scene's JSON: a comparison of
    /// comparisons at most (Swift's `==` of two `Bool`s).
    static let maxJSONDepth = 3

    /// Reads a value as ``json(trees:)`` writes it, at `path`.
    /// - Parameters:
    ///   - changeCount: How many changes come before the print: each number must name one of them.
    ///   - trees: The scene's tree numbers by name.
    /// - Throws: A diagnostic naming the field for anything else.
    static func decode(
        _ node: JSONNode, path: String, file: String, changeCount: Int, trees: [String: Int], depth: Int = 1
    ) throws(Diagnostic) -> PrintedValue {
        let kinds = ["count", "nodes", "views", "causes", "equal", "notEqual"]
        let fields = try JSONFields(node, path: path, file: file, allowed: kinds + ["to"])
        let members = Array(fields.members.prefix(3)).filter { $0.key != "to" }
        guard members.count == 1, let member = members.first else {
            throw fields.error(
                "'\(path)' must have one field of \(kinds.map { "'\($0)'" }.joined(separator: ", "))", at: node)
        }
        let key = member.key
        guard (key == "equal" || key == "notEqual") == (fields.optional("to") != nil) else {
            throw fields.error("'\(fields.path("to"))' goes with 'equal' or 'notEqual', and only with them", at: node)
        }
        switch key {
        case "nodes":
            let name = try fields.string("nodes")
            guard let tree = trees[name] else {
                throw fields.error("'\(fields.path("nodes"))' names no tree: '\(name)'", at: member.node)
            }
            return .nodeCount(tree: tree)
        case "equal", "notEqual":
            guard depth < maxJSONDepth else {
                throw fields.error("'\(path)' nests comparisons more than \(maxJSONDepth) deep", at: node)
            }
            var sides: [PrintedValue] = []
            for side in [key, "to"] {
                sides.append(
                    try decode(
                        try fields.required(side), path: fields.path(side), file: file, changeCount: changeCount,
                        trees: trees, depth: depth + 1))
            }
            guard sides[0].comparesWith(sides[1]) else {
                throw fields.error("'\(path)' compares values Swift does not compare with ==", at: node)
            }
            return .comparison(sides[0], sides[1], negated: key == "notEqual")
        default:
            let changes = try fields.changeIndices(key, before: changeCount)
            switch key {
            case "count": return .recomputedCount(changes: changes)
            case "views": return .views(changes: changes)
            default: return .causes(changes: changes)
            }
        }
    }
}
