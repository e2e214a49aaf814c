import DOT
import Foundation
import Graphviz
import Testing

@Suite("Attributes changed between renders")
struct AttributeUpdateTests {
    @Test func declaredNodeAttributesShowInTheNextRender() throws {
        let graph = try LaidOutGraph(dot: SampleGraphs.sixNodes)
        try graph.update([
            AttributeUpdate(.node("Header"), "fillcolor", "#E69F00"),
            AttributeUpdate(.node("Header"), "class", "view recomputed local"),
            AttributeUpdate(.node("Row1"), "style", "invis"),
            AttributeUpdate(.node("List"), "color", "#D55E00"),
        ])
        let svg = try SVGNodes(graph.render(format: "svg"))
        #expect(svg.nodes["Header"]?.fills == ["#e69f00"] || svg.nodes["Header"]?.fills == ["#E69F00"])
        #expect(svg.nodes["Header"]?.classes == ["node", "view", "recomputed", "local"])
        #expect(svg.nodes["Row1"] == nil)
        #expect(svg.nodes["List"]?.strokes.first?.lowercased() == "#d55e00")
        #expect(svg.nodes["App"]?.fills.first?.lowercased() == "#eeeeee")
    }

    @Test func edgeIsFoundByItsKey() throws {
        let graph = try LaidOutGraph(dot: SampleGraphs.sixNodes)
        try graph.update(.edge("contentHeader"), "color", to: "#56B4E9")
        try graph.update(.edge("appContent"), "style", to: "invis")
        let svg = try SVGNodes(graph.render(format: "svg"))
        #expect(svg.edges["Content->Header"]?.strokes.allSatisfy { $0.lowercased() == "#56b4e9" } == true)
        #expect(svg.edges["App->Content"] == nil)
        #expect(svg.edges["List->Row1"]?.strokes.first?.lowercased() == "#9e9e9e")
    }

    @Test func edgeLaidOutInvisibleCanBeShownWithItsLabel() throws {
        let graph = try LaidOutGraph(
            dot: """
                digraph { edge [style=solid color=black]
                  Model -> Row [key=source style=invis label="count" color="#009E73"] }
                """)
        var svg = try SVGNodes(graph.render(format: "svg"))
        #expect(svg.edges["Model->Row"] == nil)
        try graph.update(.edge("source"), "style", to: "solid")
        let data = try graph.render(format: "svg")
        svg = try SVGNodes(data)
        #expect(svg.edges["Model->Row"]?.strokes.first?.lowercased() == "#009e73")
        #expect(String(decoding: data, as: UTF8.self).contains(">count</text>"))
    }

    @Test func graphAttributeChanges() throws {
        let graph = try LaidOutGraph(dot: SampleGraphs.sixNodes)
        try graph.update(.graph, "class", to: "frame3")
        let svg = String(decoding: try graph.render(format: "svg"), as: UTF8.self)
        #expect(svg.contains(#"class="graph frame3""#))
    }

    @Test func changesCanBeUndone() throws {
        let graph = try LaidOutGraph(dot: SampleGraphs.sixNodes)
        let before = try graph.render(format: "svg")
        try graph.update(.node("App"), "fillcolor", to: "#009E73")
        #expect(try graph.render(format: "svg") != before)
        try graph.update(.node("App"), "fillcolor", to: "#EEEEEE")
        #expect(try graph.render(format: "svg") == before)
    }

    struct Rejected: Sendable, CustomStringConvertible {
        var update: AttributeUpdate
        var error: GraphvizError
        var description: String { "\(update.target) \(update.name)" }
    }

    @Test(arguments: [
        Rejected(update: .init(.node("Nobody"), "fillcolor", "red"), error: .unknownNode("Nobody")),
        Rejected(update: .init(.edge("nokey"), "color", "red"), error: .unknownEdge("nokey")),
        Rejected(
            update: .init(.node("App"), "fontcolor", "red"),
            error: .undeclaredAttribute(name: "fontcolor", kind: .node)),
        Rejected(
            update: .init(.edge("appContent"), "arrowhead", "dot"),
            error: .undeclaredAttribute(name: "arrowhead", kind: .edge)),
        Rejected(
            update: .init(.graph, "bgcolor", "black"),
            error: .undeclaredAttribute(name: "bgcolor", kind: .graph)),
    ])
    func rejectedUpdateChangesNothing(_ sample: Rejected) throws {
        let graph = try LaidOutGraph(dot: SampleGraphs.sixNodes)
        let before = try graph.render(format: "svg")
        #expect(throws: sample.error) {
            try graph.update([AttributeUpdate(.node("App"), "fillcolor", "#009E73"), sample.update])
        }
        #expect(try graph.render(format: "svg") == before)
    }

    @Test func edgeKeyUsedTwiceIsAmbiguous() throws {
        let graph = try LaidOutGraph(dot: "digraph { edge [color=black]; a -> b [key=k]; c -> d [key=k] }")
        #expect(throws: GraphvizError.ambiguousEdge("k")) {
            try graph.update(.edge("k"), "color", to: "red")
        }
    }
}
