/// One change: a label for the event and the key whose value changed.
public struct Change: Hashable, Sendable, Codable {
    public let label: String
    public let key: String

    public init(_ label: String, key: String) {
        self.label = label
        self.key = key
    }
}
