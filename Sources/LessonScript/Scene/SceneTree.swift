import TriggerModel

/// A tree of a scene with the name it is bound to.
public struct SceneTree: Sendable {
    /// The name the block binds the tree to (`screen`).
    public var name: String
    /// The tree.
    public var tree: ViewTree
    /// Where the tree is written (its `ViewTree` call).
    public var location: SourceLocation
    /// Where each of `tree.nodes` is written, position for position.
    public var nodeLocations: [SourceLocation]
    /// Where the owner of each state key of the storage is written, by key.
    public var ownerLocations: [String: SourceLocation]

    /// Creates a scene's tree.
    /// - Parameters:
    ///   - name: The name the block binds the tree to.
    ///   - tree: The tree.
    ///   - location: Where the tree is written.
    ///   - nodeLocations: Where each of the tree's nodes is written, position for position.
    ///   - ownerLocations: Where the owner of each state key is written, by key.
    public init(
        name: String, tree: ViewTree, location: SourceLocation, nodeLocations: [SourceLocation],
        ownerLocations: [String: SourceLocation] = [:]
    ) {
        self.name = name
        self.tree = tree
        self.location = location
        self.nodeLocations = nodeLocations
        self.ownerLocations = ownerLocations
    }
}
