/// Where a key's value lives, as the course's storage table declares it.
public enum Storage: Hashable, Sendable {
    /// `@State` owned by the named view.
    case state(owner: String)
    /// A property of an observed model object.
    case model(object: String)
    /// An environment value.
    case environment
}
