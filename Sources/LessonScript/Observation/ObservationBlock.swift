/// A block that measures the Observation module itself rather than a view tree: an `@Observable`
/// class, `withObservationTracking`, mutations of the object's stored properties and `print`s of
/// string literals. It has no tree and draws no frame; its printed lines follow from the rules
/// the lessons measure (tracking per property read, the callback inside the first mutation of a
/// tracked property, one-shot), and are checked like a tree block's.
public struct ObservationBlock: Sendable, Equatable {
    /// What reading the block came to.
    public enum Reading: Sendable, Equatable {
        /// Every statement is in the subset: the lines the block prints, in order.
        case lines([String])
        /// A statement outside the subset, and why: the block's lines are not checked.
        case outside(reason: String, at: SourceLocation)
    }

    /// What reading the block came to.
    public var reading: Reading

    /// The lines the block prints; nil when a statement is outside the subset.
    public var lines: [String]? {
        if case .lines(let lines) = reading { return lines }
        return nil
    }
}
