import DOT
import Foundation
import Graphviz
import Testing

/// A laid-out graph taken over and laid out again with `nop2` draws what the DOT text libgvc
/// writes for it, read back and laid out with `nop2`, draws: the same places, sizes and pictures,
/// its objects in the order they were made rather than the text's.
@Suite("A laid-out graph laid out again in place")
struct TakeOverTests {
    /// A rank row (the text writes its nodes first), HTML-like and plain labels, an external label.
    static let body = """
        digraph Body {
          node [shape=box style="rounded,filled" fillcolor="#EEEEEE" fontname="DejaVu Sans"]
          edge [color="#9E9E9E" style=solid]
          a [label=<<B>Root</B><BR/>reads <I>key</I>>]
          a -> b [key=ab]
          a -> c [xlabel="off-rule"]
          c -> d
          b -> d [label="x"]
          { rank=same; d; c }
        }
        """
    /// Pinned above the body, as frame headers are; one reaches left of it.
    static let added = [
        DOTNode(
            "title", ["label": .html(.element("B", [:], [.text("A title wider than the body is")])), "pos": "-40,260"]),
        DOTNode("legend", ["label": "legend", "pos": "60,230", "style": "invis"]),
    ]
    static let attributes: DOTAttributes = ["dpi": "72"]

    /// Every node and edge group of an SVG, its id left out, sorted.
    static func groups(_ svg: Data) -> [String] {
        let text = String(decoding: svg, as: UTF8.self)
        return text.matches(of: /<g id="[^"]*" (class="(?:node|edge)">.*?<\/g>)/.dotMatchesNewlines())
            .map { String($0.1) }.sorted()
    }

    @Test func drawsWhatItsTextReadBackDraws() throws {
        let annotated = String(decoding: try LaidOutGraph(dot: Self.body).render(format: "dot"), as: UTF8.self)
        let read = try LaidOutGraph(
            dot: annotated, engine: "nop2", graphAttributes: Self.attributes, nodes: Self.added)
        let taken = try LaidOutGraph(
            takingOver: LaidOutGraph(dot: Self.body), engine: "nop2", graphAttributes: Self.attributes,
            nodes: Self.added)
        #expect(taken.boundingBox == read.boundingBox)
        #expect(taken.nodePositions == read.nodePositions)
        #expect(taken.nodeSizes == read.nodeSizes)
        let (takenSVG, readSVG) = (try taken.render(format: "svg"), try read.render(format: "svg"))
        #expect(Self.groups(takenSVG).count == 5 + 4)
        #expect(Self.groups(takenSVG) == Self.groups(readSVG))
        #expect(try taken.render(format: "png") == read.render(format: "png"))
        // Made in the body's order: a, b, c, d. Read back, the rank row's d and c come first.
        let order = { (svg: Data) in
            String(decoding: svg, as: UTF8.self).matches(of: /class="node">\n<title>([^<]*)</).map { String($0.1) }
        }
        #expect(order(takenSVG) == ["a", "b", "c", "d", "title", "legend"].filter { $0 != "legend" })
        #expect(order(readSVG) != order(takenSVG))
    }

    @Test func keepsWorkingForUpdatesAndRenders() throws {
        let taken = try LaidOutGraph(
            takingOver: LaidOutGraph(dot: Self.body), engine: "nop2", graphAttributes: Self.attributes,
            nodes: Self.added)
        try taken.update([
            AttributeUpdate(.node("b"), "fillcolor", "#E69F00"), AttributeUpdate(.edge("ab"), "style", "dashed"),
        ])
        let svg = String(decoding: try taken.render(format: "svg"), as: UTF8.self)
        #expect(svg.contains(##"fill="#e69f00""##))
        #expect(svg.contains("stroke-dasharray"))
    }
}
