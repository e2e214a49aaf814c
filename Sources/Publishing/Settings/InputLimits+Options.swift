import LessonScript

extension InputLimits {
    /// Sets the limits given as text, as a front end gives them (``Setting/maxNodes``,
    /// ``Setting/maxChanges``, ``Setting/maxBytes``, ``Setting/maxLayout``, ``Setting/maxOutput``);
    /// a limit given no text stays as it is.
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
        if let maxNodes { self.maxNodes = try OptionValue.wholeNumber(maxNodes, option: .maxNodes, most: most) }
        if let maxChanges {
            self.maxChanges = try OptionValue.wholeNumber(maxChanges, option: .maxChanges, most: most)
        }
        if let maxBytes {
            let cap = Self.maxInputBytesCap
            if let value = Int(maxBytes), value > cap {
                throw .request(.pastCap(.maxBytes, cap: cap))
            }
            maxInputBytes = try OptionValue.wholeNumber(maxBytes, option: .maxBytes, most: cap)
        }
        if let maxLayout { maxLayoutCost = try OptionValue.wholeNumber(maxLayout, option: .maxLayout, most: most) }
        if let maxOutput { self.maxOutput = try OptionValue.wholeNumber(maxOutput, option: .maxOutput, most: most) }
    }
}
