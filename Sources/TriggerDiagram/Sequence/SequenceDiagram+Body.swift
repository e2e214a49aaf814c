import DOT
import TriggerModel

extension SequenceDiagram {
    /// The graph to lay out: views, tree edges, source nodes and source edges with their text;
    /// the per-frame attributes only as defaults (the caller writes each element's values).
    static func layoutGraph(union: UnionTree, parts: BodyParts, theme: Theme) -> DOTGraph {
        let neutral = NodeLook.skipped(theme)
        let treeEdge = EdgeLook.tree(theme)
        var graph = DOTGraph(
            id: "body",
            graphAttributes: [
                "rankdir": "TB", "bgcolor": .string(theme.background), "fontname": .string(Labels.font),
                "pad": "0.2", "nodesep": "0.35", "ranksep": "0.5", "outputorder": "edgesfirst", "ordering": "out",
            ],
            nodeDefaults: [
                "shape": "box", "fontname": .string(Labels.font), "fontsize": .string("\(Labels.nameSize)"),
                "fontcolor": .string(Palette.text), "margin": "0.12,0.06",
            ],
            edgeDefaults: [
                "fontname": .string(Labels.font), "fontsize": .string("\(Labels.lineSize)"),
                "fontcolor": .string(theme.foreground),
                "arrowsize": "0.7", "penwidth": "1.5",
            ]
        )
        for (name, value) in zip(NodeLook.names, neutral.values) { graph.nodeDefaults[name] = .string(value) }
        for (name, value) in zip(EdgeLook.names, treeEdge.values) { graph.edgeDefaults[name] = .string(value) }

        for (position, view) in union.views.enumerated() {
            graph.nodes.append(
                DOTNode(
                    BodyParts.viewID(position),
                    ["label": .html(Labels.titled(view.name, lines: view.reads, keys: true))]))
        }
        for source in parts.sourceNodes {
            graph.nodes.append(
                DOTNode(
                    source.id,
                    [
                        "label": .html(Labels.source(source.source)), "shape": .string(Labels.shape(source.source)),
                    ]))
        }
        // One row per depth, so roots and same-depth views line up even where labelled edges
        // take extra ranks. Source nodes have no row: each sits just below its deepest
        // reader, held there by an invisible edge from it.
        //
        // No rank set is `min` or `source`: Graphviz's dot marks visited nodes in
        // `decompose` with a process-wide `char` counter, and once it wraps, a graph with a
        // min/source rank set is laid out from freed virtual edges — a crash that depends on how
        // many layouts the process ran before (found by replaying a recorded call sequence in C
        // under valgrind; LayoutCounterTests).
        // The rows are anonymous: cgraph keeps named subgraphs in the order of their interned
        // names' addresses, so named rows came back from libgvc in an order that depended on the
        // heap, and the same tree drew its nodes in another order after other graphs had been read.
        // Within a row, an invisible flat edge from each child to its next sibling in the code
        // holds siblings left to right in the order the code declares them, which `ordering=out`
        // alone does not where a source's edges pull a reader aside (with weight 0 dot ignores
        // them). Unlabelled: Graphviz's dot frees a labelled flat edge twice (FlatEdgeTests).
        let depths = union.depths
        var siblingOrder: [[DOTEdge]] = Array(repeating: [], count: union.rows.count)
        var lastChild: [Int: Int] = [:]
        for edge in union.edges {
            defer { lastChild[edge.parent] = edge.child }
            guard let previous = lastChild[edge.parent], depths[previous] == depths[edge.child] else { continue }
            siblingOrder[depths[edge.child]].append(
                DOTEdge(
                    BodyParts.viewID(previous), BodyParts.viewID(edge.child),
                    [
                        "key": .string("o\(previous)x\(edge.child)"), "style": "invis", "class": "order",
                    ]))
        }
        for (depth, row) in union.rows.enumerated() {
            graph.subgraphs.append(
                DOTSubgraph(
                    attributes: ["rank": "same"], nodes: row.map { DOTNode(BodyParts.viewID($0)) },
                    edges: siblingOrder[depth]
                ))
        }
        // Tree edges in the order the code declares the children (`ordering=out` keeps it).
        //
        // No edge carries its key as a label. The title names the changed key and each reader's
        // box marks it; a label beside an edge is placed by dot after layout, where it can lie
        // nearer another edge than its own and tell the reader the key travelled down the tree.
        for edge in union.edges {
            graph.edges.append(
                DOTEdge(BodyParts.viewID(edge.parent), BodyParts.viewID(edge.child), ["key": .string(edge.name)]))
        }
        for edge in parts.sourceEdges {
            var attributes: DOTAttributes = ["key": .string(edge.name)]
            attributes["constraint"] = "false"
            graph.edges.append(DOTEdge(edge.tail, BodyParts.viewID(edge.reader), attributes))
            // The source one row below its deepest reader: an invisible edge from the reader holds
            // it there. The drawn edge runs against the ranks, up into the reader.
            if edge.ranks {
                graph.edges.append(
                    DOTEdge(
                        BodyParts.viewID(edge.reader), edge.tail,
                        ["key": .string("h\(edge.name)"), "style": "invis", "class": "order"]))
            }
        }
        return graph
    }
}
