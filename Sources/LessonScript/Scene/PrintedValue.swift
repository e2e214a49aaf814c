import TriggerModel

/// A `print(…)` of a block whose value the model computes: a count of outcomes or of a tree's
/// views, or a comparison of two.
///
/// A change returns its recomputations (`[Recompute]`, one for each view that reads the key, with
/// its cause), so `closing.count` is how many views a change recomputed, and
/// `closing.map(\.view) == closed.map(\.view)` whether two changes recomputed the same views in
/// the same order. Each value prints as Swift prints it: `3`, `true`.
public indirect enum PrintedValue: Sendable, Equatable {
    /// `NAME.count`: how many views the changes recompute, together (indices into `Scene.changes`).
    case recomputedCount(changes: [Int])
    /// `TREE.nodes.count`: how many views the tree has (an index into `Scene.trees`).
    case nodeCount(tree: Int)
    /// `NAME.map(\.view)`: the views the changes recompute, in order.
    case views(changes: [Int])
    /// `NAME.map(\.cause)`: the causes of the recomputations, in order.
    case causes(changes: [Int])
    /// `A == B`, or `A != B` when `negated`.
    case comparison(PrintedValue, PrintedValue, negated: Bool)

    /// The changes the value reads, in order, each as often as it is read.
    public var changes: [Int] {
        switch self {
        case .recomputedCount(let changes), .views(let changes), .causes(let changes): changes
        case .nodeCount: []
        case .comparison(let lhs, let rhs, _): lhs.changes + rhs.changes
        }
    }

    /// The line `print` writes for this value, given the outcomes of the changes it reads (by
    /// index into `Scene.changes`) and the scene's trees.
    func text(outcomes: [Int: Outcome], trees: [SceneTree]) -> String {
        switch evaluate(outcomes: outcomes, trees: trees) {
        case .number(let number): String(number)
        case .names(let names): "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        case .truth(let truth): truth ? "true" : "false"
        }
    }

    /// A value as Swift holds it.
    private enum Value: Equatable {
        case number(Int)
        case names([String])
        case truth(Bool)
    }

    private func evaluate(outcomes: [Int: Outcome], trees: [SceneTree]) -> Value {
        func recomputed(_ changes: [Int]) -> [Recompute] { changes.flatMap { outcomes[$0]?.recomputed ?? [] } }
        switch self {
        case .recomputedCount(let changes): return .number(recomputed(changes).count)
        case .nodeCount(let tree): return .number(trees[tree].tree.nodes.count)
        case .views(let changes): return .names(recomputed(changes).map(\.view))
        case .causes(let changes): return .names(recomputed(changes).map(\.cause.rawValue))
        case .comparison(let lhs, let rhs, let negated):
            let equal = lhs.evaluate(outcomes: outcomes, trees: trees) == rhs.evaluate(outcomes: outcomes, trees: trees)
            return .truth(equal != negated)
        }
    }
}
