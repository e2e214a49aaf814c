import TriggerModel

extension Scene: Equatable {
    /// Same name, caption, trees (names, nodes, storage) and steps; source locations are ignored.
    public static func == (lhs: Scene, rhs: Scene) -> Bool {
        lhs.name == rhs.name && lhs.caption == rhs.caption
            && lhs.trees.elementsEqual(rhs.trees) {
                $0.name == $1.name && $0.tree.nodes == $1.tree.nodes && $0.tree.storage == $1.tree.storage
            }
            && lhs.steps.elementsEqual(rhs.steps, by: Step.sameContent)
    }
}

extension Step {
    /// Whether two steps do the same thing, wherever they are written.
    static func sameContent(_ lhs: Step, _ rhs: Step) -> Bool {
        switch (lhs, rhs) {
        case (.change(let a), .change(let b)): a.tree == b.tree && a.change == b.change
        case (.count(let a), .count(let b)): a.changes == b.changes
        case (.print(let a), .print(let b)): a.value == b.value
        default: false
        }
    }
}
