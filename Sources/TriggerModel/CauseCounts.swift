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

    /// Adds counts made elsewhere: the same as adding the outcomes they counted.
    public mutating func add(_ other: CauseCounts) {
        for (cause, count) in other.counts { counts[cause, default: 0] += count }
    }

    /// The count for one cause; `off-rule` and `out-of-scope` are counted too, though the core prints neither.
    public subscript(cause: Cause) -> Int { counts[cause, default: 0] }

    /// The core's four lines: `local: N`, `parent: N`, `observed: N`, `environment: N`.
    public var textLines: [String] {
        Cause.counted.map { "\($0.rawValue): \(self[$0])" }
    }
}
