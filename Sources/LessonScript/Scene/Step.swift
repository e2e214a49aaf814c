import TriggerModel

/// One printing statement of a block: a change, or a count of causes.
public enum Step: Sendable {
    case change(SceneChange)
    case count(CountRequest)
}

/// A change applied to one of the scene's trees.
public struct SceneChange: Sendable {
    /// The tree's index in `Scene.trees`.
    public var tree: Int
    public var change: Change
    public var location: SourceLocation

    public init(tree: Int, change: Change, location: SourceLocation) {
        self.tree = tree
        self.change = change
        self.location = location
    }
}

/// A `countCauses` call: which changes' recomputations it counts.
public struct CountRequest: Sendable {
    /// Indices into `Scene.changes`; a change reused twice in a list is counted twice, as in the core.
    public var changes: [Int]
    public var location: SourceLocation

    public init(changes: [Int], location: SourceLocation) {
        self.changes = changes
        self.location = location
    }
}
