// main.swift — the block builds a second tree but changes only the first

let storage: [String: Storage] = [
    "isOn": .state(owner: "Panel")
]

let collapsed = ViewTree(
    nodes: [
        ViewNode("Panel", parent: nil, reads: ["isOn"]),
        ViewNode("Label", parent: "Panel", reads: []),
    ], storage: storage)

let expanded = ViewTree(
    nodes: [
        ViewNode("Panel", parent: nil, reads: ["isOn"]),
        ViewNode("Label", parent: "Panel", reads: []),
        ViewNode("Details", parent: "Panel", reads: ["isOn"]),
    ], storage: storage)

let recomputes = [
    collapsed.change("toggled", key: "isOn"),
    collapsed.change("toggled-back", key: "isOn"),
].flatMap { $0 }

countCauses(recomputes)
