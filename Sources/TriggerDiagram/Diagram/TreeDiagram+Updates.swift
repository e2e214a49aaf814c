import TriggerModel

extension TreeDiagram {
    /// Every per-frame attribute of every node and edge, in body order, for one outcome
    /// (`nil`: no change shown). The values depend on the outcome alone, never on an earlier frame.
    static func updates(tree: ViewTree, parts: BodyParts, theme: Theme, outcome: Outcome?) -> [AttributeUpdate] {
        var looks = Array(repeating: NodeLook.skipped(theme), count: tree.nodes.count)
        var source: Source?
        if let outcome {
            for hit in outcome.recomputed { looks[hit.node] = .recomputed(hit.cause, theme) }
            source = Source.of(outcome.change.key, in: tree)
            if case .state(let owner)? = source { looks[owner] = looks[owner].markedAsOwner(theme) }
        }
        var updates: [AttributeUpdate] = []
        updates.reserveCapacity(
            (tree.nodes.count + parts.sourceNodes.count) * NodeLook.names.count
                + (tree.nodes.count + parts.sourceEdges.count) * EdgeLook.names.count
        )
        func append(_ target: AttributeUpdate.Target, _ names: [String], _ values: [String]) {
            for (name, value) in zip(names, values) { updates.append(AttributeUpdate(target, name, value)) }
        }
        for (position, look) in looks.enumerated() {
            append(.node(BodyParts.viewID(position)), NodeLook.names, look.values)
        }
        for node in parts.sourceNodes {
            let look = node.source == source ? NodeLook.source(node.source, theme) : .hiddenSource(theme)
            append(.node(node.id), NodeLook.names, look.values)
        }
        for position in tree.nodes.indices where tree.parentPosition(of: position) != nil {
            append(.edge(BodyParts.treeEdgeName(position)), EdgeLook.names, EdgeLook.tree(theme).values)
        }
        for edge in parts.sourceEdges {
            let shown = edge.key == outcome?.change.key
            let look = shown ? EdgeLook.source(edge.cause) : .hiddenSource(theme)
            append(.edge(edge.name), EdgeLook.names, look.values)
        }
        return updates
    }
}
