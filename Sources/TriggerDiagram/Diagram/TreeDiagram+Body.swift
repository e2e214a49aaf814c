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
        let externalLabels = parts.sourceEdges.filter { !$0.ranks }.map(\.key.count)
        if let longest = externalLabels.max() {
            // Room between views of a row for the external key label of an off-rule edge:
            // about 6.5 pt a character at 10 pt, plus space for the arrow head, in inches.
            let hundredths = max(80, (longest * 650 + 3_000) / 72)
            graph.graphAttributes["nodesep"] = .string("\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)")
        }
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
        // The rows are anonymous: cgraph keeps named subgraphs in the order of their interned
        // names' addresses, so named rows came back from libgvc in an order that depended on the
        // heap, and the same tree drew its nodes in another order after other graphs had been read.
        if !parts.sourceNodes.isEmpty {
            graph.subgraphs.append(DOTSubgraph(
                attributes: ["rank": "source"], nodes: parts.sourceNodes.map { DOTNode($0.id) }
            ))
        }
        for row in Self.rows(of: tree) {
            graph.subgraphs.append(DOTSubgraph(
                attributes: ["rank": "same"], nodes: row.map { DOTNode(BodyParts.viewID($0)) }
            ))
        }
        for position in tree.nodes.indices {
            guard let parent = tree.parentPosition(of: position) else { continue }
            graph.edges.append(DOTEdge(BodyParts.viewID(parent), BodyParts.viewID(position), [
                "key": .string(BodyParts.treeEdgeName(position)),
            ]))
        }
        for edge in parts.sourceEdges {
            var attributes: DOTAttributes = ["key": .string(edge.name), "penwidth": "2"]
            if edge.ranks {
                attributes["label"] = .text(edge.key)
            } else {
                // An off-rule edge often joins two views of one row: a flat edge. Graphviz 2.43 lays
                // out a labelled flat edge through code that frees memory twice when the layout is
                // freed, so such an edge carries its key as an external label, placed after layout.
                attributes["constraint"] = "false"
                attributes["xlabel"] = .text(edge.key)
            }
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
