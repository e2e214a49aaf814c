import DOT
import Foundation
import Graphviz
import Testing

@Suite("Layout facts stay put across frames")
struct LayoutStabilityTests {
    @Test func positionsAndBoxAreStableAcrossAttributeChanges() throws {
        let graph = try LaidOutGraph(dot: SampleGraphs.sixNodes)
        let box = graph.boundingBox
        let positions = graph.nodePositions
        #expect(positions.count == 6)
        #expect(box.width > 0 && box.height > 0)
        // Edges run top to bottom: a parent sits above its child.
        #expect(try graph.position(ofNode: "App").y > graph.position(ofNode: "Content").y)

        let firstSVG = try graph.render(format: "svg")
        try graph.update([
            AttributeUpdate(.node("App"), "style", "invis"),
            AttributeUpdate(.node("List"), "penwidth", "3"),
            AttributeUpdate(.edge("appContent"), "style", "invis"),
        ])
        let secondSVG = try graph.render(format: "svg")
        #expect(graph.boundingBox == box)
        #expect(graph.nodePositions == positions)
        #expect(Self.viewBox(firstSVG) == Self.viewBox(secondSVG))
        let plain = String(decoding: try graph.render(format: "plain"), as: UTF8.self)
        let size = plain.prefix { $0 != "\n" }.split(separator: " ").dropFirst(2).compactMap { Double($0) }
        #expect(size == [box.width / 72, box.height / 72])
    }

    @Test func unknownNodeHasNoPosition() throws {
        let graph = try LaidOutGraph(dot: SampleGraphs.sixNodes)
        #expect(throws: GraphvizError.unknownNode("Ghost")) { try graph.position(ofNode: "Ghost") }
    }

    /// A graph renders its own attributes and keeps its positions after another graph's layout.
    @Test func interleavedGraphsRenderTheirOwnAttributes() throws {
        let body = try LaidOutGraph(dot: SampleGraphs.sixNodes)
        try body.update(.node("App"), "fillcolor", to: "#CC79A7")
        let positions = body.nodePositions
        do {
            let header = try LaidOutGraph(
                dot: #"digraph { node [shape=plaintext tooltip="" penwidth=2]; title [label="Tap: count changed"] }"#)
            _ = try header.render(format: "svg")
            let svg = try SVGNodes(body.render(format: "svg"))
            #expect(svg.nodes["App"]?.fills.first?.lowercased() == "#cc79a7")
        }
        // The header graph is gone; rendering the body must not touch its symbols.
        let svg = try SVGNodes(body.render(format: "svg"))
        #expect(svg.nodes["App"]?.fills.first?.lowercased() == "#cc79a7")
        #expect(body.nodePositions == positions)
    }

    /// Graphs laid out one after another, whose layouts declare different attributes, render in
    /// any order with their own: libgvc's attribute symbols are put back per graph.
    @Test func graphsRenderInAnyOrderWithTheirOwnSymbols() throws {
        let filled = try LaidOutGraph(dot: ##"digraph { node [style=filled fillcolor="#EEEEEE"]; A -> B }"##)
        try filled.update(.node("A"), "fillcolor", to: "#E69F00")
        let filledAlone = try filled.render(format: "svg")
        let dashed = try LaidOutGraph(
            dot: ##"digraph { edge [style=dashed color="#D55E00"]; node [penwidth=3]; X -> Y }"##)
        try dashed.update(.node("Y"), "penwidth", to: "1")
        let dashedAlone = try dashed.render(format: "svg")
        for _ in 0..<3 {
            let first = try filled.render(format: "svg")
            #expect(first == filledAlone)
            #expect(try SVGNodes(first).nodes["A"]?.fills.first?.lowercased() == "#e69f00")
            let second = try dashed.render(format: "svg")
            #expect(second == dashedAlone)
            #expect(String(decoding: second, as: UTF8.self).contains("stroke-dasharray"))
        }
    }

    private static func viewBox(_ svg: Data) -> Substring? {
        let text = String(decoding: svg, as: UTF8.self)
        guard let start = text.range(of: "viewBox=\"") else { return nil }
        return text[start.upperBound...].prefix { $0 != "\"" }
    }
}
