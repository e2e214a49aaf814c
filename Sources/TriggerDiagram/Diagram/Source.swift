import TriggerModel

/// Where a changed key's value lives, as the diagram draws it.
public enum Source: Hashable, Sendable {
    /// An observed model object: a node of its own, named after the object.
    case model(object: String)
    /// The environment: one node for every environment key.
    case environment
    /// State owned by a view of the tree: no node of its own; the owner is marked instead.
    case state(owner: Int)
    /// State owned by a name that is no view of the tree (every reader is off-rule):
    /// a node of its own, so the edges still have somewhere to start.
    case missingOwner(String)

    /// The source of `key` in `tree`, or `nil` when the key is out of scope (not in storage).
    public static func of(_ key: String, in tree: ViewTree) -> Source? {
        switch tree.storage[key] {
        case nil: nil
        case .environment?: .environment
        case .model(let object)?: .model(object: object)
        case .state(let owner)?: tree.position(of: owner).map(Source.state(owner:)) ?? .missingOwner(owner)
        }
    }

    /// The source's kind as a class name: `model`, `environment` or `state`.
    var kindName: String {
        switch self {
        case .model: "model"
        case .environment: "environment"
        case .state, .missingOwner: "state"
        }
    }
}
