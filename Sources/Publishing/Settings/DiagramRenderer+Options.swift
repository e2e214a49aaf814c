import TriggerRender

extension DiagramRenderer {
    /// How many times a bitmap's pixels each way it is also drawn at, as `--scale N` gives it.
    /// - Parameter text: A whole number from 1 to ``maximumScale``; nil for 1, no other scale.
    /// - Returns: The scale.
    /// - Throws: `PublishingError.request` for text that is not such a number.
    public static func scale(_ text: String?) throws(PublishingError) -> Int {
        guard let text else { return 1 }
        guard let value = OptionValue.number(text, in: 1...maximumScale) else {
            throw .request("--scale takes a whole number from 1 to \(maximumScale)")
        }
        return value
    }
}
