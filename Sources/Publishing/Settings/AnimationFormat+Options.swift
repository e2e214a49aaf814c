import Animation

extension AnimationFormat {
    /// How long each change of an animation shows, as `--delay MS` gives it.
    /// - Parameter text: A whole number of milliseconds, from 1 to ``maximumDelay``; nil for
    ///   ``defaultDelay``.
    /// - Returns: The milliseconds.
    /// - Throws: `PublishingError.request` for text that is not such a number.
    public static func delay(_ text: String?) throws(PublishingError) -> Int {
        guard let text else { return defaultDelay }
        guard let value = OptionValue.number(text, in: 1...maximumDelay) else {
            throw .request("--delay takes a whole number of milliseconds from 1 to \(maximumDelay)")
        }
        return value
    }
}
