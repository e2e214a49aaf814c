import LessonScript

extension InputLimits {
    /// Sets the limits given as text, as `--max-nodes`, `--max-bytes` and `--max-layout` give
    /// them; a limit given no text stays as it is.
    /// - Parameters:
    ///   - maxNodes: The most nodes one tree may have: a whole number from 1.
    ///   - maxBytes: The most bytes one input may have: a whole number from 1 to ``maxInputBytesCap``.
    ///   - maxLayout: A block's layout budget (``maxLayoutCost``): a whole number from 1.
    /// - Throws: `PublishingError.request` for text that is not a whole number from 1, or a
    ///   `maxBytes` over its cap.
    public mutating func set(
        maxNodes: String? = nil, maxBytes: String? = nil, maxLayout: String? = nil
    ) throws(PublishingError) {
        if let maxNodes { self.maxNodes = try OptionValue.wholeNumber(maxNodes, option: "--max-nodes") }
        if let maxBytes {
            let value = try OptionValue.wholeNumber(maxBytes, option: "--max-bytes")
            let most = Self.maxInputBytesCap
            guard value <= most else {
                throw .request("--max-bytes is at most \(most) (\(most >> 20) MB), where memory stays bounded")
            }
            maxInputBytes = value
        }
        if let maxLayout { maxLayoutCost = try OptionValue.wholeNumber(maxLayout, option: "--max-layout") }
    }
}
