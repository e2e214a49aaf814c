import Foundation
import Testing

@testable import Graphviz

/// The package's SVG renderer (``SVGRenderPlugin``) draws what libgvc 2.42's own draws, byte for
/// byte, through the public plugin API.
@Suite("The package's SVG renderer")
struct SVGRenderPluginTests {
    /// Graphs that reach every part of the renderer: clusters, classes, ports, anchors, comments,
    /// a style sheet, pens, translucent and transparent paints, gradients, layers, HTML-like text
    /// in every face, text to escape, and an undirected graph.
    static let graphs: [String: String] = [
        "features": ##"""
        digraph "Feat&ures -- <1>" {
          graph [stylesheet="style.css" comment="a -- comment & <more>" class="top"]
          node [fontname="DejaVu Sans" fontsize=11]
          subgraph cluster_a { label="Cluster  A"; class="group"; style=filled; fillcolor="#ff000080"; x; y }
          x [shape=record label="<p> left|<q> right" class="view key"]
          y [label="it's \"quoted\" & &amp; <tag> a - b   c" URL="https://example.com/?a=1&b=2"
             tooltip="tip\nline & more" target="_top" id="why"]
          z [shape=ellipse style="filled,dashed" fillcolor="transparent" color="#00000080" penwidth=2.5]
          w [shape=polygon sides=5 style="filled,dotted" fillcolor="yellow:blue" gradientangle=30]
          v [shape=circle style=radial fillcolor="white:#336699" comment="node comment"]
          h [shape=plain label=<<B>bold</B> <I>italic</I> <U>under</U> <S>struck</S> <O>over</O>
             x<SUB>2</SUB>y<SUP>3</SUP> <FONT COLOR="#ff000080">red</FONT> <FONT FACE="Helvetica">ps</FONT>>]
          x:p -> y [label="edge  label" fontcolor=red arrowhead=odot dir=both]
          x:q -> z:n [style=invis]
          y -> w [color="red:blue" penwidth=0.5]
          w -> v [style=tapered penwidth=4 arrowhead=none]
          v -> h [headlabel="-h" taillabel="t-"]
        }
        """##,
        "undirected": ##"""
        graph U { node [fontname="DejaVu Sans" shape=box]; a -- b -- c; a -- c [label="a--c"] }
        """##,
        "layers": ##"""
        digraph L { layers="back:front"; node [fontname="DejaVu Sans"]; a [layer=back]; b [layer=front]; a -> b }
        """##,
        "sixNodes": SampleGraphs.sixNodes,
        "wide": SampleGraphs.wide(40),
    ]

    /// Gradient ids are counted per process by each renderer: made equal before comparing.
    static func text(_ svg: Data) -> String {
        String(decoding: svg, as: UTF8.self).replacing(/(url\(#|id=")([lr])_\d+/) { "\($0.1)\($0.2)_N" }
    }

    @Test(arguments: graphs.keys.sorted())
    func drawsWhatLibgvcDraws(_ name: String) throws {
        let graph = try LaidOutGraph(dot: try #require(Self.graphs[name]))
        let libgvcs = try SVGRenderPlugin.withLibgvcsOwn { try graph.render(format: "svg") }
        let ours = try graph.render(format: "svg")
        #expect(Self.text(ours) == Self.text(libgvcs))
        #expect(String(decoding: ours, as: UTF8.self).hasSuffix("</svg>\n"))
    }

    /// The features graph does reach what it is meant to: a gradient of each kind, an anchor, a
    /// comment, a layer, a port in an edge's title, and text escaped.
    @Test func theFeaturesAreDrawn() throws {
        let graph = try LaidOutGraph(dot: try #require(Self.graphs["features"]))
        let svg = String(decoding: try graph.render(format: "svg"), as: UTF8.self)
        for part in [
            "<linearGradient", "<radialGradient", "xlink:href=", "<!-- a &#45;&#45; comment", "stroke-dasharray",
            "fill-opacity", "<title>x:p&#45;&gt;y</title>",
            "it&#39;s &quot;quoted&quot; &amp; &amp; &lt;tag&gt; a &#45; b &#160;&#160;c",
            "text-decoration", "baseline-shift",
            "<?xml-stylesheet", "class=\"node view key\"",
        ] {
            #expect(svg.contains(part), "\(part)")
        }
        let layered = String(
            decoding: try LaidOutGraph(dot: try #require(Self.graphs["layers"])).render(format: "svg"), as: UTF8.self)
        #expect(layered.contains("class=\"layer\"") && layered.contains("_front\""))
    }

    /// Colours the renderer was told of are taken by libgvc as they are, and read by the
    /// renderer: in every place a colour is drawn (a fill, a border, text, a gradient's stops, a
    /// table cell), in any case, the document is the one libgvc's own draws through `colorxlate`.
    @Test func coloursItWasToldOfAreDrawnAsLibgvcTranslatesThem() throws {
        let colours = ["#AB12EF", "#00ff7f", "#C0FFEE", "#123456"]
        GraphvizLibrary.knowColours(colours + ["red", "#12345", "#1234567", "#GG0000"])
        let graph = try LaidOutGraph(
            dot: """
                digraph C {
                  node [fontname="DejaVu Sans" style=filled fillcolor="#AB12EF" color="#00ff7f" fontcolor="#C0FFEE"]
                  a; b [fillcolor="#123456:#ab12ef"]
                  c [shape=plain label=<<TABLE BGCOLOR="#C0FFEE" COLOR="#123456"><TR><TD BGCOLOR="#AB12EF">
                     <FONT COLOR="#00FF7F">cell</FONT></TD></TR></TABLE>>]
                  a -> b [color="#123456" fontcolor="#AB12EF" label="edge"]; b -> c
                }
                """)
        let libgvcs = try SVGRenderPlugin.withLibgvcsOwn { try graph.render(format: "svg") }
        let ours = try graph.render(format: "svg")
        #expect(Self.text(ours) == Self.text(libgvcs))
        let svg = Self.text(ours)
        #expect(svg.contains("#ab12ef") && svg.contains("#c0ffee") && !svg.contains("#AB12EF"))
    }

    /// A colour list whose first colour the renderer knows (a pen, a font colour) is drawn in that
    /// first colour, as libgvc translates it: libgvc hands the whole list on as the known name.
    @Test func aListWhoseFirstColourIsKnownIsDrawnInItsFirstColour() throws {
        GraphvizLibrary.knowColours(["#00FF7F", "#123456"])
        let graph = try LaidOutGraph(
            dot: """
                digraph L {
                  a [fontname="DejaVu Sans" color="#00ff7f:#123456" fontcolor="#123456:#00ff7f"]
                  a -> b [color="#123456:#00ff7f"]
                }
                """)
        let libgvcs = Self.text(try SVGRenderPlugin.withLibgvcsOwn { try graph.render(format: "svg") })
        let ours = Self.text(try graph.render(format: "svg"))
        #expect(ours == libgvcs)
        #expect(!ours.contains(":#"), "no list is written as one colour")
    }

    /// The format `svg` is the package's renderer's (its numbers counted), and libgvc's own
    /// draws when asked for.
    @Test func svgIsDrawnByThePackage() throws {
        let graph = try LaidOutGraph(dot: SampleGraphs.sixNodes)
        #expect(SVGRenderPlugin.isInstalled == !GraphvizLibrary.builtInPlugins.isEmpty)
        let before = SVGRenderPlugin.exactNumbersHere
        _ = try SVGRenderPlugin.withLibgvcsOwn { try graph.render(format: "svg") }
        #expect(SVGRenderPlugin.exactNumbersHere == before)
        _ = try graph.render(format: "svg")
        #expect(SVGRenderPlugin.exactNumbersHere > before + 20)
    }
}
