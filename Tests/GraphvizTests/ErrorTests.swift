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
        BadInput(name: "unknown engine", dot: "digraph { a }", engine: "nonesuch") {
            if case .layout(engine: "nonesuch", let text) = $0 { text.contains("not recognized") } else { false }
        },
    ]

    @Test(arguments: badInputs)
    func badInputThrowsAndTheNextGraphWorks(_ sample: BadInput) throws {
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
    }

    @Test func unknownFormatThrowsAndTheGraphStillRenders() throws {
        let graph = try LaidOutGraph(dot: SampleGraphs.sixNodes)
        #expect {
            try graph.render(format: "nonesuch")
        } throws: { error in
            guard case GraphvizError.render(format: "nonesuch", let message) = error else { return false }
            return message.contains("nonesuch")
        }
        let svg = try SVGNodes(graph.render(format: "svg"))
        #expect(svg.nodes.count == 6)
    }

    @Test func otherLayoutEnginesWork() throws {
        for engine in ["neato", "circo", "fdp", "twopi"] {
            let graph = try LaidOutGraph(dot: SampleGraphs.sixNodes, engine: engine)
            #expect(graph.nodePositions.count == 6, "\(engine)")
        }
    }
}
