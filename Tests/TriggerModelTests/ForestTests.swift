import Testing
import TriggerModel

@Test func stateOfAnotherRootIsOffRuleInAForest() throws {
    let tree = try ViewTree(
        nodes: [
            ViewNode("Left", parent: nil, reads: ["count"]),
            ViewNode("LeftChild", parent: "Left", reads: ["count"]),
            ViewNode("Right", parent: nil, reads: []),
            ViewNode("RightChild", parent: "Right", reads: ["count"]),
        ], storage: ["count": .state(owner: "Left")])
    let outcome = tree.change("tick", key: "count")
    #expect(
        outcome.textLine
            == "tick: count changed | recomputed Left local, LeftChild parent, RightChild off-rule | skipped Right")
}

@Test func deepAncestorIsParent() throws {
    let names = (0..<50).map { "V\($0)" }
    let nodes = names.enumerated().map { index, name in
        ViewNode(name, parent: index == 0 ? nil : names[index - 1], reads: index == 49 ? ["k"] : [])
    }
    let tree = try ViewTree(nodes: nodes, storage: ["k": .state(owner: "V0")])
    #expect(tree.change("deep", key: "k").recomputed.map(\.cause) == [.parent])
    #expect(tree.isAncestor(0, of: 49))
    #expect(!tree.isAncestor(49, of: 0))
}

@Test func childrenMayPrecedeTheirParents() throws {
    let tree = try ViewTree(
        nodes: [
            ViewNode("Child", parent: "Root", reads: ["k"]),
            ViewNode("Root", parent: nil, reads: []),
        ], storage: ["k": .state(owner: "Root")])
    #expect(tree.change("c", key: "k").recomputed.map(\.cause) == [.parent])
}

/// A view's depth is its parent's plus one, a root's 0, in every tree of a forest, whatever the
/// order its views are listed in.
@Test func depthsCountFromEachRootInAnyOrder() throws {
    let tree = try ViewTree(
        nodes: [
            ViewNode("Leaf", parent: "Middle", reads: []),
            ViewNode("Middle", parent: "Root", reads: []),
            ViewNode("Other", parent: nil, reads: []),
            ViewNode("Root", parent: nil, reads: []),
            ViewNode("Sibling", parent: "Root", reads: []),
            ViewNode("OtherChild", parent: "Other", reads: []),
            ViewNode("Deepest", parent: "Leaf", reads: []),
        ], storage: [:])
    #expect(tree.depths() == [2, 1, 0, 0, 1, 1, 3])
}
