extension DOTGraph {
    /// The graph as DOT text: deterministic, every id and value through ``DOT/quote(_:)``.
    public var dotText: String {
        var text = ""
        text.reserveCapacity(256 + 96 * (nodes.count + edges.count))
        let head = isDirected ? "digraph" : "graph"
        text += id.map { "\(head) \(DOT.quote($0)) {\n" } ?? "\(head) {\n"
        let arrow = isDirected ? "->" : "--"
        for (keyword, attributes) in [("graph", graphAttributes), ("node", nodeDefaults), ("edge", edgeDefaults)]
        where !attributes.isEmpty {
            text += "  " + keyword + " " + attributes.dotText + ";\n"
        }
        Self.append(nodes: nodes, edges: edges, arrow: arrow, indent: "  ", to: &text)
        for subgraph in subgraphs {
            text += "  " + (subgraph.id.map { "subgraph \(DOT.quote($0)) {\n" } ?? "subgraph {\n")
            if !subgraph.attributes.isEmpty { text += "    graph " + subgraph.attributes.dotText + ";\n" }
            Self.append(nodes: subgraph.nodes, edges: subgraph.edges, arrow: arrow, indent: "    ", to: &text)
            text += "  }\n"
        }
        text += "}\n"
        return text
    }

    /// One statement a line: `id [attributes];`, `tail -> head [attributes];`.
    private static func append(
        nodes: [DOTNode], edges: [DOTEdge], arrow: String, indent: String, to text: inout String
    ) {
        for node in nodes {
            text += indent + DOT.quote(node.id)
            if !node.attributes.isEmpty { text += " " + node.attributes.dotText }
            text += ";\n"
        }
        for edge in edges {
            text += indent + DOT.quote(edge.tail) + " " + arrow + " " + DOT.quote(edge.head)
            if !edge.attributes.isEmpty { text += " " + edge.attributes.dotText }
            text += ";\n"
        }
    }
}
