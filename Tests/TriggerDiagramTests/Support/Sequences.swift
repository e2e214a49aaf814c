import Testing
import TriggerDiagram
import TriggerModel

/// Blocks whose changes run over several trees, built in code.
struct Sequence: Sendable, CustomTestStringConvertible {
    let name: String
    let trees: [ViewTree]
    let changes: [TreeChange]

    var testDescription: String { name }

    func diagram(_ theme: Theme = .light) -> SequenceDiagram {
        SequenceDiagram(trees: trees, changes: changes, theme: theme)
    }

    /// Block 18-transitions-3: the departing view is not in the second tree.
    static let transitions: Sequence = {
        let storage: [String: Storage] = ["isShowingDetail": .state(owner: "InboxScreen")]
        let before = try! ViewTree(
            nodes: [
                ViewNode("InboxScreen", parent: nil, reads: ["isShowingDetail"]),
                ViewNode("MessageList", parent: "InboxScreen", reads: []),
                ViewNode("DetailBanner", parent: "InboxScreen", reads: []),
            ], storage: storage)
        let after = try! ViewTree(
            nodes: [
                ViewNode("InboxScreen", parent: nil, reads: ["isShowingDetail"]),
                ViewNode("MessageList", parent: "InboxScreen", reads: []),
            ], storage: storage)
        return Sequence(
            name: "transitions", trees: [before, after],
            changes: [
                TreeChange(tree: 0, change: Change("detail-closing", key: "isShowingDetail")),
                TreeChange(tree: 1, change: Change("detail-closed", key: "isShowingDetail")),
            ])
    }()

    /// A pushed screen enters the stack, is recomputed by a model change, then leaves.
    static let push: Sequence = {
        let storage: [String: Storage] = [
            "path": .state(owner: "InboxStack"), "messages": .model(object: "InboxStore"),
        ]
        let root = try! ViewTree(
            nodes: [
                ViewNode("InboxStack", parent: nil, reads: ["path"]),
                ViewNode("InboxList", parent: "InboxStack", reads: ["messages"]),
            ], storage: storage)
        let pushed = try! ViewTree(
            nodes: [
                ViewNode("InboxStack", parent: nil, reads: ["path"]),
                ViewNode("InboxList", parent: "InboxStack", reads: ["messages"]),
                ViewNode("MessageDetail", parent: "InboxStack", reads: ["messages"]),
            ], storage: storage)
        return Sequence(
            name: "push", trees: [root, pushed],
            changes: [
                TreeChange(tree: 0, change: Change("message-arrived", key: "messages")),
                TreeChange(tree: 1, change: Change("detail-pushed", key: "path")),
                TreeChange(tree: 1, change: Change("message-read", key: "messages")),
                TreeChange(tree: 0, change: Change("detail-popped", key: "path")),
            ])
    }()

    /// A view that moves to another parent and reads another key, a key whose source changes
    /// from state to model, and a tree no change uses.
    static let moved: Sequence = {
        let first = try! ViewTree(
            nodes: [
                ViewNode("Screen", parent: nil, reads: ["count"]),
                ViewNode("Sidebar", parent: "Screen", reads: []),
                ViewNode("Badge", parent: "Screen", reads: ["count"]),
            ], storage: ["count": .state(owner: "Screen")])
        let unused = try! ViewTree(nodes: [ViewNode("Elsewhere", parent: nil, reads: [])], storage: [:])
        let second = try! ViewTree(
            nodes: [
                ViewNode("Screen", parent: nil, reads: []),
                ViewNode("Sidebar", parent: "Screen", reads: []),
                ViewNode("Badge", parent: "Sidebar", reads: ["count", "unread"]),
            ], storage: ["count": .model(object: "CountStore"), "unread": .environment])
        return Sequence(
            name: "moved", trees: [first, unused, second],
            changes: [
                TreeChange(tree: 0, change: Change("tapped", key: "count")),
                TreeChange(tree: 2, change: Change("synced", key: "count")),
                TreeChange(tree: 2, change: Change("read", key: "unread")),
                TreeChange(tree: 0, change: Change("tapped-again", key: "count")),
            ])
    }()

    static let all: [Sequence] = [.transitions, .push, .moved]
}
