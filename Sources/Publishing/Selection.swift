/// Which blocks and changes a run draws: `--block K` and `--change LIST`.
public struct Selection: Hashable, Sendable {
    /// K: the measurement block of a page (from 1), or nil for every block.
    public var block: Int?
    /// The changes' 1-based positions, in the order given, each once; nil for every change.
    public var changes: [Int]?

    /// Every block and every change.
    public static let everything = Selection()

    /// Creates a selection.
    /// - Parameters:
    ///   - block: The measurement block of a page to draw, from 1, or `nil` for every block.
    ///   - changes: The changes' 1-based positions, or `nil` for every change.
    public init(block: Int? = nil, changes: [Int]? = nil) {
        self.block = block
        self.changes = changes
    }

    /// Whether anything was left out, so the run writes single files rather than whole folders.
    public var isPartial: Bool { block != nil || changes != nil }

    /// Reads a list of positions and ranges, as `dot` takes pages: `2,4-6` is 2, 4, 5 and 6.
    /// - Returns: The positions in the order given, each once; nil when the list is not of that
    ///   form (an empty item, a number below 1 or over ``OptionValue/largestNumber``, a range that
    ///   runs backwards or over a million).
    public static func positions(_ list: String) -> [Int]? {
        var positions: [Int] = []
        var seen = Set<Int>()
        for item in list.split(separator: ",", omittingEmptySubsequences: false) {
            let bounds = item.split(separator: "-", omittingEmptySubsequences: false)
            guard (1...2).contains(bounds.count),
                let low = Int(bounds[0]), let high = Int(bounds[bounds.count - 1]),
                low >= 1, low <= high, high <= OptionValue.largestNumber, high - low < 1_000_000
            else { return nil }
            for position in low...high where seen.insert(position).inserted { positions.append(position) }
        }
        return positions.isEmpty ? nil : positions
    }
}
