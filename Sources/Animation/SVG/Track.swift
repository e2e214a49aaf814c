/// How one element of an animated SVG looks at each step, in each colour scheme: for each
/// animated CSS property, its value in every frame.
struct Track: Hashable, Sendable {
    /// A value from one step on, until the next run's step.
    struct Run: Hashable, Sendable {
        var step: Int
        var value: String
    }

    /// The CSS properties, in the order first animated.
    var properties: [String] = []
    /// For each colour scheme of the frames' style (``ColourSchemes``, the one that always
    /// applies first), for each property, its values as runs, the first at step 0: an element
    /// shown in one step of thousands costs three runs, not a value per step.
    var schemes: [[[Run]]]

    init(schemeCount: Int) {
        schemes = Array(repeating: [], count: schemeCount)
    }

    /// Adds a property's runs, `runs[scheme]`.
    mutating func add(_ property: String, runs: [[Run]]) {
        properties.append(property)
        for scheme in schemes.indices { schemes[scheme].append(runs[scheme]) }
    }

    /// Adds a property whose values may differ between schemes: `values[scheme][frame]`.
    mutating func add(_ property: String, _ values: [[String]]) {
        add(property, runs: values.map(Self.runs))
    }

    /// Adds a property whose values are the same in every scheme.
    mutating func add(_ property: String, inEveryScheme runs: [Run]) {
        add(property, runs: Array(repeating: runs, count: schemes.count))
    }

    /// Values, one per step, as runs.
    static func runs(_ values: [String]) -> [Run] {
        var runs: [Run] = []
        for (step, value) in values.enumerated() where runs.last?.value != value {
            runs.append(Run(step: step, value: value))
        }
        return runs
    }

    var isEmpty: Bool { properties.isEmpty }

    /// The presentation attributes a frame may change, and the value each has when absent.
    static let presentation: [(name: String, absent: String)] = [
        ("fill", "black"), ("stroke", "none"), ("stroke-width", "1"), ("stroke-dasharray", "none"),
        ("fill-opacity", "1"), ("stroke-opacity", "1"), ("opacity", "1"),
    ]

    static let presentationNames: Set<String> = Set(presentation.map(\.name))
}
