import Testing

@testable import TriggerModel

/// One tree in which every cause occurs.
private let storage: [String: Storage] = [
    "filter": .state(owner: "Screen"),
    "expanded": .state(owner: "Row"),
    "tasks": .model(object: "Store"),
    "scheme": .environment,
    "sibling": .state(owner: "Header"),
]

private func screen() throws -> ViewTree {
    try ViewTree(
        nodes: [
            ViewNode("Screen", parent: nil, reads: ["filter"]),
            ViewNode("Header", parent: "Screen", reads: ["scheme", "sibling"]),
            ViewNode("List", parent: "Screen", reads: ["filter", "tasks"]),
            ViewNode("Row", parent: "List", reads: ["expanded", "scheme", "sibling", "scroll"]),
        ], storage: storage)
}

struct CauseCase: Sendable, CustomTestStringConvertible {
    let key: String
    let recomputed: [String: Cause]
    var testDescription: String { key }
}

@Test(arguments: [
    CauseCase(key: "filter", recomputed: ["Screen": .local, "List": .parent]),
    CauseCase(key: "expanded", recomputed: ["Row": .local]),
    CauseCase(key: "tasks", recomputed: ["List": .observed]),
    CauseCase(key: "scheme", recomputed: ["Header": .environment, "Row": .environment]),
    CauseCase(key: "sibling", recomputed: ["Header": .local, "Row": .offRule]),
    CauseCase(key: "scroll", recomputed: ["Row": .outOfScope]),
    CauseCase(key: "unread", recomputed: [:]),
])
func causeOfEachReader(_ example: CauseCase) throws {
    let outcome = try screen().change("event", key: example.key)
    #expect(Dictionary(uniqueKeysWithValues: outcome.recomputed.map { ($0.view, $0.cause) }) == example.recomputed)
    let all = ["Screen", "Header", "List", "Row"]
    #expect(outcome.skipped == all.filter { example.recomputed[$0] == nil })
    #expect(outcome.recomputed.map(\.view) == all.filter { example.recomputed[$0] != nil })
}

@Test func textLineMatchesTheCore() throws {
    let tree = try screen()
    #expect(
        tree.change("sibling-set", key: "sibling").textLine
            == "sibling-set: sibling changed | recomputed Header local, Row off-rule | skipped Screen,List")
    #expect(
        tree.change("nothing", key: "unread").textLine
            == "nothing: unread changed | recomputed none | skipped Screen,Header,List,Row")
    let everyone = try ViewTree(nodes: [ViewNode("Solo", parent: nil, reads: ["k"])], storage: [:])
    #expect(everyone.change("all", key: "k").textLine == "all: k changed | recomputed Solo out-of-scope | skipped none")
}

@Test func countsCountOnlyTheFourCauses() throws {
    let tree = try screen()
    let outcomes = ["filter", "sibling", "scroll", "scheme"].map { tree.change($0, key: $0) }
    let counts = CauseCounts(outcomes)
    #expect(counts.textLines == ["local: 2", "parent: 1", "observed: 0", "environment: 2"])
    #expect(counts[.offRule] == 1)
    #expect(counts[.outOfScope] == 1)
}

@Test func repeatedReadsCountOnce() throws {
    let tree = try ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k", "k"])], storage: ["k": .environment])
    #expect(tree.nodes[0].reads == ["k"])
    #expect(tree.change("x", key: "k").recomputed.count == 1)
}
