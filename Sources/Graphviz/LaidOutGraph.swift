internal import CGraphviz
import DOT

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A graph read from DOT text, or built from a `DOTGraph`, and laid out once, ready to render many frames.
///
/// Between renders, colours, styles, pen widths and classes may change through
/// ``update(_:)``; node positions and the canvas stay those of the layout.
/// Every method is safe to call from any thread: all calls into Graphviz are
/// serialised through one process-wide lock.
///
/// libgvc reads render-time attributes through process globals that the most
/// recent `gvLayout` pointed at its graph; each graph keeps its own values
/// (`AttributeSymbols`) and puts them back before it renders or is freed, so
/// graphs render in any order, each from its one layout.
public final class LaidOutGraph: @unchecked Sendable {
    /// The layout engine, such as `dot` or `neato`.
    public let engine: String

    private let graph: UnsafeMutablePointer<Agraph_t>
    /// Whether the graph is still this object's to free: not once another has taken it over.
    private var ownsGraph = true
    private let edgesByKey: [String: [UnsafeMutablePointer<Agedge_t>]]
    private let facts: (box: LayoutBox, positions: [String: LayoutPoint], sizes: [String: LayoutSize])
    /// libgvc's attribute symbols as this graph's layout set them.
    private let symbols: AttributeSymbols
    private let runtime = GraphvizRuntime.shared
    private let lookups = GraphLookups()

    /// Reads exactly one graph from DOT text, adds graph attributes and nodes to it, and lays it out.
    ///
    /// The additions go in through cgraph, as if their statements ended the text: a laid-out
    /// graph read back from libgvc's `dot` output can take more nodes without its text being edited.
    /// The corresponding C functions are `agmemread`, `agattr`, `agnode`, `agxset` and `gvLayout`.
    /// - Parameters:
    ///   - dot: The DOT text of one graph.
    ///   - engine: The layout engine; `dot` unless given.
    ///   - graphAttributes: Attributes set on the root graph after reading, as `graph [...]` would.
    ///   - nodes: Nodes added after reading, in order, each with the attributes it sets.
    /// - Throws: ``GraphvizError/syntax(_:)``, ``GraphvizError/emptyInput``,
    ///   ``GraphvizError/multipleGraphs(count:)`` or ``GraphvizError/layout(engine:message:)``.
    public convenience init(
        dot: String, engine: String = "dot", graphAttributes: DOTAttributes = [:], nodes: [DOTNode] = []
    ) throws {
        let runtime = GraphvizRuntime.shared
        let graph = try runtime.locked { try Self.readOneGraph(dot, runtime) }
        try self.init(
            layingOut: graph, adding: DOTGraph(graphAttributes: graphAttributes, nodes: nodes), engine: engine)
    }

    /// Builds a graph, adds graph attributes and nodes to it, and lays it out: the graph
    /// ``init(dot:engine:graphAttributes:nodes:)`` lays out from `graph.dotText`, made through
    /// cgraph's calls in the order its parser makes it, with no text written or read (a graph
    /// the parser reads otherwise, such as one with a name beginning with `%`, is read from its text).
    /// The corresponding C functions are `agopen`, `agattr`, `agnode`, `agedge`, `agxset` and `gvLayout`.
    /// - Parameters:
    ///   - graph: The graph.
    ///   - engine: The layout engine; `dot` unless given.
    ///   - graphAttributes: Attributes set on the root graph after it is made, as `graph [...]` would.
    ///   - nodes: Nodes added after it is made, in order, each with the attributes it sets.
    /// - Throws: ``GraphvizError/layout(engine:message:)``, or for a graph read from its text, as
    ///   ``init(dot:engine:graphAttributes:nodes:)``.
    public convenience init(
        graph: DOTGraph, engine: String = "dot", graphAttributes: DOTAttributes = [:], nodes: [DOTNode] = []
    ) throws {
        let runtime = GraphvizRuntime.shared
        let built = try runtime.locked { try GraphBuilder.build(graph) ?? Self.readOneGraph(graph.dotText, runtime) }
        try self.init(
            layingOut: built, adding: DOTGraph(graphAttributes: graphAttributes, nodes: nodes), engine: engine)
    }

    /// Takes over `laidOut`'s graph and lays it out again with `engine` from the positions its
    /// layout gave it, after adding graph attributes and nodes: what
    /// ``init(dot:engine:graphAttributes:nodes:)`` would lay out from the DOT text libgvc writes
    /// for `laidOut` (positions and splines included), without writing and reading that text.
    /// For `nop2`, which keeps the positions and splines it is given. The objects keep their order
    /// (libgvc draws them in it, and numbers their SVG ids by it), where a graph read back from
    /// libgvc's text has each rank's nodes first. `laidOut` must not be used afterwards.
    /// - Throws: As ``init(dot:engine:graphAttributes:nodes:)``; the graph is freed then.
    public convenience init(
        takingOver laidOut: LaidOutGraph, engine: String, graphAttributes: DOTAttributes = [:], nodes: [DOTNode] = []
    ) throws {
        let runtime = GraphvizRuntime.shared
        let graph = laidOut.graph
        runtime.locked {
            laidOut.ownsGraph = false
            laidOut.symbols.restore()
            // What libgvc's DOT output writes: the layout, as attributes of the graph's objects.
            attach_attrs(graph)
            _ = gvFreeLayout(runtime.context, graph)
        }
        try self.init(
            layingOut: graph, adding: DOTGraph(graphAttributes: graphAttributes, nodes: nodes), engine: engine)
    }

    /// Adds `additions` to `graph` and lays it out; on failure, frees it and throws.
    private init(layingOut graph: UnsafeMutablePointer<Agraph_t>, adding additions: DOTGraph, engine: String) throws {
        self.engine = engine
        let runtime = GraphvizRuntime.shared
        symbols = try runtime.locked {
            Self.add(additions, to: graph)
            let unavailable = runtime.prepareEngine(engine)
            runtime.resetMessages()
            let status = gvLayout(runtime.context, graph, engine)
            runtime.lastLaidOut = UnsafeMutableRawPointer(graph)
            let symbols = AttributeSymbols.current()
            // libgvc reports some errors, such as an HTML-like label that does not parse, and
            // still returns 0 with the label drawn as the node's name: those fail here too.
            if status != 0 || runtime.errorReported {
                _ = gvFreeLayout(runtime.context, graph)
                _ = agclose(graph)
                try runtime.check(false) { message in
                    .layout(engine: engine, message: unavailable.map { "\(message) (\($0))" } ?? message)
                }
            }
            return symbols
        }
        self.graph = graph
        edgesByKey = runtime.locked { Self.indexEdges(graph) }
        facts = runtime.locked { Self.readFacts(graph) }
    }

    deinit {
        guard ownsGraph else { return }
        runtime.locked {
            symbols.restore()
            _ = gvFreeLayout(runtime.context, graph)
            _ = agclose(graph)
            if runtime.lastLaidOut == UnsafeMutableRawPointer(graph) { runtime.lastLaidOut = nil }
        }
    }

    /// The graph's bounding box in points, as its `bb` attribute gives it.
    public var boundingBox: LayoutBox {
        runtime.locked { facts.box }
    }

    /// Every node's centre in points (`pos`), by node name.
    public var nodePositions: [String: LayoutPoint] {
        runtime.locked { facts.positions }
    }

    /// Sizes of the nodes, by node id, in points: what each node takes wherever it is placed.
    public var nodeSizes: [String: LayoutSize] {
        runtime.locked { facts.sizes }
    }

    /// Applies attribute updates, all or none, to be seen by the next render.
    ///
    /// Every attribute must have been declared before layout (as a graph,
    /// `node [...]` or `edge [...]` default): libgvc ignores the others at
    /// render time. The corresponding C functions are `agattr` and `agxset`.
    /// - Parameter updates: The new values, applied in order.
    /// - Throws: ``GraphvizError/unknownNode(_:)``, ``GraphvizError/unknownEdge(_:)``,
    ///   ``GraphvizError/ambiguousEdge(_:)`` or ``GraphvizError/undeclaredAttribute(name:kind:)``;
    ///   then nothing has changed.
    public func update(_ updates: [AttributeUpdate]) throws {
        try runtime.locked {
            let resolved = try updates.map { update in
                let object = try object(for: update.target)
                guard let symbol = lookups.symbol(Self.cgraphKind(update.target.kind), update.name, in: graph) else {
                    throw GraphvizError.undeclaredAttribute(name: update.name, kind: update.target.kind)
                }
                return (object, symbol, update.value)
            }
            for (object, symbol, value) in resolved {
                _ = value.withCgraphString { agxset(object, symbol, $0) }
            }
        }
    }

    /// Renders the graph in a Graphviz output format.
    ///
    /// The corresponding C function is `gvRenderData`.
    /// - Parameter format: A format such as `svg`, `png`, `pdf`, `dot`, `xdot` or `plain`.
    /// - Returns: The rendered bytes.
    /// - Throws: ``GraphvizError/render(format:message:)``; the graph stays usable.
    public func render(format: String) throws -> Data {
        try render(format: format, dpi: nil)
    }

    /// Renders the graph in a Graphviz output format at a resolution of its own, from the same
    /// layout: a bitmap drawn at twice the resolution has twice the pixels each way.
    ///
    /// The corresponding C function is `gvRenderData`, with the graph's drawing resolution
    /// (`GD_drawing(g)->dpi`, read from `dpi` at layout) set for this render and put back after it.
    /// - Parameters:
    ///   - format: A format such as `svg`, `png`, `pdf`, `dot`, `xdot` or `plain`.
    ///   - dpi: The resolution; the graph's own when nil.
    /// - Returns: The rendered bytes.
    /// - Throws: ``GraphvizError/render(format:message:)``; the graph stays usable.
    public func render(format: String, dpi: Double?) throws -> Data {
        try render(format: format, dpi: dpi, web: nil) ?? Data()
    }

    /// Renders the graph, in SVG a web page holds when `web` is given and this package's SVG
    /// renderer draws the format; nil when `web` is given and it does not.
    func render(format: String, dpi: Double?, web: WebSVGSettings?) throws -> Data? {
        let format = SVGRenderPlugin.format(format)
        if web != nil, !SVGRenderPlugin.draws(format) { return nil }
        return try runtime.locked {
            let laidOutDPI = tg_graph_dpi(graph)
            if let dpi { tg_set_graph_dpi(graph, dpi) }
            defer { tg_set_graph_dpi(graph, laidOutDPI) }
            symbols.restore()
            try layOutAgainIfNeeded()
            runtime.prepareFormat(format)
            runtime.resetMessages()
            if SVGRenderPlugin.draws(format) {
                let svg = SVGRenderPlugin.render(graph, in: runtime.context, web: web)
                try runtime.check(svg != nil) { .render(format: format, message: $0) }
                return svg ?? Data()
            }
            var result: UnsafeMutablePointer<CChar>?
            var length: UInt32 = 0
            let status = gvRenderData(runtime.context, graph, format, &result, &length)
            defer { if let result { gvFreeRenderData(result) } }
            try runtime.check(status == 0 && result != nil) { .render(format: format, message: $0) }
            if PNGDevice.takeFailure() {
                throw GraphvizError.render(format: format, message: "libpng could not write the PNG")
            }
            return result.map { Data(bytes: $0, count: Int(length)) } ?? Data()
        }
    }

    /// Lays the graph out again when its attribute globals cannot be put back and another graph
    /// was laid out since: libgvc's layout points them at it, through its public API. The same
    /// engine lays out the same graph the same way. Call inside the runtime's lock.
    private func layOutAgainIfNeeded() throws {
        guard !AttributeSymbols.restorable, runtime.lastLaidOut != UnsafeMutableRawPointer(graph) else { return }
        _ = gvFreeLayout(runtime.context, graph)
        runtime.resetMessages()
        let status = gvLayout(runtime.context, graph, engine)
        runtime.lastLaidOut = UnsafeMutableRawPointer(graph)
        runtime.layoutsAgain += 1
        try runtime.check(status == 0 && !runtime.errorReported) { .layout(engine: engine, message: $0) }
    }

    private func object(for target: AttributeUpdate.Target) throws -> UnsafeMutableRawPointer {
        switch target {
        case .graph:
            return UnsafeMutableRawPointer(graph)
        case .node(let name):
            guard let node = lookups.node(name, in: graph) else {
                throw GraphvizError.unknownNode(name)
            }
            return UnsafeMutableRawPointer(node)
        case .edge(let key):
            let edges = edgesByKey[key] ?? []
            guard let edge = edges.first else { throw GraphvizError.unknownEdge(key) }
            guard edges.count == 1 else { throw GraphvizError.ambiguousEdge(key) }
            return UnsafeMutableRawPointer(edge)
        }
    }

    private static func cgraphKind(_ kind: AttributeUpdate.Kind) -> Int32 {
        switch kind {
        case .graph: Int32(AGRAPH)
        case .node: Int32(AGNODE)
        case .edge: Int32(AGEDGE)
        }
    }

    private static func indexEdges(
        _ graph: UnsafeMutablePointer<Agraph_t>
    ) -> [String: [UnsafeMutablePointer<Agedge_t>]] {
        var index: [String: [UnsafeMutablePointer<Agedge_t>]] = [:]
        var node = agfstnode(graph)
        while let tail = node {
            var edge = agfstout(graph, tail)
            while let current = edge {
                if let name = agnameof(UnsafeMutableRawPointer(current)) {
                    index[String(cString: name), default: []].append(current)
                }
                edge = agnxtout(graph, current)
            }
            node = agnxtnode(graph, tail)
        }
        return index
    }
}
