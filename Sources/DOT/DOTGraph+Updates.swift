extension DOTGraph {
    /// The graph with these updates written in as attributes (the last update of a pair wins).
    ///
    /// Nodes and edges are found in subgraphs too. Updates addressing a node or edge the graph
    /// does not have are ignored, as libgvc would.
    public func applying(_ updates: [AttributeUpdate]) -> DOTGraph {
        var graph = self
        // Where each element lives: `nil` for the root graph, else the subgraph's index.
        var nodeIndex: [String: (Int?, Int)] = [:]
        var edgeIndex: [String: (Int?, Int)] = [:]
        for (index, node) in graph.nodes.enumerated() { nodeIndex[node.id] = (nil, index) }
        for (index, edge) in graph.edges.enumerated() { if let key = edge.key { edgeIndex[key] = (nil, index) } }
        for (sub, subgraph) in graph.subgraphs.enumerated() {
            for (index, node) in subgraph.nodes.enumerated() where nodeIndex[node.id] == nil {
                nodeIndex[node.id] = (sub, index)
            }
            for (index, edge) in subgraph.edges.enumerated() {
                if let key = edge.key, edgeIndex[key] == nil { edgeIndex[key] = (sub, index) }
            }
        }
        for update in updates {
            let value = DOTValue.string(update.value)
            switch update.target {
            case .graph:
                graph.graphAttributes[update.name] = value
            case .node(let id):
                switch nodeIndex[id] {
                case (nil, let index)?: graph.nodes[index].attributes[update.name] = value
                case (let sub?, let index)?: graph.subgraphs[sub].nodes[index].attributes[update.name] = value
                case nil: break
                }
            case .edge(let key):
                switch edgeIndex[key] {
                case (nil, let index)?: graph.edges[index].attributes[update.name] = value
                case (let sub?, let index)?: graph.subgraphs[sub].edges[index].attributes[update.name] = value
                case nil: break
                }
            }
        }
        return graph
    }
}
