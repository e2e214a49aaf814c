/// The Observation module's behaviour as the lessons measure it, run over a block's statements:
///
/// - a tracking (`withObservationTracking`) tracks the properties its first closure reads, each
///   of one object;
/// - its callback runs inside the first mutation of a tracked property, before the next
///   statement, synchronously;
/// - it is one-shot: once its callback has run, the tracking ends.
///
/// A mutation that would run the callbacks of two trackings at once is not modelled: their order
/// is not what the lessons measured.
struct ObservationRun {
    /// A property of one object: `library.books`.
    struct Property: Hashable {
        var object: String
        var name: String
    }

    /// A tracking not yet fired: what it tracks, and what its callback prints.
    private struct Tracking {
        var properties: Set<Property>
        var callback: [String]
    }

    private var trackings: [Tracking] = []
    /// What the block has printed so far.
    private(set) var lines: [String] = []

    /// Starts a tracking of `properties` whose callback prints `callback`.
    mutating func track(_ properties: Set<Property>, callback: [String]) {
        trackings.append(Tracking(properties: properties, callback: callback))
    }

    /// `print("…")`.
    mutating func print(_ line: String) {
        lines.append(line)
    }

    /// A mutation of `property`: the callback of the tracking that tracks it runs, and the
    /// tracking ends.
    /// - Returns: false when two trackings track it, whose callbacks' order is not modelled.
    mutating func mutate(_ property: Property) -> Bool {
        let fired = trackings.indices.filter { trackings[$0].properties.contains(property) }
        guard fired.count <= 1 else { return false }
        if let index = fired.first {
            lines += trackings[index].callback
            trackings.remove(at: index)
        }
        return true
    }
}
