import TriggerModel

extension Scene {
    /// `trees`: each with a unique name, a storage object and its nodes.
    static func decodeTrees(_ root: JSONFields) throws(Diagnostic) -> [SceneTree] {
        var trees: [SceneTree] = []
        for (index, item) in try root.array("trees").enumerated() {
            let fields = try JSONFields(item, path: "trees[\(index)]", file: root.file, allowed: ["name", "storage", "nodes"])
            let name = try fields.string("name")
            guard !trees.contains(where: { $0.name == name }) else {
                throw fields.error("tree name '\(name)' is used twice", at: fields.optional("name"))
            }
            let storage = try decodeStorage(fields)
            var nodes: [ViewNode] = []
            var locations: [SourceLocation] = []
            for (position, nodeItem) in try fields.array("nodes").enumerated() {
                let node = try JSONFields(nodeItem, path: fields.path("nodes[\(position)]"), file: root.file,
                                          allowed: ["name", "parent", "reads"])
                nodes.append(ViewNode(try node.string("name"), parent: try node.optionalString("parent"), reads: try strings(node, "reads")))
                locations.append(nodeItem.location ?? item.location ?? SourceLocation(file: root.file, line: 1, column: 1))
            }
            let location = item.location ?? SourceLocation(file: root.file, line: 1, column: 1)
            do {
                let tree = try ViewTree(nodes: nodes, storage: storage)
                trees.append(SceneTree(name: name, tree: tree, location: location, nodeLocations: locations))
            } catch {
                throw .error(.tree(error), at: Parser.location(of: error, nodes: nodes, locations: locations) ?? location)
            }
        }
        return trees
    }

    /// `storage`: key → `{"kind": "state", "owner": …}`, `{"kind": "model", "object": …}` or `{"kind": "environment"}`.
    private static func decodeStorage(_ tree: JSONFields) throws(Diagnostic) -> [String: Storage] {
        let node = try tree.required("storage")
        guard case .object(let members) = node.value else { throw tree.mistyped("storage", node, "an object") }
        var table: [String: Storage] = [:]
        for member in members {
            let path = tree.path("storage.\(member.key)")
            let kindFields = try JSONFields(member.node, path: path, file: tree.file, allowed: ["kind", "owner", "object"])
            switch try kindFields.string("kind") {
            case "state": table[member.key] = .state(owner: try kindFields.string("owner"))
            case "model": table[member.key] = .model(object: try kindFields.string("object"))
            case "environment": table[member.key] = .environment
            case let other:
                throw kindFields.error("unknown storage kind '\(other)' in '\(path).kind'; expected 'state', 'model' or 'environment'",
                                       at: kindFields.optional("kind"))
            }
        }
        return table
    }

    /// An array of strings.
    static func strings(_ fields: JSONFields, _ key: String) throws(Diagnostic) -> [String] {
        var values: [String] = []
        for (index, item) in try fields.array(key).enumerated() {
            guard case .string(let text) = item.value else { throw fields.mistyped("\(key)[\(index)]", item, "a string") }
            values.append(text)
        }
        return values
    }
}
