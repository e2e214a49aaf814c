/// Why a view was recomputed.
public enum Cause: String, CaseIterable, Hashable, Sendable, Codable {
    /// The view owns the state that changed.
    case local
    /// An ancestor owns the state that changed.
    case parent
    /// A property of an observed model changed.
    case observed
    /// An environment value changed.
    case environment
    /// State owned by a view that is neither the reader nor one of its ancestors.
    case offRule = "off-rule"
    /// The key is not in the storage table.
    case outOfScope = "out-of-scope"

    /// The four causes the core's `countCauses` counts, in its order.
    public static let counted: [Cause] = [.local, .parent, .observed, .environment]
}
