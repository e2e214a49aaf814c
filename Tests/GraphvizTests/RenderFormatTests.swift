import Foundation
import Graphviz
import Testing

@Suite("Rendering a laid-out graph")
struct RenderFormatTests {
    @Test func svgDrawsEveryNode() throws {
        let graph = try LaidOutGraph(dot: SampleGraphs.sixNodes)
        let svg = try SVGNodes(graph.render(format: "svg"))
        #expect(Set(svg.nodes.keys) == ["App", "Content", "Header", "List", "Row1", "Row2"])
        #expect(svg.nodes["App"]?.classes == ["node", "view"])
        #expect(svg.edges.count == 5)
    }

    @Test func pngHasSignatureAndTheCanvasSize() throws {
        let graph = try LaidOutGraph(dot: SampleGraphs.sixNodes)
        let png = try graph.render(format: "png")
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(png.dropFirst(12).prefix(4) == Data("IHDR".utf8))
        let width = png.dropFirst(16).prefix(4).reduce(0) { $0 << 8 | Int($1) }
        let height = png.dropFirst(20).prefix(4).reduce(0) { $0 << 8 | Int($1) }
        // 96 dpi over a 72-point inch, plus the 4-point pad on each side.
        let box = graph.boundingBox
        #expect(abs(Double(width) - (box.width + 8) * 96 / 72) <= 2)
        #expect(abs(Double(height) - (box.height + 8) * 96 / 72) <= 2)
    }

    struct TextFormat: Sendable, CustomStringConvertible {
        var format: String
        var prefix: String
        var description: String { format }
    }

    @Test(arguments: [
        TextFormat(format: "pdf", prefix: "%PDF-"),
        TextFormat(format: "dot", prefix: "digraph Tree {"),
        TextFormat(format: "xdot", prefix: "digraph Tree {"),
        TextFormat(format: "plain", prefix: "graph 1 "),
        TextFormat(format: "svg", prefix: "<?xml"),
    ])
    func formatStartsAsExpected(_ sample: TextFormat) throws {
        let graph = try LaidOutGraph(dot: SampleGraphs.sixNodes)
        let data = try graph.render(format: sample.format)
        #expect(data.prefix(sample.prefix.utf8.count) == Data(sample.prefix.utf8))
    }

    @Test func versionIsReported() {
        #expect(GraphvizLibrary.version.hasPrefix("2."))
    }
}
