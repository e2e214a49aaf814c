import Testing
import TriggerModel

@testable import TriggerDiagram

/// What the body asks of dot stays bounded whatever the tree's shape: source edges within a
/// row budget, one edge of each source node ranking, no label with a rank of its own.
@Suite("Layout budget")
struct LayoutBudgetTests {
    /// A chain of `count` views, each the child of the one before, each reading `key` from `storage`.
    static func chain(_ count: Int, storage: Storage) -> ViewTree {
        let nodes = (0..<count).map { ViewNode("V\($0)", parent: $0 == 0 ? nil : "V\($0 - 1)", reads: ["k"]) }
        return try! ViewTree(nodes: nodes, storage: ["k": storage])
    }

    @Test(arguments: [Storage.environment, .model(object: "Store")])
    func deepReadersOfOneSourceShareTheRowBudget(_ storage: Storage) {
        let tree = Self.chain(300, storage: storage)
        let diagram = SequenceDiagram(tree: tree, changes: [Change("c", key: "k")])
        let parts = diagram.parts
        let depths = tree.nodes.indices.map { $0 }  // a chain: a view's depth is its position
        // Spans above the ranking edge's row: together within the budget.
        let spans = parts.sourceEdges.filter { !$0.ranks }.map { depths[299] - depths[$0.reader] + 1 }
        let long = spans.filter { $0 > BodyParts.shortSpan }
        #expect(long.reduce(0, +) <= BodyParts.spanBudget)
        #expect(parts.omittedSourceEdges > 0 && parts.omittedSourceEdges + parts.sourceEdges.count == 300)
        // The deepest readers keep their edges; one ranks (the source sits below its deepest reader).
        #expect(parts.sourceEdges.filter(\.ranks).map(\.reader) == [299])
        #expect(Set(parts.sourceEdges.map(\.reader)) == Set((300 - parts.sourceEdges.count)..<300))
        // Every reader is still recomputed in the frame, with its key marked.
        let frame = diagram.frame(0)
        #expect(frame.outcome.recomputed.count == 300 && frame.matchedKeyLines.count == 300)
    }

    @Test func aParentChainHasNoSourceEdgeAndNoLabel() {
        let tree = Self.chain(500, storage: .state(owner: "V0"))
        let diagram = SequenceDiagram(tree: tree, changes: [Change("c", key: "k")])
        #expect(diagram.parts.sourceEdges.isEmpty)
        let body = diagram.body
        #expect(body.edges.count == 499, "one edge a tree edge, no twin")
        #expect(body.edges.filter { $0.attributes["label"] != nil || $0.attributes["xlabel"] != nil }.isEmpty)
        #expect(body.graphAttributes["ordering"] == "out")
    }

    @Test func aShallowBlockKeepsEverySourceEdge() {
        let tree = try! ViewTree(
            nodes: [
                ViewNode("Root", parent: nil, reads: []),
                ViewNode("A", parent: "Root", reads: ["e"]),
                ViewNode("B", parent: "A", reads: ["e"]),
                ViewNode("C", parent: "B", reads: ["e"]),
            ], storage: ["e": .environment])
        let parts = SequenceDiagram(tree: tree, changes: [Change("c", key: "e")]).parts
        #expect(parts.omittedSourceEdges == 0 && parts.sourceEdges.map(\.reader) == [1, 2, 3])
    }
}
