/// How one element of an animated SVG looks at each step: for each animated CSS property,
/// its value in every frame.
struct Track: Hashable, Sendable {
    /// The CSS properties, in the order first animated.
    var properties: [String] = []
    /// For each property, one value per frame.
    var values: [[String]] = []

    mutating func add(_ property: String, _ stepValues: [String]) {
        properties.append(property)
        values.append(stepValues)
    }

    var isEmpty: Bool { properties.isEmpty }

    /// The presentation attributes a frame may change, and the value each has when absent.
    static let presentation: [(name: String, absent: String)] = [
        ("fill", "black"), ("stroke", "none"), ("stroke-width", "1"), ("stroke-dasharray", "none"),
        ("fill-opacity", "1"), ("stroke-opacity", "1"), ("opacity", "1"),
    ]

    static let presentationNames: Set<String> = Set(presentation.map(\.name))
}
