internal import CGraphviz
import DOT

/// Makes a graph through cgraph's calls in the order cgraph's parser makes it from the graph's
/// DOT text: the root graph; each attribute statement declaring what it names at the root (empty
/// by default) and then setting it; each node and edge statement making its nodes, then declaring
/// its attributes, then making the edge and setting them; each subgraph in its turn. So the
/// objects are made in the same order (anonymous ones, such as unnamed subgraphs, numbered alike
/// from cgraph's count), the attributes declared in the same order, and every name and value is
/// the string the parser reads from the text (`DOT.parsed`, `DOTValue.parsed`).
///
/// Three things the parser does make a graph it reads unlike one made by calls; a graph holding
/// one is not built (``build(_:)`` returns nil, and the caller reads it from its text):
/// - a name beginning with `%`, which the parser forgets once the graph is read (the object is
///   then anonymous);
/// - an HTML-like value whose markup is also a plain string of the graph, the empty one included:
///   cgraph holds one string per text, HTML-like or not as it was first held, and the parser holds
///   each value as it reads it, before the statement's names are declared;
/// - more than one named subgraph: cgraph orders those by where their names lie in memory.
struct GraphBuilder {
    /// The plain strings the graph holds, and the markup of its HTML-like ones, as they come:
    /// compared once the graph is made, by length first, so that a long label is hashed only when
    /// a plain string has its length.
    private var plain: [String] = [""]
    private var html: [String] = []
    /// A name that begins with `%`.
    private var local = false

    /// The graph, the caller's to close; nil when it holds what the parser reads otherwise (or
    /// cgraph fails). Call with the runtime's lock held.
    static func build(_ dot: DOTGraph) -> UnsafeMutablePointer<Agraph_t>? {
        var builder = GraphBuilder()
        return builder.make(dot)
    }

    private mutating func make(_ dot: DOTGraph) -> UnsafeMutablePointer<Agraph_t>? {
        guard dot.subgraphs.filter({ $0.id != nil }).count <= 1 else { return nil }
        // What the parser asks for: a main graph, directed or not, not strict.
        var description = Agdesc_t()
        description.directed = dot.isDirected ? 1 : 0
        description.maingraph = 1
        let root: UnsafeMutablePointer<Agraph_t>? =
            if let id = dot.id {
                name(id).withCgraphString { agopen($0, description, nil) }
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
                    name(id).withCgraphString { agsubg(root, $0, 1) }
                } else {
                    agsubg(root, nil, 1)
                }
            guard let made else { continue }
            setDefaults(subgraph.attributes, kind: Int32(AGRAPH), in: made, root: root)
            add(nodes: subgraph.nodes, edges: subgraph.edges, to: made, root: root)
        }
        guard !local, !Self.overlap(html, plain) else {
            _ = agclose(root)
            return nil
        }
        return root
    }

    /// Whether a markup of `html` is also a string of `plain`.
    private static func overlap(_ html: [String], _ plain: [String]) -> Bool {
        guard !html.isEmpty else { return false }
        let lengths = Set(html.map(\.utf8.count))
        let candidates = plain.filter { lengths.contains($0.utf8.count) }
        guard !candidates.isEmpty else { return false }
        return !Set(html).isDisjoint(with: candidates)
    }

    /// The name the parser reads for an identifier, noted.
    private mutating func name(_ text: String) -> String {
        let parsed = DOT.parsed(text)
        if parsed.utf8.first == UInt8(ascii: "%") { local = true }
        plain.append(parsed)
        return parsed
    }

    /// The string the parser reads for a value, noted with whether it is HTML-like.
    private mutating func value(_ value: DOTValue) -> (text: String, isHTML: Bool) {
        let parsed = value.parsed
        if parsed.isHTML { html.append(parsed.text) } else { plain.append(parsed.text) }
        return parsed
    }

    /// An attribute statement (`graph [...]`, `node [...]`, `edge [...]`) in `graph`: each name
    /// declared at the root, empty, where it is not yet, then set as `graph`'s default (for the
    /// root graph's own attributes, its value), marked to be written when the graph is.
    private mutating func setDefaults(
        _ attributes: DOTAttributes, kind: Int32, in graph: UnsafeMutablePointer<Agraph_t>,
        root: UnsafeMutablePointer<Agraph_t>
    ) {
        // An edge statement's key names its edge; as a default it is dropped.
        let entries = attributes.entries.filter { kind != Int32(AGEDGE) || $0.name != "key" }
        let names = entries.map { name($0.name) }
        for name in names { Self.declare(name, kind: kind, in: graph, root: root) }
        for (name, entry) in zip(names, entries) {
            let symbol = name.withCgraphString { name in
                LaidOutGraph.withValue(value(entry.value), in: root) { agattr(graph, kind, name, $0) }
            }
            if graph == root { symbol?.pointee.print = 1 }
        }
    }

    /// Node statements, then edge statements, as `DOTGraph.dotText` writes them, in `graph`.
    private mutating func add(
        nodes: [DOTNode], edges: [DOTEdge], to graph: UnsafeMutablePointer<Agraph_t>,
        root: UnsafeMutablePointer<Agraph_t>
    ) {
        for node in nodes {
            guard let made = name(node.id).withCgraphString({ agnode(graph, $0, 1) }) else { continue }
            set(node.attributes.entries, on: UnsafeMutableRawPointer(made), kind: Int32(AGNODE), in: graph, root: root)
        }
        for edge in edges {
            guard let tail = name(edge.tail).withCgraphString({ agnode(graph, $0, 1) }),
                let head = name(edge.head).withCgraphString({ agnode(graph, $0, 1) })
            else { continue }
            let entries = edge.attributes.entries.filter { $0.name != "key" }
            let names = entries.map { name($0.name) }
            for name in names { Self.declare(name, kind: Int32(AGEDGE), in: graph, root: root) }
            let made: UnsafeMutablePointer<Agedge_t>? =
                if let key = edge.attributes["key"] {
                    value(key).text.withCgraphString { agedge(graph, tail, head, $0, 1) }
                } else {
                    agedge(graph, tail, head, nil, 1)
                }
            guard let made else { continue }
            set(zip(names, entries.map(\.value)), on: UnsafeMutableRawPointer(made), kind: Int32(AGEDGE), in: graph)
        }
    }

    /// A node statement's attributes on its node: every name declared first, then every value
    /// set, in the statement's order.
    private mutating func set(
        _ entries: [(name: String, value: DOTValue)], on object: UnsafeMutableRawPointer, kind: Int32,
        in graph: UnsafeMutablePointer<Agraph_t>, root: UnsafeMutablePointer<Agraph_t>
    ) {
        let names = entries.map { name($0.name) }
        for name in names { Self.declare(name, kind: kind, in: graph, root: root) }
        set(zip(names, entries.map(\.value)), on: object, kind: kind, in: graph)
    }

    /// Sets declared attributes' values on an object, in order.
    private mutating func set(
        _ entries: Zip2Sequence<[String], [DOTValue]>, on object: UnsafeMutableRawPointer, kind: Int32,
        in graph: UnsafeMutablePointer<Agraph_t>
    ) {
        for (name, entry) in entries {
            guard let symbol = name.withCgraphString({ agattr(graph, kind, $0, nil) }) else { continue }
            LaidOutGraph.withValue(value(entry), in: agroot(graph)) { _ = agxset(object, symbol, $0) }
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
}

extension LaidOutGraph {
    /// Calls `body` with a value's string, made an HTML-like string of `root` first when it is one:
    /// cgraph sets a value by its text, from the string the graph holds for that text, HTML-like
    /// or not as it was first held (`agstrdup_html` holds a new one HTML-like, or gives the one
    /// held already).
    @discardableResult
    static func withValue<Result>(
        _ value: (text: String, isHTML: Bool), in root: UnsafeMutablePointer<Agraph_t>,
        _ body: (UnsafeMutablePointer<CChar>) -> Result
    ) -> Result {
        value.text.withCgraphString { text in
            guard value.isHTML, let html = agstrdup_html(root, text) else { return body(text) }
            // Given back; cgraph 2.42 keeps an HTML-like string for the graph's life whatever its count.
            defer { _ = agstrfree(root, html) }
            return body(html)
        }
    }
}
