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
    /// statements ended its text: the additions are read by cgraph's own parser (so every value is
    /// what the same statements would give, HTML-like labels included) and copied over. A node
    /// gets only the attributes it sets; the rest come from `graph`'s defaults.
    static func add(
        _ additions: DOTGraph, to graph: UnsafeMutablePointer<Agraph_t>, _ runtime: GraphvizRuntime
    ) throws {
        guard !additions.graphAttributes.isEmpty || !additions.nodes.isEmpty else { return }
        let source = try readOneGraph(additions.dotText, runtime)
        defer { _ = agclose(source) }
        for entry in additions.graphAttributes.entries {
            guard let value = entry.name.withMutableCString({ agget(UnsafeMutableRawPointer(source), $0) }) else {
                continue
            }
            withValue(value, in: graph) { value in
                _ = entry.name.withMutableCString { agattr(graph, Int32(AGRAPH), $0, value) }
            }
        }
        // cgraph creates nodes in the order they first appear, and keeps that order.
        var names: [[String]] = []
        var position: [String: Int] = [:]
        for node in additions.nodes {
            let index = position[node.id] ?? names.count
            if index == names.count {
                position[node.id] = index
                names.append([])
            }
            names[index] += node.attributes.entries.map(\.name)
        }
        var node = agfstnode(source)
        for set in names {
            guard let from = node else { break }
            defer { node = agnxtnode(source, from) }
            guard let to = agnode(graph, agnameof(UnsafeMutableRawPointer(from)), 1) else { continue }
            var symbol = agnxtattr(source, Int32(AGNODE), nil)
            while let current = symbol {
                defer { symbol = agnxtattr(source, Int32(AGNODE), current) }
                let name = String(cString: current.pointee.name)
                guard set.contains(name), let value = agxget(UnsafeMutableRawPointer(from), current) else { continue }
                withValue(value, in: graph) { value in
                    let object = UnsafeMutableRawPointer(to)
                    _ = "".withMutableCString { agsafeset(object, current.pointee.name, value, $0) }
                }
            }
        }
    }

    /// Calls `body` with `value`, made an HTML-like string of `graph` when it is one: cgraph copies
    /// a value into a graph by its text, and keeps it HTML-like only when that graph holds it so.
    private static func withValue(
        _ value: UnsafeMutablePointer<CChar>, in graph: UnsafeMutablePointer<Agraph_t>,
        _ body: (UnsafeMutablePointer<CChar>) -> Void
    ) {
        guard aghtmlstr(value) != 0, let html = agstrdup_html(graph, value) else { return body(value) }
        defer { _ = agstrfree(graph, html) }
        body(html)
    }
}
