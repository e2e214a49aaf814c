import Animation

extension AnimationFormat {
    /// The delays ``Setting/delay`` takes, in milliseconds.
    public static var delays: ClosedRange<Int> { 1...maximumDelay }

    /// The delays worded as a front end's help and the error word them.
    public static var delaysWording: String { OptionValue.wording(of: delays, unit: "milliseconds") }

    /// How long each change of an animation shows, as a front end gives it (``Setting/delay``).
    /// - Parameter text: A whole number of milliseconds, from 1 to ``maximumDelay``; nil for
    ///   ``defaultDelay``.
    /// - Returns: The milliseconds.
    /// - Throws: `PublishingError.request` for text that is not such a number.
    public static func delay(_ text: String?) throws(PublishingError) -> Int {
        guard let text else { return defaultDelay }
        guard let value = OptionValue.number(text, in: delays) else {
            throw .request(.notInRange(.delay, range: delays, unit: "milliseconds"))
        }
        return value
    }
}
