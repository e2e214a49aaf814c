import TriggerRender

extension DiagramRenderer {
    /// The scales `--scale N` takes: 1 (the default, no other scale) to ``maximumScale``.
    public static var scales: ClosedRange<Int> { 1...maximumScale }

    /// `--scale N` worded as its help and its error word it.
    public static var scalesWording: String { OptionValue.wording(of: scales) }

    /// How many times a bitmap's pixels each way it is also drawn at, as `--scale N` gives it.
    /// - Parameter text: A number of ``scales``; nil for 1, no other scale.
    /// - Returns: The scale.
    /// - Throws: `PublishingError.request` for text that is not such a number.
    public static func scale(_ text: String?) throws(PublishingError) -> Int {
        guard let text else { return 1 }
        guard let value = OptionValue.number(text, in: scales) else {
            throw .request("--scale takes \(scalesWording)")
        }
        return value
    }
}
