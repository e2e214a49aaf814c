/// How many recomputations each counted cause produced over a list of outcomes,
/// as the core's `countCauses` prints them.
public struct CauseCounts: Hashable, Sendable {
    private var counts: [Cause: Int] = [:]

    /// Creates empty counts: no cause counted yet.
    public init() {}

    /// Counts the recomputations of every outcome given.
    public init<S: Sequence>(_ outcomes: S) where S.Element == Outcome {
        for outcome in outcomes { add(outcome) }
    }

    /// Adds one outcome's recomputations.
    public mutating func add(_ outcome: Outcome) {
        for hit in outcome.recomputed { counts[hit.cause, default: 0] += 1 }
    }

    /// The count for one cause; `off-rule` and `out-of-scope` are counted too, though the core prints neither.
    public subscript(cause: Cause) -> Int { counts[cause, default: 0] }

    /// The core's four lines: `local: N`, `parent: N`, `observed: N`, `environment: N`.
    public var textLines: [String] {
        Cause.counted.map { "\($0.rawValue): \(self[$0])" }
    }
}
