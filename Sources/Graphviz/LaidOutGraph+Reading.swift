internal import CGraphviz
import DOT

extension LaidOutGraph {
    /// Reads one graph, and rejects input that holds more.
    ///
    /// `agmemread` stops after the first graph and keeps the rest of the text
    /// in its lexer, where the next read would find it; reading until nothing
    /// is left both detects and discards it.
    static func readOneGraph(
        _ dot: String, _ runtime: GraphvizRuntime
    ) throws -> UnsafeMutablePointer<Agraph_t> {
        runtime.resetMessages()
        let first = agmemread(dot)
        var extra = 0
        var trailingError = false
        while true {
            let before = runtime.errorReported
            guard let more = agmemread("") else {
                trailingError = runtime.errorReported && !before
                break
            }
            _ = agclose(more)
            extra += 1
        }
        guard let first else {
            try runtime.check(!runtime.errorReported) { .syntax($0) }
            throw GraphvizError.emptyInput
        }
        if extra > 0 {
            _ = agclose(first)
            throw GraphvizError.multipleGraphs(count: extra + 1)
        }
        if trailingError {
            _ = agclose(first)
            try runtime.check(false) { .syntax($0) }
        }
        return first
    }

    /// Sets the graph attributes and adds the nodes of `additions` to `graph` through cgraph's
    /// calls, each name and value the string cgraph's parser reads from the same statements
    /// (`DOT.parsed`, `DOTValue.parsed`), HTML-like labels held so unless `graph` holds their text
    /// already as a plain string. A graph attribute is set on the root, as its value and its
    /// default (`agattr`). Nodes are made in the order they first appear; a node gets only the
    /// attributes it sets (the last value of each, for a node named twice), declared where new in
    /// the order their names first appear in the additions; the rest come from `graph`'s defaults.
    /// For every graph and node this package adds, that is what the same statements at the end of
    /// `graph`'s text would give.
    static func add(_ additions: DOTGraph, to graph: UnsafeMutablePointer<Agraph_t>) {
        for entry in additions.graphAttributes.entries {
            withValue(entry.value.parsed, in: graph) { value in
                DOT.parsed(entry.name).withCgraphString { _ = agattr(graph, Int32(AGRAPH), $0, value) }
            }
        }
        // cgraph creates nodes in the order they first appear, and keeps that order; a node
        // named twice keeps the last value of each attribute. Each node's values are set in the
        // order their names first appear in the additions, a name parsed once.
        var order: [String: Int] = [:]
        var parsedNames: [String] = []
        var nodes: [(id: String, values: [(name: Int, value: DOTValue)])] = []
        var position: [String: Int] = [:]
        for node in additions.nodes {
            let index = position[node.id] ?? nodes.count
            if index == nodes.count {
                position[node.id] = index
                nodes.append((node.id, []))
            }
            for entry in node.attributes.entries {
                let name = order[entry.name] ?? parsedNames.count
                if name == parsedNames.count {
                    order[entry.name] = name
                    parsedNames.append(DOT.parsed(entry.name))
                }
                if let set = nodes[index].values.firstIndex(where: { $0.name == name }) {
                    nodes[index].values[set].value = entry.value
                } else {
                    nodes[index].values.append((name, entry.value))
                }
            }
        }
        // Each name's symbol, found or declared (empty by default) where a node first sets it, as
        // `agsafeset` would at every value: looked up once a name.
        var symbols = [UnsafeMutablePointer<Agsym_t>?](repeating: nil, count: parsedNames.count)
        for node in nodes {
            guard let made = DOT.parsed(node.id).withCgraphString({ agnode(graph, $0, 1) }) else { continue }
            for (name, value) in node.values.sorted(by: { $0.name < $1.name }) {
                if symbols[name] == nil {
                    symbols[name] = parsedNames[name].withCgraphString { name in
                        agattr(graph, Int32(AGNODE), name, nil)
                            ?? "".withCgraphString { agattr(graph, Int32(AGNODE), name, $0) }
                    }
                }
                guard let symbol = symbols[name] else { continue }
                withValue(value.parsed, in: graph) { _ = agxset(UnsafeMutableRawPointer(made), symbol, $0) }
            }
        }
    }

    /// The graph's bounding box, and every node's centre and size, by node name, as its layout left them.
    static func readFacts(
        _ graph: UnsafeMutablePointer<Agraph_t>
    ) -> (box: LayoutBox, positions: [String: LayoutPoint], sizes: [String: LayoutSize]) {
        let bb = tg_graph_bb(graph)
        let box = LayoutBox(
            lowerLeft: LayoutPoint(x: bb.LL.x, y: bb.LL.y),
            upperRight: LayoutPoint(x: bb.UR.x, y: bb.UR.y))
        var positions: [String: LayoutPoint] = [:]
        var sizes: [String: LayoutSize] = [:]
        var node = agfstnode(graph)
        while let current = node {
            let name = String(cString: agnameof(UnsafeMutableRawPointer(current)))
            let coord = tg_node_coord(current)
            positions[name] = LayoutPoint(x: coord.x, y: coord.y)
            let size = tg_node_size(current)
            sizes[name] = LayoutSize(width: size.x, height: size.y)
            node = agnxtnode(graph, current)
        }
        return (box, positions, sizes)
    }
}
