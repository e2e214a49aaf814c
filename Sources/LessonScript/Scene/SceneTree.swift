import TriggerModel

/// A tree of a scene with the name it is bound to.
public struct SceneTree: Sendable {
    /// The name the block binds the tree to (`screen`).
    public var name: String
    public var tree: ViewTree
    /// Where the tree is written (its `ViewTree` call).
    public var location: SourceLocation
    /// Where each of `tree.nodes` is written, position for position.
    public var nodeLocations: [SourceLocation]
    /// Where the owner of each state key of the storage is written, by key.
    public var ownerLocations: [String: SourceLocation]

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
