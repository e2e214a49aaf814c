import TriggerModel

extension Parser {
    /// `ViewTree(nodes: [ … ] | NAME, storage: NAME | [ … ])`; returns the new tree's index.
    /// - Throws: For an undefined or wrongly typed name, or the model's tree error at the offending `ViewNode`.
    mutating func parseTree(name: String) throws(Diagnostic) -> Int {
        let treeLocation = location(current)
        try expect(identifier: "ViewTree")
        try expect("(")
        try expect(label: "nodes")
        let nodesLocation = location(current)
        let (nodes, locations) = try parseNodesArgument()
        try limits.check(nodeCount: nodes.count, at: nodesLocation)
        try expect(",")
        try expect(label: "storage")
        let storage = try parseStorageArgument()
        _ = consume(if: ",")
        try expect(")")
        let tree: ViewTree
        do {
            tree = try ViewTree(nodes: nodes, storage: storage)
        } catch {
            throw .error(.tree(error), at: Self.location(of: error, nodes: nodes, locations: locations) ?? treeLocation)
        }
        var owners: [String: SourceLocation] = [:]
        for (key, storage) in storage {
            guard case .state(let owner) = storage else { continue }
            owners[key] = ownerLiterals.last { $0.key == key && $0.owner == owner }?.location
        }
        trees.append(
            SceneTree(name: name, tree: tree, location: treeLocation, nodeLocations: locations, ownerLocations: owners))
        try limits.check(union: &viewUnion, adding: trees[trees.count - 1], at: treeLocation)
        return trees.count - 1
    }

    private mutating func parseNodesArgument() throws(Diagnostic) -> ([ViewNode], [SourceLocation]) {
        if at("[") { return try parseNodeList() }
        let token = try expectName("a node list")
        switch bindings[text(token)] {
        case .nodes(let nodes, let locations): return (nodes, locations)
        case nil: throw .error(.undefinedName(text(token), role: "node list"), at: location(token))
        default: throw .error(.notA(name: text(token), role: "a node list"), at: location(token))
        }
    }

    private mutating func parseStorageArgument() throws(Diagnostic) -> [String: Storage] {
        if at("[") { return try parseStorageTable() }
        let token = try expectName("a storage table")
        switch bindings[text(token)] {
        case .storage(let table): return table
        case nil: throw .error(.undefinedName(text(token), role: "storage table"), at: location(token))
        default: throw .error(.notA(name: text(token), role: "a storage table"), at: location(token))
        }
    }

    /// The `ViewNode` a tree error names: the second of two duplicates, else the named view.
    static func location(of error: TreeError, nodes: [ViewNode], locations: [SourceLocation]) -> SourceLocation? {
        switch error {
        case .duplicateName(let name):
            let positions = nodes.indices.filter { nodes[$0].name == name }
            return positions.count > 1 ? locations[positions[1]] : nil
        case .unknownParent(let view, _), .cycle(let view):
            return nodes.firstIndex { $0.name == view }.map { locations[$0] }
        }
    }
}
