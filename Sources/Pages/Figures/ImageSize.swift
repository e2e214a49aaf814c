/// The size of an image in CSS pixels.
public struct ImageSize: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size an SVG declares in its root's `viewBox` (one SVG unit is one CSS pixel), rounded up.
    /// - Returns: nil when the text has no `viewBox` with four numbers and a positive size.
    public init?(svg: String) {
        guard let match = svg.firstMatch(of: /viewBox="([^"]*)"/) else { return nil }
        let numbers = match.1.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0, numbers[2] < 1e6, numbers[3] < 1e6 else { return nil }
        self.init(width: Int(numbers[2].rounded(.up)), height: Int(numbers[3].rounded(.up)))
    }
}
