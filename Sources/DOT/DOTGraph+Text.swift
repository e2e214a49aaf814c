extension DOTGraph {
    /// The graph as DOT text: deterministic, every id and value through ``DOT/quote(_:)``.
    public var dotText: String {
        var lines: [String] = []
        let head = isDirected ? "digraph" : "graph"
        lines.append(id.map { "\(head) \(DOT.quote($0)) {" } ?? "\(head) {")
        let arrow = isDirected ? "->" : "--"
        for (keyword, attributes) in [("graph", graphAttributes), ("node", nodeDefaults), ("edge", edgeDefaults)]
        where !attributes.isEmpty {
            lines.append("  \(keyword) \(attributes.dotText);")
        }
        Self.append(nodes: nodes, edges: edges, arrow: arrow, indent: "  ", to: &lines)
        for subgraph in subgraphs {
            lines.append("  " + (subgraph.id.map { "subgraph \(DOT.quote($0)) {" } ?? "subgraph {"))
            if !subgraph.attributes.isEmpty { lines.append("    graph \(subgraph.attributes.dotText);") }
            Self.append(nodes: subgraph.nodes, edges: subgraph.edges, arrow: arrow, indent: "    ", to: &lines)
            lines.append("  }")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func append(
        nodes: [DOTNode], edges: [DOTEdge], arrow: String, indent: String, to lines: inout [String]
    ) {
        for node in nodes {
            lines.append(
                indent + ([DOT.quote(node.id), node.attributes.dotText].filter { !$0.isEmpty }.joined(separator: " "))
                    + ";")
        }
        for edge in edges {
            let statement = "\(DOT.quote(edge.tail)) \(arrow) \(DOT.quote(edge.head))"
            lines.append(
                indent + ([statement, edge.attributes.dotText].filter { !$0.isEmpty }.joined(separator: " ")) + ";")
        }
    }
}
