/// One change: a label for the event and the key whose value changed.
public struct Change: Hashable, Sendable, Codable {
    /// The event's label, as a frame's title shows it (`tapped`).
    public let label: String
    /// The key whose value changed: a state variable, an environment key or a model property.
    public let key: String

    /// Creates a change.
    /// - Parameters:
    ///   - label: The event's label.
    ///   - key: The key whose value changed.
    public init(_ label: String, key: String) {
        self.label = label
        self.key = key
    }
}
