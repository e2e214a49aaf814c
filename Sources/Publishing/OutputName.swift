import TextEscapes

/// The names of a change's files: its number and its label's ``Slug``.
public enum OutputName {
    /// A change's 1-based position, zero-padded to as many digits as the block's change count
    /// has, and at least two: `01` of 9, `001` of 120.
    public static func number(_ position: Int, of count: Int) -> String {
        let width = max(2, String(count).count)
        let digits = String(position)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// The stem of a change's files: `NN-<label slug>`, or `NN` for a label with no letter or digit.
    public static func frameStem(position: Int, of count: Int, label: String) -> String {
        let number = number(position, of: count)
        return Slug.of(label).map { "\(number)-\($0)" } ?? number
    }
}
