/// What `check` found over all its pages.
public struct CheckTally: Sendable {
    /// The pages checked.
    public var pages = 0
    /// The measurement blocks checked.
    public var blocks = 0
    /// The model's lines compared with the printed output.
    public var checked = 0
    /// The places where the printed output differs from the model.
    public var differences = 0
    /// The output lines printed by statements the model does not run, not compared.
    public var notChecked = 0

    /// Creates an empty tally: nothing checked yet.
    public init() {}

    /// Adds one block's check to the tally.
    /// - Parameter check: How the block's printed output compares with the model.
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
