import CGraphviz
import DOT

@testable import Graphviz

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LaidOutGraph {
    /// Everything cgraph holds of a graph before layout, as text, for telling two graphs apart
    /// (the tests hold ``GraphBuilder`` to cgraph's parser with it):
    /// every attribute declared (index, name, default, whether it is written), and every object
    /// in cgraph's order (root, nodes, each node's out-edges, subgraphs) with its name and
    /// every attribute's value, HTML-like values marked.
    /// - Parameter dot: The graph, built (``init(graph:engine:graphAttributes:nodes:)``'s way) or
    ///   read from its text (``init(dot:engine:graphAttributes:nodes:)``'s way).
    /// - Returns: The description, or nil when cgraph could not make or read the graph.
    public static func structure(of dot: DOTGraph, built: Bool) -> String? {
        let runtime = GraphvizRuntime.shared
        return runtime.locked {
            let graph = built ? GraphBuilder.build(dot) : try? readOneGraph(dot.dotText, runtime)
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
                lines[line] = lines[line].replacingEvery("%\u{0}\(number)", with: "%+\(number - first)")
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func text(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? "nil"
    }
}
