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

    /// Sets the graph attributes and adds the nodes of `additions` to `graph`, as if their
    /// statements ended its text: every value is what cgraph's parser reads from the same
    /// statements (`DOTValue.parsed`), HTML-like labels included. A node gets only the
    /// attributes it sets, in the order their names first appear in the additions (the order the
    /// parser declares them in); the rest come from `graph`'s defaults.
    static func add(_ additions: DOTGraph, to graph: UnsafeMutablePointer<Agraph_t>) {
        for entry in additions.graphAttributes.entries {
            withParsed(entry.value, in: graph) { value in
                entry.name.withCgraphString { _ = agattr(graph, Int32(AGRAPH), $0, value) }
            }
        }
        // cgraph creates nodes in the order they first appear, and keeps that order; a node
        // named twice keeps the last value of each attribute.
        var names: [String] = []
        var seen: Set<String> = []
        var nodes: [(id: String, values: [String: DOTValue])] = []
        var position: [String: Int] = [:]
        for node in additions.nodes {
            let index = position[node.id] ?? nodes.count
            if index == nodes.count {
                position[node.id] = index
                nodes.append((node.id, [:]))
            }
            for entry in node.attributes.entries {
                if seen.insert(entry.name).inserted { names.append(entry.name) }
                nodes[index].values[entry.name] = entry.value
            }
        }
        for node in nodes {
            guard let made = DOT.parsed(node.id).withCgraphString({ agnode(graph, $0, 1) }) else { continue }
            for name in names {
                guard let value = node.values[name] else { continue }
                withParsed(value, in: graph) { value in
                    name.withCgraphString { name in
                        _ = "".withCgraphString { agsafeset(UnsafeMutableRawPointer(made), name, value, $0) }
                    }
                }
            }
        }
    }
}
