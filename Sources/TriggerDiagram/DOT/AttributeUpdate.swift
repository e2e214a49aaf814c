/// One attribute to set on a laid-out graph between renders.
public struct AttributeUpdate: Hashable, Sendable {
    /// What the update addresses: the root graph, a node by id, or an edge by its `key`.
    public enum Target: Hashable, Sendable {
        case graph
        case node(String)
        case edge(String)
    }

    public var target: Target
    public var name: String
    public var value: String

    public init(_ target: Target, _ name: String, _ value: String) {
        self.target = target
        self.name = name
        self.value = value
    }
}

extension DOTGraph {
    /// The graph with these updates written in as attributes (the last update of a pair wins).
    ///
    /// Updates addressing a node or edge the graph does not have are ignored, as libgvc would.
    public func applying(_ updates: [AttributeUpdate]) -> DOTGraph {
        var graph = self
        var nodeIndex: [String: Int] = [:]
        for (index, node) in graph.nodes.enumerated() { nodeIndex[node.id] = index }
        var edgeIndex: [String: Int] = [:]
        for (index, edge) in graph.edges.enumerated() { if let key = edge.key { edgeIndex[key] = index } }
        for update in updates {
            switch update.target {
            case .graph:
                graph.graphAttributes[update.name] = .string(update.value)
            case .node(let id):
                if let index = nodeIndex[id] { graph.nodes[index].attributes[update.name] = .string(update.value) }
            case .edge(let key):
                if let index = edgeIndex[key] { graph.edges[index].attributes[update.name] = .string(update.value) }
            }
        }
        return graph
    }
}
