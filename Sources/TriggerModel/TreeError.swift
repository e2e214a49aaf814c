/// A tree that cannot be built: each case names the view at fault.
public enum TreeError: Error, Hashable, Sendable, Codable {
    /// Two views share a name.
    case duplicateName(String)
    /// A view's parent names no view of the tree.
    case unknownParent(view: String, parent: String)
    /// Following parents from this view comes back to it.
    case cycle(view: String)
}

extension TreeError: CustomStringConvertible {
    /// The error as a message: lowercase, with no final period.
    public var description: String {
        switch self {
        case .duplicateName(let name):
            return "duplicate view name '\(name)'"
        case .unknownParent(let view, let parent):
            return "view '\(view)' has parent '\(parent)', which names no view"
        case .cycle(let view):
            return "view '\(view)' is its own ancestor (parent cycle)"
        }
    }
}
