import Foundation
import Testing
import TriggerDiagram

@testable import Graphviz
@testable import TriggerRender

/// The package's SVG renderer writes a web page's SVG (``WebSVGSettings``) in its own pass, byte
/// for byte what ``WebSVG``'s passes make of libgvc's own document: on graphs that reach what the
/// course does not (a text before its node's outline, gradients, anchors, local references,
/// layers, comments that look like key labels, an outline too far out to be written as usual).
@Suite("The web SVG written in the renderer's pass")
struct WebSVGWriterTests {
    static let keyLines = #"""
        <TABLE BORDER="0" CELLBORDER="0"><TR><TD><FONT POINT-SIZE="14"><B>Name</B></FONT></TD></TR>
        <TR><TD><FONT POINT-SIZE="12"><B>first</B></FONT></TD></TR><TR><TD><FONT POINT-SIZE="12"><B>second</B></FONT></TD></TR>
        <TR><TD><FONT POINT-SIZE="12"><B>third</B></FONT></TD></TR></TABLE>
        """#

    static func legend(_ id: String) -> String {
        let swatch = #"<TD BGCOLOR="%@" WIDTH="18" HEIGHT="14" FIXEDSIZE="TRUE"></TD>"#
        let text = #"<TD ALIGN="LEFT"><FONT POINT-SIZE="13">%@</FONT></TD>"#
        let cells = [
            swatch.replacing("%@", with: "#cc79a7"), text.replacing("%@", with: "environment 0"),
            swatch.replacing("%@", with: "#8a8a8a"), text.replacing("%@", with: "skipped 2"),
        ]
        return #""\#(id)" [id="\#(id)" class="header" shape=plaintext label=<<TABLE BORDER="0" CELLBORDER="0""#
            + #" CELLSPACING="4" CELLPADDING="1"><TR>\#(cells.joined())</TR></TABLE>>]"#
    }

    static let graphs: [String: (dot: String, engine: String)] = [
        "views": (
            ##"""
            digraph "Views" {
              node [fontname="DejaVu Sans" fontsize=12 shape=box]
              v1 [style="rounded,filled" fillcolor="#8a8a8a" label=<\##(keyLines)>]
              v2 [label=<\##(keyLines)>]
              src0 [shape=ellipse label="Environment"]
              v3 [shape=plaintext label=<<TABLE BORDER="0" CELLBORDER="0"><TR><TD><FONT POINT-SIZE="12"><B>early</B></FONT></TD><TD BGCOLOR="yellow">late</TD></TR></TABLE>>]
              v4 [style=filled fillcolor="white:#336699" label=<\##(keyLines)>]
              v5 [URL="#node1" tooltip="see url(#node2)" target="_top" label="anchored"]
              v6 [shape=plaintext label="no outline"]
              v7 [shape=circle style=radial fillcolor="white:#336699" label="radial"]
              v8 [fontname="Helvetica-Bold" label=<\##(keyLines)>]
              v9 [fontname="Times-Roman" label=<\##(keyLines)>]
              k1_0 [style=invis]
              k2 [comment="k2_1" label="a key label's comments"]
              k3 [comment="k3 note"]
              x [class="url(#x) view" label="classy" fillcolor="url(#x)" style=filled]
              v1 -> v2 -> src0
              src0 -> v3 [label="edge  label"]
              v4 -> v5 -> v6 -> v7 -> k2 -> x
              v8 -> v9
            }
            """##, "dot"
        ),
        "legend": (
            """
            digraph H {
              node [fontname="DejaVu Sans"]
              \(legend("header0-legend0"))
              \(legend("header0-legend1x"))
              \(legend("plain"))
            }
            """, "dot"
        ),
        "layers": (
            ##"""
            digraph L { layers="back:front"; node [fontname="DejaVu Sans"]; v1 [layer=back]; src1 [layer=front]; v1 -> src1 }
            """##, "dot"
        ),
        "far": (
            ##"""
            digraph F {
              node [fontname="DejaVu Sans" shape=box]
              v1 [pos="2000000000000,40" label=<\##(keyLines)>]
              v2 [pos="60,40" label=<\##(keyLines)>]
            }
            """##, "nop"
        ),
    ]

    static let marks = ["v1": 1, "v2": 7, "v3": 0, "v4": 2, "v8": 0, "v9": 2, "src0": 0, "x": 0]

    /// Gradient ids are counted per process by each renderer: made equal before comparing.
    static func text(_ svg: Data) -> String {
        String(decoding: svg, as: UTF8.self).replacing(/(url\(#|id=")(frame-)?([lr])_\d+/) {
            "\($0.1)\($0.2 ?? "")\($0.3)_N"
        }
    }

    func settings(_ theme: Theme) -> WebSVGSettings {
        WebSVG.settings(
            title: "a \"title\" & <more>", description: "Recomputed 1.", idPrefix: "frame", theme: theme,
            marks: Self.marks)
    }

    /// What WebSVG's passes make of libgvc's own document.
    func passes(_ graph: LaidOutGraph, theme: Theme) throws -> Data {
        let libgvcs = try SVGRenderPlugin.withLibgvcsOwn { try graph.render(format: "svg") }
        return try WebSVG.make(
            WebSVG.settingNodeText(
                WebSVG.settingLegendTextLengths(WebSVG.removingKeyLabelComments([UInt8](libgvcs))), marks: Self.marks),
            title: "a \"title\" & <more>", description: "Recomputed 1.", idPrefix: "frame", theme: theme)
    }

    @Test(arguments: graphs.keys.sorted(), [Theme.light, .dark])
    func writesWhatThePassesMake(_ name: String, theme: Theme) throws {
        let source = try #require(Self.graphs[name])
        let graph = try LaidOutGraph(dot: source.dot, engine: source.engine)
        let written = try #require(try graph.renderWebSVG(settings(theme)))
        #expect(Self.text(written) == Self.text(try passes(graph, theme: theme)))
        #expect(String(decoding: written, as: UTF8.self).hasPrefix("<svg\n viewBox="))
    }

    /// The graphs reach what they are meant to: marked and regular keys, text anchored at an
    /// outline's centre after it was written, prefixed gradients, anchors and local references,
    /// a legend's lengths, and key labels' comments left out.
    @Test func theGraphsReachWhatTheyAreFor() throws {
        func written(_ name: String) throws -> String {
            let source = try #require(Self.graphs[name])
            let graph = try LaidOutGraph(dot: source.dot, engine: source.engine)
            return String(decoding: try #require(try graph.renderWebSVG(settings(.light))), as: UTF8.self)
        }
        let views = try written("views")
        for part in [
            "class=\"matched-key\"", "font-weight=\"normal\"", "url(#frame-l_", "url(#frame-r_", "id=\"frame-l_",
            "xlink:href=\"#frame-node1\"", "see url(#frame-node2)", "class=\"node url(#frame-x) view\"",
            "<g id=\"frame-a_node", "<title id=\"frame-title\">a &quot;title&quot; &amp; &lt;more&gt;</title>",
            ">early</text>", "<!-- k3 note -->",
        ] {
            #expect(views.contains(part), "\(part)")
        }
        for part in ["<!-- k1_0 -->", "<!-- k2 -->", "<!-- k2_1 -->", "<?xml", "<!DOCTYPE", "Generated by", "pt\""] {
            #expect(!views.contains(part), "\(part)")
        }
        // The text before v3's outline, anchored at its middle once the outline is written.
        let early = try #require(
            views.firstRange(of: /<text text-anchor="middle" x="[0-9.]+" y="[-0-9.]+"[^>]*>early</))
        #expect(!views[early].isEmpty)
        let legend = try written("legend")
        #expect(legend.components(separatedBy: "textLength=").count == 2)
        let far = try written("far")
        #expect(far.contains("class=\"matched-key\"") && !far.contains(" width=\""))
    }

    /// libgvc's own renderer writes no web SVG: the caller makes it with the passes.
    @Test func libgvcsOwnWritesNone() throws {
        let graph = try LaidOutGraph(dot: try #require(Self.graphs["views"]).dot)
        #expect(try SVGRenderPlugin.withLibgvcsOwn { try graph.renderWebSVG(settings(.light)) } == nil)
    }
}
