/// What `check` found over all its pages.
public struct CheckTally: Sendable {
    public var pages = 0
    public var blocks = 0
    public var checked = 0
    public var differences = 0
    public var notChecked = 0

    public init() {}

    public mutating func add(_ check: OutputCheck) {
        blocks += 1
        checked += check.checked
        differences += check.mismatches.count
        notChecked += check.notChecked.count
    }

    /// `checked 12 lines in 3 blocks on 1 page: all match; 1 not checked`.
    public var summary: String {
        let verdict = differences == 0 ? "all match" : "\(Self.count(differences, "difference"))"
        return
            "checked \(Self.count(checked, "line")) in \(Self.count(blocks, "block")) on \(Self.count(pages, "page")): "
            + "\(verdict); \(notChecked) not checked"
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
