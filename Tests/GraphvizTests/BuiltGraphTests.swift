import DOT
import Foundation
import GraphStructure
import Testing

@testable import Graphviz

/// A graph built through cgraph's calls is the graph cgraph's parser reads from its text: the
/// same objects in the same order, the same attributes declared in the same order, the same
/// values, HTML-like where the text has `<…>`.
@Suite("Graphs built without text")
struct BuiltGraphTests {
    /// Names and values that the text must quote and escape.
    static let hostile = [
        "plain", "node", "Graph", "-1.5", ".5", "1.", "", " ", "with space", "quote \" inside", "back\\slash",
        "trailing\\", "\\N and \\l", "line\nbreak", "crlf\r\nline", "lone\rcr", "tab\tand\u{7}bell", "del\u{7F}",
        "c1\u{85}", "bidi \u{202E}x", "ümlaut ✓ 🙂", "\u{FFFE}\u{FFFF}", "a&b &amp; <tag>", "-", "--", "a->b",
    ]

    static func graph(directed: Bool, id: String?) -> DOTGraph {
        var graph = DOTGraph(
            id: id, isDirected: directed,
            graphAttributes: ["rankdir": "TB", "label": .text("title & \"quoted\""), "class": ""],
            nodeDefaults: ["shape": "box", "fontname": "DejaVu Sans", "label": .html(.text("default <b>"))],
            edgeDefaults: ["color": "#9E9E9E", "key": "ignored as a default"])
        for (index, name) in hostile.enumerated() {
            graph.nodes.append(
                DOTNode(
                    name,
                    [
                        "label": index.isMultiple(of: 2)
                            ? .html(.element("B", [:], [.text("· " + name)])) : .text(name),
                        "tooltip": .string(name), "id": .string("n\(index)"),
                    ]))
        }
        for (tail, head) in zip(hostile, hostile.dropFirst()) {
            graph.edges.append(DOTEdge(tail, head, ["key": .string(tail + "→" + head), "label": .text(head)]))
        }
        graph.edges.append(DOTEdge("plain", "node"))
        graph.edges.append(DOTEdge("plain", "node", ["style": "invis"]))
        graph.subgraphs = [
            DOTSubgraph(attributes: ["rank": "same"], nodes: [DOTNode("plain"), DOTNode("new in row")]),
            DOTSubgraph(
                id: "cluster quoted \"one\"", attributes: ["label": .text("cluster"), "rank": "same"],
                nodes: [DOTNode("only here", ["shape": "ellipse"])],
                edges: [DOTEdge("only here", "plain", ["key": "k1", "weight": "0"]), DOTEdge("plain", "only here")]),
            DOTSubgraph(nodes: [DOTNode("-1.5"), DOTNode(".5")], edges: [DOTEdge("-1.5", ".5")]),
        ]
        return graph
    }

    @Test(
        "Built and read from text, hostile names and values included",
        arguments: [(true, "Tree"), (false, nil), (true, "digraph"), (true, "a \"b\" \\ c")])
    func builtIsRead(directed: Bool, id: String?) throws {
        let graph = Self.graph(directed: directed, id: id)
        let built = try #require(LaidOutGraph.structure(of: graph, built: true))
        let read = try #require(LaidOutGraph.structure(of: graph, built: false))
        #expect(built == read)
        // Not vacuous: the description holds the values, marked where HTML-like.
        #expect(built.contains("html:<B>· plain</B>") && built.contains("node crlf\\nline:"))
    }

    @Test("Built, laid out and drawn as read from text")
    func builtDrawsAsRead() throws {
        let graph = Self.graph(directed: true, id: "Tree")
        for format in ["svg", "dot"] {
            let built = try LaidOutGraph(graph: graph).render(format: format)
            let read = try LaidOutGraph(dot: graph.dotText).render(format: format)
            #expect(built == read, "\(format)")
        }
    }

    @Test(
        "A graph the parser reads otherwise is not built, and is read from its text",
        arguments: [
            ("a name beginning with %", DOTGraph(id: "G", nodes: [DOTNode("%x"), DOTNode("y")])),
            ("an empty HTML-like label", DOTGraph(id: "G", nodes: [DOTNode("a", ["label": .html(.text(""))])])),
            (
                "an HTML-like label that is also a plain string",
                DOTGraph(id: "G", nodes: [DOTNode("a", ["label": .html(.text("tooltip")), "tooltip": "x"])])
            ),
            (
                "two named subgraphs",
                DOTGraph(
                    id: "G", nodes: [DOTNode("a")],
                    subgraphs: [DOTSubgraph(id: "one", nodes: [DOTNode("a")]), DOTSubgraph(id: "two")])
            ),
        ])
    func readOtherwise(_ what: String, _ graph: DOTGraph) throws {
        #expect(LaidOutGraph.structure(of: graph, built: true) == nil, "\(what)")
        #expect(LaidOutGraph.structure(of: graph, built: false) != nil, "\(what)")
        // The one of these with a drawing of its own to compare: a % name becomes an anonymous
        // object numbered from cgraph's count for the whole process, an empty HTML-like label
        // does not lay out, and the order of named subgraphs depends on the heap.
        guard what.hasPrefix("an HTML-like label") else { return }
        #expect(
            try LaidOutGraph(graph: graph).render(format: "svg")
                == LaidOutGraph(dot: graph.dotText).render(format: "svg"),
            "\(what)")
    }

    @Test("What the parser reads is the text itself unless the text is escaped")
    func parsedStrings() {
        #expect(DOT.parsed("plain") == "plain")
        #expect(DOT.parsed("quote \" and \\ back") == "quote \" and \\\\ back")
        #expect(DOT.parsed("line\r\nbreak") == "line\\nbreak")
        #expect(DOT.parsed("bell\u{7}") == "bell ")
        #expect(DOTValue.html(.text("<b>")).parsed == ("&lt;b&gt;", true))
        #expect(DOTValue.text("a & b").parsed == ("a &amp; b", false))
    }
}
