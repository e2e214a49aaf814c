import TriggerModel

/// One printing statement of a block: a change, a count of causes, or a value printed.
public enum Step: Sendable {
    /// A change applied to a tree, which prints one line.
    case change(SceneChange)
    /// A count of the causes of some changes, which prints four lines.
    case count(CountRequest)
    /// A `print(…)` of a value the model computes, which prints one line.
    case print(PrintRequest)
}

/// A change applied to one of the scene's trees.
public struct SceneChange: Sendable {
    /// The tree's index in `Scene.trees`.
    public var tree: Int
    /// The change.
    public var change: Change
    /// Where the `change` call is written.
    public var location: SourceLocation

    /// Creates a change of a scene.
    /// - Parameters:
    ///   - tree: The tree's index in the scene's trees.
    ///   - change: The change.
    ///   - location: Where the `change` call is written.
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
    /// Where the `countCauses` call is written.
    public var location: SourceLocation

    /// Creates a count.
    /// - Parameters:
    ///   - changes: Indices into the scene's changes.
    ///   - location: Where the `countCauses` call is written.
    public init(changes: [Int], location: SourceLocation) {
        self.changes = changes
        self.location = location
    }
}

/// A `print(…)` of a value the model computes from the block's changes and trees.
public struct PrintRequest: Sendable {
    /// What is printed.
    public var value: PrintedValue
    /// Where the `print` call is written.
    public var location: SourceLocation

    /// Creates a print.
    /// - Parameters:
    ///   - value: What is printed.
    ///   - location: Where the `print` call is written.
    public init(value: PrintedValue, location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
