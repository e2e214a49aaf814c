/// How one element of an animated SVG looks at each step, in each colour scheme: for each
/// animated CSS property, its value in every frame.
struct Track: Hashable, Sendable {
    /// The CSS properties, in the order first animated.
    var properties: [String] = []
    /// For each colour scheme of the frames' style (``ColourSchemes``, the one that always
    /// applies first), for each property, one value per frame.
    var schemes: [[[String]]]

    init(schemeCount: Int) {
        schemes = Array(repeating: [], count: schemeCount)
    }

    /// Adds a property whose values may differ between schemes: `values[scheme][frame]`.
    mutating func add(_ property: String, _ values: [[String]]) {
        properties.append(property)
        for scheme in schemes.indices { schemes[scheme].append(values[scheme]) }
    }

    /// Adds a property whose values are the same in every scheme.
    mutating func add(_ property: String, inEveryScheme values: [String]) {
        add(property, Array(repeating: values, count: schemes.count))
    }

    var isEmpty: Bool { properties.isEmpty }

    /// The presentation attributes a frame may change, and the value each has when absent.
    static let presentation: [(name: String, absent: String)] = [
        ("fill", "black"), ("stroke", "none"), ("stroke-width", "1"), ("stroke-dasharray", "none"),
        ("fill-opacity", "1"), ("stroke-opacity", "1"), ("opacity", "1"),
    ]

    static let presentationNames: Set<String> = Set(presentation.map(\.name))
}
