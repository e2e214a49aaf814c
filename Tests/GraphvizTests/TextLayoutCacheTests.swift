import Foundation
import Testing

@testable import Graphviz

/// Each distinct piece of text is measured once, by HarfBuzz or Pango; what libgvc lays out and
/// draws with the measure it remembered is what it would have drawn with a fresh one.
///
/// One test at a time: the one that fills the memory past its capacity empties it, which would
/// pull a remembered text from under another of these. (The course and the other suites measure
/// far fewer distinct texts than the capacity.)
@Suite("Text measured once", .serialized)
struct TextLayoutCacheTests {
    static let font = "DejaVu Sans"

    /// A graph of plain text nodes, with a text no other test measures.
    static func graph(_ labels: [String], fontsize: Double = 14) -> String {
        let nodes = labels.enumerated().map { "n\($0.offset) [label=<\($0.element)>]" }.joined(separator: "; ")
        return #"digraph G { node [shape=plaintext fontname="\#(font)" fontsize=\#(fontsize) margin=0]; \#(nodes) }"#
    }

    @Test func isTheContextsTextLayout() {
        #expect(TextLayoutCache.statistics.installed)
    }

    @Test func aTextMeasuredAgainIsAnsweredFromMemoryAndDrawnTheSame() throws {
        let text = "Remembered \(UUID().uuidString.prefix(8))"
        #expect(!TextLayoutCache.holds(text, font: Self.font, size: 14))
        let first = try LaidOutGraph(dot: Self.graph([text, "x"]))
        #expect(TextLayoutCache.holds(text, font: Self.font, size: 14))
        let remembered = TextLayoutCache.statistics.remembered
        let second = try LaidOutGraph(dot: Self.graph([text, "x"]))
        #expect(TextLayoutCache.statistics.remembered >= remembered + 2)
        #expect(second.nodeSizes == first.nodeSizes)
        // Cairo draws the text from the layout Pango made when it was first drawn, which both graphs share.
        for format in ["svg", "png"] {
            #expect(try second.render(format: format) == first.render(format: format), "\(format)")
        }
    }

    @Test func sizeAndStyleAreMeasuredApart() throws {
        let text = "Styled \(UUID().uuidString.prefix(8))"
        let small = try LaidOutGraph(dot: Self.graph([text, "<B>\(text)</B>"], fontsize: 10))
        let large = try LaidOutGraph(dot: Self.graph([text], fontsize: 20))
        let (plain, bold, larger) = try (
            #require(small.nodeSizes["n0"]), #require(small.nodeSizes["n1"]), #require(large.nodeSizes["n0"])
        )
        #expect(bold.width > plain.width)
        #expect(larger.width > plain.width * 1.8)
        #expect(TextLayoutCache.holds(text, font: Self.font, size: 10, flags: 1))  // HTML_BF
    }

    /// Past its capacity it forgets what it held, so its memory stays bounded.
    @Test func holdsAtMostItsCapacity() throws {
        let count = TextLayoutCache.capacity + 10
        let nodes = (0..<count).map { #"n\#($0) [label="c\#($0)" pos="0,\#($0 * 20)"]"# }.joined(separator: "; ")
        let dot = #"digraph { node [shape=plaintext fontname="\#(Self.font)"]; \#(nodes) }"#
        _ = try LaidOutGraph(dot: dot, engine: "nop2")
        #expect(TextLayoutCache.statistics.held <= TextLayoutCache.capacity)
        #expect(TextLayoutCache.statistics.held > 0)
    }
}
