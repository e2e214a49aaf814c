import LessonScript

extension InputLimits {
    /// Sets the limits given as text, as `--max-nodes`, `--max-changes`, `--max-bytes`,
    /// `--max-layout` and `--max-output` give them; a limit given no text stays as it is.
    /// - Parameters:
    ///   - maxNodes: The most nodes one tree may have: a whole number from 1 to ``largestLimit``.
    ///   - maxChanges: The most changes one block may have (``maxChanges``): a whole number from 1
    ///     to ``largestLimit``.
    ///   - maxBytes: The most bytes one input may have: a whole number from 1 to ``maxInputBytesCap``.
    ///   - maxLayout: A block's layout budget (``maxLayoutCost``): a whole number from 1 to ``largestLimit``.
    ///   - maxOutput: A block's output budget (``maxOutput``): a whole number from 1 to ``largestLimit``.
    /// - Throws: `PublishingError.request` for text that is not a whole number in its range.
    public mutating func set(
        maxNodes: String? = nil, maxChanges: String? = nil, maxBytes: String? = nil, maxLayout: String? = nil,
        maxOutput: String? = nil
    ) throws(PublishingError) {
        let most = Self.largestLimit
        if let maxNodes { self.maxNodes = try OptionValue.wholeNumber(maxNodes, option: "--max-nodes", most: most) }
        if let maxChanges {
            self.maxChanges = try OptionValue.wholeNumber(maxChanges, option: "--max-changes", most: most)
        }
        if let maxBytes {
            let cap = Self.maxInputBytesCap
            if let value = Int(maxBytes), value > cap {
                throw .request("--max-bytes is at most \(cap) (\(cap >> 20) MB), where memory stays bounded")
            }
            maxInputBytes = try OptionValue.wholeNumber(maxBytes, option: "--max-bytes", most: cap)
        }
        if let maxLayout { maxLayoutCost = try OptionValue.wholeNumber(maxLayout, option: "--max-layout", most: most) }
        if let maxOutput { self.maxOutput = try OptionValue.wholeNumber(maxOutput, option: "--max-output", most: most) }
    }
}
