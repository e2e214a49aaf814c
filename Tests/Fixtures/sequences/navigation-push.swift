// main.swift — a pushed detail screen enters the stack, then leaves it

let storage: [String: Storage] = [
    "path": .state(owner: "InboxStack"),
    "messages": .model(object: "InboxStore"),
]

let root = ViewTree(
    nodes: [
        ViewNode("InboxStack", parent: nil, reads: ["path"]),
        ViewNode("InboxList", parent: "InboxStack", reads: ["messages"]),
        ViewNode("ComposeButton", parent: "InboxStack", reads: []),
    ], storage: storage)

let pushed = ViewTree(
    nodes: [
        ViewNode("InboxStack", parent: nil, reads: ["path"]),
        ViewNode("InboxList", parent: "InboxStack", reads: ["messages"]),
        ViewNode("ComposeButton", parent: "InboxStack", reads: []),
        ViewNode("MessageDetail", parent: "InboxStack", reads: ["messages"]),
    ], storage: storage)

let recomputes = [
    root.change("message-arrived", key: "messages"),
    pushed.change("detail-pushed", key: "path"),
    pushed.change("message-read", key: "messages"),
    root.change("detail-popped", key: "path"),
].flatMap { $0 }

countCauses(recomputes)
