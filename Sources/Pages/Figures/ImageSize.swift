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
        guard let value = Self.viewBox(in: svg) else { return nil }
        let numbers = value.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0, numbers[2] < 1e6, numbers[3] < 1e6 else { return nil }
        self.init(width: Int(numbers[2].rounded(.up)), height: Int(numbers[3].rounded(.up)))
    }

    /// The value of the first `viewBox="…"`, found by bytes: a regex here cost about 5% of
    /// rendering the course, compiled and run once per frame over the whole SVG.
    private static func viewBox(in svg: String) -> Substring? {
        let marker = Array(#"viewBox=""#.utf8)
        let bytes = svg.utf8
        var index = bytes.startIndex
        while let found = bytes[index...].firstIndex(of: marker[0]) {
            if bytes[found...].starts(with: marker) {
                let start = bytes.index(found, offsetBy: marker.count)
                guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
                return svg[start..<end]
            }
            index = bytes.index(after: found)
        }
        return nil
    }
}
