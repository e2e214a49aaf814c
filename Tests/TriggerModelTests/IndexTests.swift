import Testing

@testable import TriggerModel

extension ViewTree {
    /// The positions of the views that read `key`, in tree order.
    func readerPositions(of key: String) -> [Int] {
        guard let number = keyNumbers.number(of: key) else { return [] }
        return readers(ofKey: number).map(Int.init)
    }
}

/// The interned index answers what the names say, for the keys and owners that have no node number.
private func tree() throws -> ViewTree {
    try ViewTree(
        nodes: [
            ViewNode("Root", parent: nil, reads: ["ghostState", "stored"]),
            ViewNode("Child", parent: "Root", reads: ["unstored", "ghostState"]),
            ViewNode("Leaf", parent: "Child", reads: []),
        ],
        storage: [
            "ghostState": .state(owner: "Nowhere"),  // an owner that names no view
            "stored": .environment,
            "neverRead": .model(object: "Store"),  // stored, read by no view
        ])
}

@Test func ownerThatNamesNoViewIsOffRule() throws {
    let outcome = try tree().change("c", key: "ghostState")
    #expect(outcome.recomputed.map(\.cause) == [.offRule, .offRule])
    #expect(outcome.textLine == "c: ghostState changed | recomputed Root off-rule, Child off-rule | skipped Leaf")
}

@Test func keysReadByNoViewRecomputeNothing() throws {
    let tree = try tree()
    for key in ["neverRead", "absent"] {
        let outcome = tree.change("c", key: key)
        #expect(outcome.recomputed.isEmpty)
        #expect(outcome.skippedNodes == [0, 1, 2])
        #expect(outcome.skipped == ["Root", "Child", "Leaf"])
        #expect(outcome.textLine == "c: \(key) changed | recomputed none | skipped Root,Child,Leaf")
    }
    #expect(tree.readerPositions(of: "ghostState") == [0, 1])
    #expect(tree.readerPositions(of: "neverRead") == [])
}

@Test func allRecomputedSaysNoneSkipped() throws {
    let tree = try ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: ["k": .state(owner: "A")])
    #expect(tree.change("c", key: "k").textLine == "c: k changed | recomputed A local | skipped none")
}

/// An outcome from a tree equals one made from its parts, and prints the same line.
@Test func outcomeFromPartsEqualsTheTreesOutcome() throws {
    let fromTree = try tree().change("c", key: "stored")
    let fromParts = Outcome(
        change: Change("c", key: "stored"),
        recomputed: [Recompute(node: 0, view: "Root", cause: .environment)],
        skippedNodes: [1, 2], skipped: ["Child", "Leaf"]
    )
    #expect(fromTree == fromParts)
    #expect(fromTree.hashValue == fromParts.hashValue)
    #expect(fromTree.textLine == fromParts.textLine)
    #expect(fromTree.skipped == fromParts.skipped)
}

@Test func manyRepeatedReadsKeepTheirFirstOrder() {
    let reads = (0..<12).map { "k\($0 % 5)" } + ["k9"]
    #expect(ViewNode("A", parent: nil, reads: reads).reads == ["k0", "k1", "k2", "k3", "k4", "k9"])
    #expect(ViewNode("A", parent: nil, reads: ["b", "a", "b"]).reads == ["b", "a"])
}
