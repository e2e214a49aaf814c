import Testing
import TriggerModel

struct InvalidTree: Sendable, CustomTestStringConvertible {
    let name: String
    let nodes: [ViewNode]
    let error: TreeError
    var testDescription: String { name }
}

@Test(arguments: [
    InvalidTree(
        name: "duplicate name",
        nodes: [
            ViewNode("A", parent: nil, reads: []),
            ViewNode("B", parent: "A", reads: []),
            ViewNode("B", parent: "A", reads: []),
        ], error: .duplicateName("B")),
    InvalidTree(
        name: "unknown parent",
        nodes: [
            ViewNode("A", parent: nil, reads: []),
            ViewNode("B", parent: "Missing", reads: []),
        ], error: .unknownParent(view: "B", parent: "Missing")),
    InvalidTree(
        name: "self parent",
        nodes: [
            ViewNode("A", parent: "A", reads: [])
        ], error: .cycle(view: "A")),
    InvalidTree(
        name: "three-view cycle beside a good root",
        nodes: [
            ViewNode("Root", parent: nil, reads: []),
            ViewNode("A", parent: "C", reads: []),
            ViewNode("B", parent: "A", reads: []),
            ViewNode("C", parent: "B", reads: []),
        ], error: .cycle(view: "A")),
])
func invalidTreesAreTypedErrors(_ example: InvalidTree) {
    #expect(throws: example.error) { try ViewTree(nodes: example.nodes, storage: [:]) }
}

@Test func errorTextNamesTheView() {
    #expect(
        TreeError.unknownParent(view: "Row", parent: "List").description
            == "view 'Row' has parent 'List', which names no view")
    #expect(TreeError.duplicateName("Row").description == "duplicate view name 'Row'")
    #expect(TreeError.cycle(view: "Row").description.contains("'Row'"))
}

@Test func aChainIntoACycleIsACycle() {
    // D hangs off a cycle without being on it; the cycle is still found.
    let nodes = [
        ViewNode("D", parent: "A", reads: []),
        ViewNode("A", parent: "B", reads: []),
        ViewNode("B", parent: "A", reads: []),
    ]
    #expect(throws: TreeError.self) { try ViewTree(nodes: nodes, storage: [:]) }
}
