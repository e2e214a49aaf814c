import TriggerModel

extension TreeDiagram {
    /// The graph to lay out: views, tree edges, source nodes and source edges with their text;
    /// the per-frame attributes only as defaults (the caller writes each element's values).
    static func layoutGraph(tree: ViewTree, parts: BodyParts, theme: Theme) -> DOTGraph {
        let neutral = NodeLook.skipped(theme)
        let treeEdge = EdgeLook.tree(theme)
        var graph = DOTGraph(
            id: "body",
            graphAttributes: [
                "rankdir": "TB", "bgcolor": .string(theme.background), "fontname": .string(Labels.font),
                "pad": "0.2", "nodesep": "0.35", "ranksep": "0.5", "outputorder": "edgesfirst",
            ],
            nodeDefaults: [
                "shape": "box", "fontname": .string(Labels.font), "fontsize": "12",
                "fontcolor": .string(Palette.text), "margin": "0.12,0.06",
            ],
            edgeDefaults: [
                "fontname": .string(Labels.font), "fontsize": "10", "fontcolor": .string(theme.foreground),
                "arrowsize": "0.7", "penwidth": "1.5",
            ]
        )
        for (name, value) in zip(NodeLook.names, neutral.values) { graph.nodeDefaults[name] = .string(value) }
        for (name, value) in zip(EdgeLook.names, treeEdge.values) { graph.edgeDefaults[name] = .string(value) }

        for (position, node) in tree.nodes.enumerated() {
            graph.nodes.append(DOTNode(BodyParts.viewID(position), ["label": .html(Labels.view(node))]))
        }
        for source in parts.sourceNodes {
            graph.nodes.append(DOTNode(source.id, [
                "label": .html(Labels.source(source.source)), "shape": .string(Labels.shape(source.source)),
            ]))
        }
        // Rows: the sources alone on top, so none pushes a root down; then one row per depth,
        // so roots and same-depth views line up even where labelled source edges take extra ranks.
        if !parts.sourceNodes.isEmpty {
            graph.subgraphs.append(DOTSubgraph(
                id: "sources", attributes: ["rank": "source"], nodes: parts.sourceNodes.map { DOTNode($0.id) }
            ))
        }
        for (depth, row) in Self.rows(of: tree).enumerated() {
            graph.subgraphs.append(DOTSubgraph(
                id: "depth\(depth)", attributes: ["rank": "same"], nodes: row.map { DOTNode(BodyParts.viewID($0)) }
            ))
        }
        for position in tree.nodes.indices {
            guard let parent = tree.parentPosition(of: position) else { continue }
            graph.edges.append(DOTEdge(BodyParts.viewID(parent), BodyParts.viewID(position), [
                "key": .string(BodyParts.treeEdgeName(position)),
            ]))
        }
        for edge in parts.sourceEdges {
            var attributes: DOTAttributes = [
                "key": .string(edge.name), "label": .string(edge.key), "penwidth": "2",
            ]
            if !edge.ranks { attributes["constraint"] = "false" }
            graph.edges.append(DOTEdge(edge.tail, BodyParts.viewID(edge.reader), attributes))
        }
        return graph
    }

    /// The node positions at each depth, in tree order; roots first.
    static func rows(of tree: ViewTree) -> [[Int]] {
        var depths = [Int?](repeating: nil, count: tree.nodes.count)
        var rows: [[Int]] = []
        for start in tree.nodes.indices {
            // Walk up to a node of known depth (a root is 0), then fill in on the way back.
            var path: [Int] = []
            var current: Int? = start
            while let node = current, depths[node] == nil {
                path.append(node)
                current = tree.parentPosition(of: node)
            }
            var depth = current.flatMap { depths[$0] } ?? -1
            for node in path.reversed() {
                depth += 1
                depths[node] = depth
            }
        }
        for (position, depth) in depths.enumerated() {
            let depth = depth!
            while rows.count <= depth { rows.append([]) }
            rows[depth].append(position)
        }
        return rows
    }
}
