/// A view recomputed by a change, and why.
public struct Recompute: Hashable, Sendable {
    /// The view's position in its tree's `nodes`.
    public let node: Int
    public let view: String
    public let cause: Cause

    public init(node: Int, view: String, cause: Cause) {
        self.node = node
        self.view = view
        self.cause = cause
    }
}

/// What one change did to one tree: the readers of the key, recomputed in tree order,
/// and every other view, skipped in tree order.
public struct Outcome: Hashable, Sendable {
    public let change: Change
    public let recomputed: [Recompute]
    /// Positions in the tree's `nodes` of the views that were not recomputed.
    public let skippedNodes: [Int]
    /// Names of the views that were not recomputed, in tree order.
    public let skipped: [String]

    public init(change: Change, recomputed: [Recompute], skippedNodes: [Int], skipped: [String]) {
        self.change = change
        self.recomputed = recomputed
        self.skippedNodes = skippedNodes
        self.skipped = skipped
    }
}
