import TriggerRender

extension DiagramRenderer {
    /// The scales ``Setting/scale`` takes: 1 (the default, no other scale) to ``maximumScale``.
    public static var scales: ClosedRange<Int> { 1...maximumScale }

    /// The scales worded as a front end's help and the error word them.
    public static var scalesWording: String { OptionValue.wording(of: scales) }

    /// How many times a bitmap's pixels each way it is also drawn at, as a front end gives it (``Setting/scale``).
    /// - Parameter text: A number of ``scales``; nil for 1, no other scale.
    /// - Returns: The scale.
    /// - Throws: `PublishingError.request` for text that is not such a number.
    public static func scale(_ text: String?) throws(PublishingError) -> Int {
        guard let text else { return 1 }
        guard let value = OptionValue.number(text, in: scales) else {
            throw .request(.notInRange(.scale, range: scales, unit: nil))
        }
        return value
    }
}
