internal import CGraphviz
import DOT
import Foundation

extension LaidOutGraph {
    /// Builds a graph through cgraph's calls, as cgraph's parser builds it from `dot.dotText`,
    /// without writing the text or reading it back.
    ///
    /// The parser's steps are taken in its order: the root graph; each attribute statement
    /// declaring what it names at the root (empty by default) and then setting it; each node and
    /// edge statement making its nodes, then declaring its attributes, then making the edge and
    /// setting them; each subgraph in its turn. So the objects are made in the same order (and
    /// the anonymous ones, such as unnamed subgraphs, numbered alike), the attributes declared in
    /// the same order, and every value is the string the parser reads from the text
    /// (`DOTValue.parsed`), HTML-like where the text has `<…>`.
    /// - Parameters:
    ///   - dot: The graph.
    ///   - runtime: The runtime, whose lock the caller holds.
    /// - Returns: The graph, the caller's to close.
    static func build(_ dot: DOTGraph, _ runtime: GraphvizRuntime) -> UnsafeMutablePointer<Agraph_t>? {
        // What the parser asks for: a main graph, directed or not, not strict.
        var description = Agdesc_t()
        description.directed = dot.isDirected ? 1 : 0
        description.maingraph = 1
        let root: UnsafeMutablePointer<Agraph_t>? =
            if let id = dot.id {
                DOT.parsed(id).withCgraphString { agopen($0, description, nil) }
            } else {
                agopen(nil, description, nil)
            }
        guard let root else { return nil }
        for (kind, attributes) in [
            (AGRAPH, dot.graphAttributes), (AGNODE, dot.nodeDefaults), (AGEDGE, dot.edgeDefaults),
        ] {
            setDefaults(attributes, kind: Int32(kind), in: root, root: root)
        }
        add(nodes: dot.nodes, edges: dot.edges, to: root, root: root)
        for subgraph in dot.subgraphs {
            let made: UnsafeMutablePointer<Agraph_t>? =
                if let id = subgraph.id {
                    DOT.parsed(id).withCgraphString { agsubg(root, $0, 1) }
                } else {
                    agsubg(root, nil, 1)
                }
            guard let made else { continue }
            setDefaults(subgraph.attributes, kind: Int32(AGRAPH), in: made, root: root)
            add(nodes: subgraph.nodes, edges: subgraph.edges, to: made, root: root)
        }
        return root
    }

    /// An attribute statement (`graph [...]`, `node [...]`, `edge [...]`) in `graph`: each name
    /// declared at the root, empty, where it is not yet, then set as `graph`'s default (for the
    /// root graph's own attributes, its value), marked to be written when the graph is.
    private static func setDefaults(
        _ attributes: DOTAttributes, kind: Int32, in graph: UnsafeMutablePointer<Agraph_t>,
        root: UnsafeMutablePointer<Agraph_t>
    ) {
        // An edge statement's key names its edge; as a default it is dropped.
        let entries = attributes.entries.filter { kind != Int32(AGEDGE) || $0.name != "key" }
        for entry in entries { declare(entry.name, kind: kind, in: graph, root: root) }
        for entry in entries {
            let symbol = entry.name.withCgraphString { name in
                withParsed(entry.value, in: root) { agattr(graph, kind, name, $0) }
            }
            if graph == root { symbol?.pointee.print = 1 }
        }
    }

    /// Node statements, then edge statements, as ``DOTGraph/dotText`` writes them in `graph`.
    private static func add(
        nodes: [DOTNode], edges: [DOTEdge], to graph: UnsafeMutablePointer<Agraph_t>,
        root: UnsafeMutablePointer<Agraph_t>
    ) {
        for node in nodes {
            guard let made = makeNode(node.id, in: graph) else { continue }
            set(node.attributes.entries, on: UnsafeMutableRawPointer(made), kind: Int32(AGNODE), in: graph, root: root)
        }
        for edge in edges {
            guard let tail = makeNode(edge.tail, in: graph), let head = makeNode(edge.head, in: graph) else { continue }
            let entries = edge.attributes.entries.filter { $0.name != "key" }
            for entry in entries { declare(entry.name, kind: Int32(AGEDGE), in: graph, root: root) }
            let made: UnsafeMutablePointer<Agedge_t>? =
                if let key = edge.attributes["key"] {
                    key.parsed.text.withCgraphString { agedge(graph, tail, head, $0, 1) }
                } else {
                    agedge(graph, tail, head, nil, 1)
                }
            guard let made else { continue }
            set(entries, on: UnsafeMutableRawPointer(made), kind: Int32(AGEDGE), in: graph, root: root, declared: true)
        }
    }

    private static func makeNode(_ id: String, in graph: UnsafeMutablePointer<Agraph_t>) -> UnsafeMutablePointer<
        Agnode_t
    >? {
        DOT.parsed(id).withCgraphString { agnode(graph, $0, 1) }
    }

    /// A statement's attributes on one object: every name declared first, then every value set,
    /// in the statement's order.
    private static func set(
        _ entries: [(name: String, value: DOTValue)], on object: UnsafeMutableRawPointer, kind: Int32,
        in graph: UnsafeMutablePointer<Agraph_t>, root: UnsafeMutablePointer<Agraph_t>, declared: Bool = false
    ) {
        if !declared {
            for entry in entries { declare(entry.name, kind: kind, in: graph, root: root) }
        }
        for entry in entries {
            guard let symbol = entry.name.withCgraphString({ agattr(graph, kind, $0, nil) }) else { continue }
            withParsed(entry.value, in: root) { _ = agxset(object, symbol, $0) }
        }
    }

    /// Declares an attribute at the root, empty by default, unless `graph` sees it already.
    private static func declare(
        _ name: String, kind: Int32, in graph: UnsafeMutablePointer<Agraph_t>, root: UnsafeMutablePointer<Agraph_t>
    ) {
        name.withCgraphString { name in
            guard agattr(graph, kind, name, nil) == nil else { return }
            _ = "".withCgraphString { agattr(root, kind, name, $0) }
        }
    }

    /// Calls `body` with the string the parser reads for `value`, made an HTML-like string of
    /// `root` when the text writes it between `<` and `>`: cgraph keeps a value HTML-like only when
    /// the graph holds that string so.
    @discardableResult
    static func withParsed<Result>(
        _ value: DOTValue, in root: UnsafeMutablePointer<Agraph_t>, _ body: (UnsafeMutablePointer<CChar>) -> Result
    ) -> Result {
        let (text, isHTML) = value.parsed
        return text.withCgraphString { text in
            guard isHTML, let html = agstrdup_html(root, text) else { return body(text) }
            defer { _ = agstrfree(root, html) }
            return body(html)
        }
    }
}

extension LaidOutGraph {
    /// Everything cgraph holds of a graph before layout, as text, for telling two graphs apart:
    /// every attribute declared (index, name, default, whether it is written), and every object
    /// in cgraph's order (root, nodes, each node's out-edges, subgraphs) with its name and
    /// every attribute's value, HTML-like values marked.
    /// - Parameter dot: The graph, built (``init(graph:engine:graphAttributes:nodes:)``'s way) or
    ///   read from its text (``init(dot:engine:graphAttributes:nodes:)``'s way).
    /// - Returns: The description, or nil when cgraph could not make or read the graph.
    static func structure(of dot: DOTGraph, built: Bool) -> String? {
        let runtime = GraphvizRuntime.shared
        return runtime.locked {
            let graph = built ? build(dot, runtime) : try? readOneGraph(dot.dotText, runtime)
            guard let graph else { return nil }
            defer { _ = agclose(graph) }
            return describe(graph)
        }
    }

    private static func describe(_ root: UnsafeMutablePointer<Agraph_t>) -> String {
        var lines: [String] = []
        var symbols: [Int32: [UnsafeMutablePointer<Agsym_t>]] = [:]
        for kind in [Int32(AGRAPH), Int32(AGNODE), Int32(AGEDGE)] {
            var all: [UnsafeMutablePointer<Agsym_t>] = []
            var symbol = agnxtattr(root, kind, nil)
            while let current = symbol {
                all.append(current)
                symbol = agnxtattr(root, kind, current)
            }
            all.sort { $0.pointee.id < $1.pointee.id }
            symbols[kind] = all
            for symbol in all {
                lines.append(
                    "attribute \(kind) #\(symbol.pointee.id) \(text(symbol.pointee.name)) = \(text(symbol.pointee.defval))"
                        + " print \(symbol.pointee.print)")
            }
        }
        func values(_ object: UnsafeMutableRawPointer, _ kind: Int32) -> String {
            (symbols[kind] ?? []).map { symbol in
                guard let value = agxget(object, symbol) else { return "-" }
                return (aghtmlstr(value) != 0 ? "html:" : "") + text(value)
            }.joined(separator: " | ")
        }
        // An anonymous object's name is `%` and a number from a count cgraph keeps for the whole
        // process: it is written as how far it is from the graph's first.
        var anonymous: [(line: Int, number: Int)] = []
        func name(_ object: UnsafeMutableRawPointer) -> String {
            let name = text(agnameof(object))
            if name.first == "%", let number = Int(name.dropFirst()) {
                anonymous.append((lines.count, number))
                return "%\u{0}\(number)"
            }
            return name
        }
        func objects(of graph: UnsafeMutablePointer<Agraph_t>, _ indent: String) {
            var node = agfstnode(graph)
            while let current = node {
                lines.append(
                    indent + "node \(name(UnsafeMutableRawPointer(current))): "
                        + values(UnsafeMutableRawPointer(current), Int32(AGNODE)))
                var edge = agfstout(graph, current)
                while let out = edge {
                    let object = UnsafeMutableRawPointer(out)
                    lines.append(
                        indent + "edge \(name(object)) \(name(UnsafeMutableRawPointer(out.pointee.node)))"
                            + ": " + values(object, Int32(AGEDGE)))
                    edge = agnxtout(graph, out)
                }
                node = agnxtnode(graph, current)
            }
            var subgraph = agfstsubg(graph)
            while let current = subgraph {
                lines.append(
                    indent + "subgraph \(name(UnsafeMutableRawPointer(current))): "
                        + values(UnsafeMutableRawPointer(current), Int32(AGRAPH)))
                objects(of: current, indent + "  ")
                subgraph = agnxtsubg(current)
            }
        }
        lines.append(
            "graph \(name(UnsafeMutableRawPointer(root))) directed \(agisdirected(root)): "
                + values(UnsafeMutableRawPointer(root), Int32(AGRAPH)))
        objects(of: root, "")
        if let first = anonymous.map(\.number).min() {
            for (line, number) in anonymous {
                lines[line] = lines[line].replacingOccurrences(of: "%\u{0}\(number)", with: "%+\(number - first)")
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func text(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? "nil"
    }
}
