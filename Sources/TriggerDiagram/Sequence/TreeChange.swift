import TriggerModel

/// A change and the tree of the block it runs over.
public struct TreeChange: Hashable, Sendable {
    /// The tree's index in the diagram's trees.
    public let tree: Int
    /// The change.
    public let change: Change

    /// Pairs a change with its tree.
    /// - Parameters:
    ///   - tree: The tree's index in the diagram's trees.
    ///   - change: The change.
    public init(tree: Int, change: Change) {
        self.tree = tree
        self.change = change
    }
}
