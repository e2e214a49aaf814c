/// A view recomputed by a change, and why.
public struct Recompute: Hashable, Sendable {
    /// The view's position in its tree's `nodes`.
    public let node: Int
    /// The view's name.
    public let view: String
    /// Why the change recomputes the view.
    public let cause: Cause

    /// Creates a recomputation.
    /// - Parameters:
    ///   - node: The view's position in its tree's `nodes`.
    ///   - view: The view's name.
    ///   - cause: Why the view is recomputed.
    public init(node: Int, view: String, cause: Cause) {
        self.node = node
        self.view = view
        self.cause = cause
    }
}

/// What one change did to one tree: the readers of the key, recomputed in tree order,
/// and every other view, skipped in tree order.
public struct Outcome: Sendable {
    /// The change this is the outcome of.
    public let change: Change
    /// The views the change recomputes, in tree order, each with its cause.
    public let recomputed: [Recompute]
    /// Positions in the tree's `nodes` of the views that were not recomputed.
    public let skippedNodes: [Int]
    /// View names by position (the tree's, shared), or, when made from names alone, the skipped names.
    let names: [String]
    /// Whether `names` holds every view of the tree (indexed by `skippedNodes`) or just the skipped ones.
    let namesAreTheTree: Bool

    /// Creates an outcome from view names alone, without a tree.
    /// - Parameters:
    ///   - change: The change.
    ///   - recomputed: The views it recomputes, in tree order.
    ///   - skippedNodes: The positions of the views it skips.
    ///   - skipped: The names of the views it skips, in the order of `skippedNodes`.
    public init(change: Change, recomputed: [Recompute], skippedNodes: [Int], skipped: [String]) {
        self.change = change
        self.recomputed = recomputed
        self.skippedNodes = skippedNodes
        self.names = skipped
        self.namesAreTheTree = false
    }

    /// An outcome whose skipped names are looked up in the tree's names when asked for.
    init(change: Change, recomputed: [Recompute], skippedNodes: [Int], names: [String]) {
        self.change = change
        self.recomputed = recomputed
        self.skippedNodes = skippedNodes
        self.names = names
        self.namesAreTheTree = true
    }

    /// Names of the views that were not recomputed, in tree order.
    public var skipped: [String] {
        namesAreTheTree ? skippedNodes.map { names[$0] } : names
    }
}

extension Outcome: Hashable {
    /// Whether two outcomes are of the same change and recompute and skip the same views.
    public static func == (lhs: Outcome, rhs: Outcome) -> Bool {
        lhs.change == rhs.change && lhs.recomputed == rhs.recomputed
            && lhs.skippedNodes == rhs.skippedNodes && lhs.skipped == rhs.skipped
    }

    /// Hashes the change, the views recomputed and the positions of the views skipped.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(change)
        hasher.combine(recomputed)
        hasher.combine(skippedNodes)
    }
}
