import DOT
import Foundation
import Graphviz
import Testing

/// Graph attributes and nodes added through cgraph draw as the same statements at the end of the text would.
@Suite("Nodes added after reading")
struct AddedNodesTests {
    static let attributes: DOTAttributes = ["dpi": "72", "label": .text("a \"quoted\" & \\ title")]
    static let nodes = [
        DOTNode("extra", ["label": .html(.element("B", [:], [.text("<bold> & \\N")])), "pos": "20,200"]),
        DOTNode("node", ["style": "invis", "class": "header", "id": "extra-1"]),
        DOTNode("extra", ["fillcolor": "#E69F00"]),
    ]

    @Test(arguments: ["svg", "png", "dot"])
    func drawAsStatementsInTheText(format: String) throws {
        var statements = DOTGraph(graphAttributes: Self.attributes, nodes: Self.nodes).dotText.split(separator: "\n")
        statements = Array(statements.dropFirst().dropLast())
        let text = SampleGraphs.sixNodes.dropLast() + statements.joined(separator: "\n") + "\n}\n"
        let inText = try LaidOutGraph(dot: String(text))
        let added = try LaidOutGraph(dot: SampleGraphs.sixNodes, graphAttributes: Self.attributes, nodes: Self.nodes)
        #expect(added.nodePositions == inText.nodePositions)
        #expect(try added.render(format: format) == inText.render(format: format))
    }

    @Test func addsNothingWhenGivenNothing() throws {
        let plain = try LaidOutGraph(dot: SampleGraphs.sixNodes)
        let added = try LaidOutGraph(dot: SampleGraphs.sixNodes, graphAttributes: [:], nodes: [])
        #expect(try added.render(format: "svg") == plain.render(format: "svg"))
    }
}
