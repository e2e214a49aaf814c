import TriggerModel

extension Scene {
    /// `trees`: each with a unique name, a storage object and its nodes.
    static func decodeTrees(_ root: JSONFields, limits: InputLimits) throws(Diagnostic) -> [SceneTree] {
        var trees: [SceneTree] = []
        var viewUnion = InputLimits.ViewUnion()
        var names = Set<String>()
        for (index, item) in try root.array("trees").enumerated() {
            let fields = try JSONFields(
                item, path: "trees[\(index)]", file: root.file, allowed: ["name", "storage", "nodes"])
            let name = try fields.name("name", as: .treeName, limits: limits)
            guard names.insert(name).inserted else {
                throw fields.error("tree name '\(name)' is used twice", at: fields.optional("name"))
            }
            let (storage, owners) = try decodeStorage(fields, limits: limits)
            var nodes: [ViewNode] = []
            var locations: [SourceLocation] = []
            let nodeItems = try fields.array("nodes")
            try limits.check(nodeCount: nodeItems.count, at: fields.location(of: fields.optional("nodes")))
            for (position, nodeItem) in nodeItems.enumerated() {
                let node = try JSONFields(
                    nodeItem, path: fields.path("nodes[\(position)]"), file: root.file,
                    allowed: ["name", "parent", "reads"])
                nodes.append(
                    ViewNode(
                        try node.name("name", as: .viewName, limits: limits),
                        parent: try node.nullableName("parent", as: .parentName, limits: limits),
                        reads: try node.names("reads", as: .key, limits: limits)
                    ))
                locations.append(nodeItem.location)
            }
            let location = item.location
            do {
                let tree = try ViewTree(nodes: nodes, storage: storage)
                trees.append(
                    SceneTree(
                        name: name, tree: tree, location: location, nodeLocations: locations, ownerLocations: owners))
            } catch {
                throw .error(
                    .tree(error), at: Parser.location(of: error, nodes: nodes, locations: locations) ?? location)
            }
            try limits.check(union: &viewUnion, adding: trees[trees.count - 1], at: location)
        }
        return trees
    }

    /// `storage`: key → `{"kind": "state", "owner": …}`, `{"kind": "model", "object": …}` or `{"kind": "environment"}`.
    /// - Returns: The table, and where each state key's owner is written.
    private static func decodeStorage(
        _ tree: JSONFields, limits: InputLimits
    ) throws(Diagnostic) -> ([String: Storage], owners: [String: SourceLocation]) {
        let node = try tree.required("storage")
        guard case .object(let members) = node.value else { throw tree.mistyped("storage", node, "an object") }
        var table: [String: Storage] = [:]
        var owners: [String: SourceLocation] = [:]
        for member in members {
            let path = tree.path("storage.\(member.key)")
            let kindFields = try JSONFields(
                member.node, path: path, file: tree.file, allowed: ["kind", "owner", "object"])
            try limits.check(member.key, .storageKey, at: kindFields.location(of: member.node))
            // Each kind takes only its own field: an `owner` on an environment entry is a mistake.
            func fields(_ allowed: String...) throws(Diagnostic) -> JSONFields {
                try JSONFields(member.node, path: path, file: tree.file, allowed: ["kind"] + allowed)
            }
            switch try kindFields.string("kind") {
            case "state":
                let state = try fields("owner")
                table[member.key] = .state(owner: try state.name("owner", as: .ownerName, limits: limits))
                owners[member.key] = state.location(of: state.optional("owner"))
            case "model":
                table[member.key] = .model(object: try fields("object").name("object", as: .objectName, limits: limits))
            case "environment":
                _ = try fields()
                table[member.key] = .environment
            case let other:
                throw kindFields.error(
                    "unknown storage kind '\(other)' in '\(path).kind'; expected 'state', 'model' or 'environment'",
                    at: kindFields.optional("kind"))
            }
        }
        return (table, owners)
    }

}
