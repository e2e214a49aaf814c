import DOT
import TriggerModel

extension SequenceDiagram {
    /// Every per-frame attribute of every node and edge, in body order, for one frame
    /// (`nil`: no change shown). The values depend on the frame and the tree before it alone,
    /// never on what an earlier frame set.
    static func updates(
        union: UnionTree, trees: [ViewTree], parts: BodyParts, theme: Theme, state: FrameState?
    ) -> [AttributeUpdate] {
        var looks = Array(repeating: NodeLook.skipped(theme), count: union.views.count)
        var treeLooks = Array(repeating: EdgeLook.tree(theme), count: union.edges.count)
        var sourceLooks = Array(repeating: EdgeLook.hiddenSource(theme), count: parts.sourceEdges.count)
        if let state {
            let members = union.members[state.tree]
            let leaving = Set(state.leaving(in: union))
            for view in union.views.indices where union.positions[state.tree][view] == nil {
                looks[view] = leaving.contains(view) ? .leaving(theme) : .hidden(theme)
            }
            for hit in state.outcome.recomputed { looks[members[hit.node]] = .recomputed(hit.cause, theme) }
            if case .state(let owner)? = state.source { looks[owner] = looks[owner].markedAsOwner(theme) }
            for view in state.entering(in: union) { looks[view] = looks[view].entering(theme) }
            let previousEdges = state.previousTree.map { union.memberEdges[$0] } ?? []
            for edge in union.edges.indices where !union.memberEdges[state.tree].contains(edge) {
                treeLooks[edge] = previousEdges.contains(edge) ? .leavingTree(theme) : .hiddenTree(theme)
            }
            let tree = trees[state.tree]
            if case .state? = state.source,
                let path = BodyParts.propagation(outcome: state.outcome, tree: tree)
            {
                for child in path.children {
                    let parent = members[tree.parentPosition(of: child)!]
                    treeLooks[union.edgeIndex[members[child]]![parent]!] = .propagation(theme)
                }
            }
            if let source = state.source, let tail = parts.existingTail(of: source) {
                for hit in state.outcome.recomputed where [.observed, .environment, .offRule].contains(hit.cause) {
                    let identity = SourceEdge.Identity(
                        tail: tail, reader: members[hit.node], key: state.outcome.change.key)
                    if let edge = parts.sourceEdgeIndex[identity] { sourceLooks[edge] = .source(hit.cause, theme) }
                }
            }
        }
        var updates: [AttributeUpdate] = []
        updates.reserveCapacity(
            (union.views.count + parts.sourceNodes.count) * NodeLook.names.count
                + (union.edges.count + parts.sourceEdges.count) * EdgeLook.names.count
        )
        func append(_ target: AttributeUpdate.Target, _ names: [String], _ values: [String]) {
            for (name, value) in zip(names, values) { updates.append(AttributeUpdate(target, name, value)) }
        }
        for (position, look) in looks.enumerated() {
            append(.node(BodyParts.viewID(position)), NodeLook.names, look.values)
        }
        for node in parts.sourceNodes {
            let look =
                node.source == state?.source ? NodeLook.source(node.source, theme) : .faintSource(node.source, theme)
            append(.node(node.id), NodeLook.names, look.values)
        }
        for (edge, look) in zip(union.edges, treeLooks) {
            append(.edge(edge.name), EdgeLook.names, look.values)
        }
        for (edge, look) in zip(parts.sourceEdges, sourceLooks) {
            append(.edge(edge.name), EdgeLook.names, look.values)
        }
        return updates
    }
}
