import TriggerModel

/// What one frame shows, in the union's terms: its tree, its outcome, its source, and the
/// tree of the frame before it (whose views may leave, or be joined by views that enter).
struct FrameState: Sendable {
    let tree: Int
    let outcome: Outcome
    /// The changed key's source, a state owner given by its union position; `nil` when out of scope.
    let source: Source?
    /// The previous frame's tree; `nil` for the first frame.
    let previousTree: Int?

    /// The union positions of the views that enter in this frame, in this tree's order.
    func entering(in union: UnionTree) -> [Int] {
        guard let previousTree, previousTree != tree else { return [] }
        return union.members[tree].filter { union.positions[previousTree][$0] == nil }
    }

    /// The union positions of the views that leave in this frame, in the previous tree's order.
    func leaving(in union: UnionTree) -> [Int] {
        guard let previousTree, previousTree != tree else { return [] }
        return union.members[previousTree].filter { union.positions[tree][$0] == nil }
    }
}
