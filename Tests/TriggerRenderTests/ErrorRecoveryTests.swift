import DOT
import Foundation
import Graphviz
import Testing
import TriggerDiagram
import TriggerModel
import TriggerRender

/// libgvc's failures come back as thrown errors, and the renderer keeps working after them.
@Suite("Errors from rendering")
struct ErrorRecoveryTests {
    static let tree = try! ViewTree(
        nodes: [
            ViewNode("Root", parent: nil, reads: []),
            ViewNode("Child", parent: "Root", reads: ["flag", "theme"]),
        ],
        storage: ["flag": .state(owner: "Root"), "theme": .environment]
    )
    static let changes = [Change("toggled", key: "flag"), Change("themed", key: "theme")]

    struct Failing: Sendable, CustomStringConvertible {
        let description: String
        let run: @Sendable () throws -> Void
        let matches: @Sendable (any Error) -> Bool
    }

    static let failures: [Failing] = [
        Failing(
            description: "unknown layout engine",
            run: { _ = try LaidOutGraph(dot: "digraph { a -> b }", engine: "nonesuch") },
            matches: { if case GraphvizError.layout(engine: "nonesuch", _) = $0 { true } else { false } }
        ),
        Failing(
            description: "DOT syntax error", run: { _ = try LaidOutGraph(dot: "digraph { a -> }") },
            matches: { if case GraphvizError.syntax = $0 { true } else { false } }
        ),
        Failing(
            description: "unknown output format",
            run: {
                _ = try LaidOutGraph(dot: "digraph { a -> b }").render(format: "nonesuch")
            },
            matches: { if case GraphvizError.render(format: "nonesuch", _) = $0 { true } else { false } }
        ),
        Failing(
            description: "renderer unavailable",
            run: {
                _ = try LaidOutGraph(dot: "digraph { a -> b }").render(format: "svg:nonesuch")
            },
            matches: { if case GraphvizError.render(format: "svg:nonesuch", _) = $0 { true } else { false } }
        ),
        Failing(
            description: "two graphs in one text", run: { _ = try LaidOutGraph(dot: "digraph { a } digraph { b }") },
            matches: { $0 as? GraphvizError == .multipleGraphs(count: 2) }
        ),
        Failing(
            description: "undeclared attribute",
            run: {
                try LaidOutGraph(dot: "digraph { a -> b }").update([AttributeUpdate(.node("a"), "fillcolor", "red")])
            },
            matches: { if case GraphvizError.undeclaredAttribute = $0 { true } else { false } }
        ),
    ]

    /// A renderer of its own, not a shared course layout: it is the one that sees the failure, and
    /// a second layout made after the failure must agree with it.
    @Test("A libgvc failure throws, and the next render and the next layout give the same frames", arguments: failures)
    func failureThenRender(_ failure: Failing) throws {
        let renderer = try DiagramRenderer(diagram: SequenceDiagram(tree: Self.tree, changes: Self.changes))
        let before = try OutputFormat.allCases.map { try renderer.render(frame: 1, format: $0) }
        #expect(throws: (any Error).self) { try failure.run() }
        do {
            try failure.run()
        } catch {
            #expect(failure.matches(error), "\(error)")
        }
        let after = try OutputFormat.allCases.map { try renderer.render(frame: 1, format: $0) }
        #expect(after[0] == before[0], "SVG changed after a failure")
        #expect(PNGHeader(after[1]) == PNGHeader(before[1]), "PNG size changed after a failure")
        #expect(after[2].starts(with: Array("%PDF".utf8)))
        #expect(after[3] == before[3])
        // A new layout of the same tree gives the same bytes as the first.
        let again = try DiagramRenderer(diagram: SequenceDiagram(tree: Self.tree, changes: Self.changes))
        #expect(try again.render(frame: 1, format: .svg) == before[0])
        #expect(try again.render(frame: 1, format: .dot) == before[3])
    }

    @Test("A frame out of range throws noSuchFrame", arguments: [-1, 2, 99])
    func noSuchFrame(_ index: Int) throws {
        let renderer = try DiagramRenderer(diagram: SequenceDiagram(tree: Self.tree, changes: Self.changes))
        for format in OutputFormat.allCases {
            #expect(throws: RenderError.noSuchFrame(index, count: 2)) {
                try renderer.render(frame: index, format: format)
            }
        }
        #expect(try renderer.render(frame: 0, format: .svg).isEmpty == false)
    }
}
