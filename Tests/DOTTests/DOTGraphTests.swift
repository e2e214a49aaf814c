import Testing

@testable import DOT

@Suite("DOT graph text")
struct DOTGraphTests {
    @Test func writesDefaultsNodesEdgesAndSubgraphsInOrder() {
        var graph = DOTGraph(
            id: "g",
            graphAttributes: ["rankdir": "TB", "label": "a \"title\""],
            nodeDefaults: ["shape": "box", "fillcolor": "#EEEEEE"],
            edgeDefaults: ["color": "#000000"],
            nodes: [DOTNode("v0", ["label": "node"]), DOTNode("v1")],
            edges: [DOTEdge("v0", "v1", ["key": "t1"])]
        )
        graph.subgraphs = [DOTSubgraph(id: "cluster_0", attributes: ["style": "dashed"], nodes: [DOTNode("v2")])]
        #expect(
            graph.dotText == """
                digraph g {
                  graph [rankdir=TB, label="a \\"title\\""];
                  node [shape=box, fillcolor="#EEEEEE"];
                  edge [color="#000000"];
                  v0 [label="node"];
                  v1;
                  v0 -> v1 [key=t1];
                  subgraph cluster_0 {
                    graph [style=dashed];
                    v2;
                  }
                }

                """)
    }

    @Test func undirectedGraphsUseDoubleDash() {
        let graph = DOTGraph(isDirected: false, edges: [DOTEdge("a", "b")])
        #expect(graph.dotText == "graph {\n  a -- b;\n}\n")
    }

    @Test func settingAnAttributeAgainKeepsItsPlace() {
        var attributes: DOTAttributes = ["a": "1", "b": "2", "c": "3"]
        attributes["b"] = "20"
        attributes["d"] = "4"
        attributes["a"] = nil
        #expect(attributes.entries.map(\.name) == ["b", "c", "d"])
        #expect(attributes.dotText == "[b=20, c=3, d=4]")
    }

    @Test func updatesAddressNodesByIdAndEdgesByKey() {
        let graph = DOTGraph(nodes: [DOTNode("v0")], edges: [DOTEdge("v0", "v0", ["key": "s0"])])
        let updated = graph.applying([
            AttributeUpdate(.node("v0"), "fillcolor", "#E69F00"),
            AttributeUpdate(.edge("s0"), "style", "invis"),
            AttributeUpdate(.graph, "bgcolor", "#121212"),
            AttributeUpdate(.node("missing"), "color", "red"),
        ])
        #expect(updated.node("v0")?.attributes["fillcolor"] == "#E69F00")
        #expect(updated.edge(key: "s0")?.attributes["style"] == "invis")
        #expect(updated.graphAttributes["bgcolor"] == "#121212")
        #expect(updated.nodes.count == 1)
    }
}
