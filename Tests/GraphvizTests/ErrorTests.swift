import Foundation
import Graphviz
import Testing

@Suite("Errors are thrown, and Graphviz stays usable")
struct ErrorTests {
    struct BadInput: Sendable, CustomStringConvertible {
        var name: String
        var dot: String
        var engine = "dot"
        var matches: @Sendable (GraphvizError) -> Bool
        var description: String { name }
    }

    static let badInputs: [BadInput] = [
        BadInput(name: "syntax error", dot: "digraph { a -> }") {
            if case .syntax(let text) = $0 { text.contains("syntax error") } else { false }
        },
        BadInput(name: "two graphs", dot: "digraph A { a } digraph B { b }") {
            $0 == .multipleGraphs(count: 2)
        },
        BadInput(name: "three graphs", dot: "graph A { a } graph B { b } graph C { c }") {
            $0 == .multipleGraphs(count: 3)
        },
        BadInput(name: "garbage after a graph", dot: "digraph A { a } }") {
            if case .syntax = $0 { true } else { false }
        },
        BadInput(name: "empty input", dot: "  // nothing\n") { $0 == .emptyInput },
        // libgvc reports it and returns 0, drawing the node's name instead of the label.
        BadInput(name: "HTML-like label that does not parse", dot: "digraph { a [label=<<b>x</i>>]; a -> b }") {
            if case .layout(engine: "dot", let text) = $0 { text.contains("mismatched tag") } else { false }
        },
        BadInput(name: "unknown engine", dot: "digraph { a }", engine: "nonesuch") {
            if case .layout(engine: "nonesuch", let text) = $0 { text.contains("not recognized") } else { false }
        },
    ]

    /// A good graph's layout and SVG, to compare with what the same graph gives after a failure.
    static func goodGraph() throws -> (box: LayoutBox, positions: [String: LayoutPoint], svg: Data) {
        let graph = try LaidOutGraph(dot: SampleGraphs.sixNodes)
        return (graph.boundingBox, graph.nodePositions, try graph.render(format: "svg"))
    }

    @Test(arguments: badInputs)
    func badInputThrowsAndTheNextGraphWorks(_ sample: BadInput) throws {
        let before = try Self.goodGraph()
        do {
            _ = try LaidOutGraph(dot: sample.dot, engine: sample.engine)
            Issue.record("expected an error")
        } catch let error as GraphvizError {
            #expect(sample.matches(error), "\(error)")
        }
        // Nothing left over in the lexer: the next graph is read as written.
        let next = try LaidOutGraph(dot: "digraph Next { only }")
        #expect(Set(next.nodePositions.keys) == ["only"])
        #expect(try next.render(format: "svg").isEmpty == false)
        // And a good graph lays out and renders exactly as it did before the failure.
        let after = try Self.goodGraph()
        #expect(after.box == before.box)
        #expect(after.positions == before.positions)
        #expect(after.svg == before.svg)
    }

    /// Formats libgvc cannot render: an unknown format, and known formats whose renderer or
    /// device is unavailable, so that `gvRenderData` fails after the job has started.
    @Test(arguments: ["nonesuch", "", "svg:nonesuch", "png:cairo:nonesuch", "dot:dot:nonesuch"])
    func aFailedRenderThrowsAndTheGraphStillRenders(_ format: String) throws {
        let graph = try LaidOutGraph(dot: SampleGraphs.sixNodes)
        let before = try graph.render(format: "svg")
        let pngBefore = try graph.render(format: "png")
        #expect {
            try graph.render(format: format)
        } throws: { error in
            guard case GraphvizError.render(format: format, let message) = error else { return false }
            return message.contains("renderer for \(format) is unavailable")
        }
        #expect(try graph.render(format: "svg") == before)
        #expect(try graph.render(format: "png") == pngBefore)
        #expect(try SVGNodes(graph.render(format: "svg")).nodes.count == 6)
        // A new layout of the same graph renders the same bytes too.
        #expect(try LaidOutGraph(dot: SampleGraphs.sixNodes).render(format: "svg") == before)
    }

    @Test func otherLayoutEnginesWork() throws {
        for engine in ["neato", "circo", "fdp", "twopi"] {
            let graph = try LaidOutGraph(dot: SampleGraphs.sixNodes, engine: engine)
            #expect(graph.nodePositions.count == 6, "\(engine)")
        }
    }
}
