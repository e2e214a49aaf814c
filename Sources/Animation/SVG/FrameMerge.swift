/// Lays the drawings of every frame over one another: each element is written once, with its
/// first frame's looks as attributes and its first frame's classes, and a ``Track`` for
/// whatever changes between frames.
///
/// libgvc writes nothing for an element that is invisible in a frame, so an element's versions
/// are matched by their `id` across frames. Versions with the same geometry (everything but
/// their presentation attributes and classes) become one element whose colours, dashes and
/// visibility step; versions whose geometry differs (none should, from one layout) are written
/// once each, each visible in its own frames.
///
/// Without its animation the element is its first frame, in every colour scheme: the frames'
/// style selects it by the classes it had there. A colour is animated when, in some scheme,
/// what the style makes of it differs between frames; its track then holds, for each scheme,
/// the colour the style gives each frame's version (see ``ColourSchemes``).
struct FrameMerge {
    let prefix: String
    let frameCount: Int
    let schemes: ColourSchemes
    /// The elements that change, by id, in document order.
    private(set) var tracks: [(id: String, track: Track)] = []
    private var nextID = 0

    init(prefix: String, frameCount: Int, schemes: ColourSchemes) {
        self.prefix = prefix
        self.frameCount = frameCount
        self.schemes = schemes
    }

    /// Each id's distinct versions, and the frames that draw it with the index of their version,
    /// in frame order. Frames repeat a few looks many times over, so a block of many changes holds
    /// a few versions per element and one pair per frame that draws it: a header drawn in one
    /// frame of thousands costs one.
    private var distinct: [String: [Markup]] = [:]
    private var versionOfFrame: [String: [(frame: Int, version: Int)]] = [:]
    private var order: [String] = []
    private var fixed: [Markup.Node] = []  // the first frame's children without an id: title, background
    private var first: Markup?
    private var added = 0

    /// Adds the next frame's graph group (`<g class="graph">`); frames come in order, and the
    /// group can be dropped once added.
    mutating func add(_ graph: Markup) {
        let frame = added
        added += 1
        if first == nil { first = graph }
        var inserts: [String?: [String]] = [:]
        var previous: String?
        for case .element(let element) in graph.children {
            guard let id = element[attribute: "id"] else {
                if frame == 0 { fixed += [.text("\n"), .element(element)] }
                continue
            }
            if versionOfFrame[id] == nil {
                versionOfFrame[id] = []
                inserts[previous, default: []].append(id)
            }
            let known = distinct[id, default: []]
            if let index = known.firstIndex(of: element) {
                versionOfFrame[id]!.append((frame, index))
            } else {
                versionOfFrame[id]!.append((frame, known.count))
                distinct[id, default: []].append(element)
            }
            previous = id
        }
        if !inserts.isEmpty { order = Self.inserting(inserts, into: order) }
    }

    /// The merged graph group, once every frame has been added.
    mutating func finish() -> Markup {
        guard var merged = first else { return Markup("g") }
        merged.children = fixed
        for id in order {
            let versions = distinct[id]!
            let frames = versionOfFrame[id]!
            for element in elements(id: id, distinct: versions, versionOfFrame: frames) {
                merged.children += [.text("\n"), .element(element)]
            }
        }
        merged.children.append(.text("\n"))
        return merged
    }

    /// `order` with each list of new ids placed after the id it followed in its frame (`nil`: first).
    private static func inserting(_ inserts: [String?: [String]], into order: [String]) -> [String] {
        var result: [String] = []
        func emit(_ id: String) {
            result.append(id)
            for next in inserts[id] ?? [] { emit(next) }
        }
        for id in inserts[nil] ?? [] { emit(id) }
        for id in order { emit(id) }
        return result
    }

    /// The element(s) that draw one id over all frames.
    private mutating func elements(id: String, distinct: [Markup], versionOfFrame: [(frame: Int, version: Int)])
        -> [Markup]
    {
        var shapes: [String] = []
        let shapeOfVersion = distinct.map { version -> Int in
            let shape = Self.geometry(of: version)
            if let known = shapes.firstIndex(of: shape) { return known }
            shapes.append(shape)
            return shapes.count - 1
        }
        if shapes.count == 1 { return [element(distinct: distinct, drawn: versionOfFrame, id: id)] }
        return shapes.indices.map { shape in
            element(
                distinct: distinct, drawn: versionOfFrame.filter { shapeOfVersion[$0.version] == shape },
                id: "\(id)-v\(shape + 1)")
        }
    }

    /// One element from versions of the same geometry, drawn in the frames of `drawn` (in order).
    private mutating func element(distinct: [Markup], drawn: [(frame: Int, version: Int)], id: String) -> Markup {
        var base = distinct[drawn[0].version]
        base[attribute: "id"] = id
        var groupTrack = Track(schemeCount: schemes.count)
        if drawn.count < frameCount {
            groupTrack.add(
                "visibility", inEveryScheme: Self.visibility(drawn: drawn.map(\.frame), frameCount: frameCount))
            if drawn[0].frame != 0 { base[attribute: "visibility"] = "hidden" }
        }
        guard Set(drawn.map(\.version)).count > 1 else {
            // One look wherever it is drawn: nothing but its visibility changes.
            if !groupTrack.isEmpty { register(groupTrack, on: &base) }
            return base
        }
        var versions = [Markup?](repeating: nil, count: frameCount)
        for (frame, version) in drawn { versions[frame] = distinct[version] }
        return animatingDescendants(of: base, path: [], versions: versions, groupTrack: &groupTrack)
    }

    /// `visible` in the frames drawn (in order), `hidden` elsewhere, as runs.
    static func visibility(drawn: [Int], frameCount: Int) -> [Track.Run] {
        var runs: [Track.Run] = []
        func set(_ value: String, from step: Int) {
            guard step < frameCount, runs.last?.value != value else { return }
            if runs.last?.step == step { runs.removeLast() }
            if runs.last?.value != value { runs.append(Track.Run(step: step, value: value)) }
        }
        if drawn.first != 0 { set("hidden", from: 0) }
        for frame in drawn {
            set("visible", from: frame)
            set("hidden", from: frame + 1)
        }
        return runs
    }

    /// Gives an element an id, if it has none of the prefix's, and animates it by `track`.
    private mutating func register(_ track: Track, on element: inout Markup) {
        let id: String
        if let existing = element[attribute: "id"] {
            id = existing.hasPrefix(prefix + "-") ? existing : "\(prefix)-\(existing)"
        } else {
            nextID += 1
            id = "\(prefix)-a\(nextID)"
        }
        element[attribute: "id"] = id
        tracks.append((id, track))
    }

    /// Gives every descendant whose presentation changes between frames an id and a track.
    private mutating func animatingDescendants(
        of element: Markup, path: [Int], versions: [Markup?], groupTrack: inout Track
    ) -> Markup {
        var element = element
        var track = Track(schemeCount: schemes.count)
        let atPath = versions.map { $0.map { Self.descendant(of: $0, at: path) } }
        // The group holding the element directly, whose classes the frames' style selects it by.
        let parents = versions.map { version in
            version.flatMap { path.isEmpty ? nil : Self.descendant(of: $0, at: path.dropLast()) }
        }
        func looks(_ frame: Int, _ name: String, _ absent: String) -> [String] {
            schemes.values(of: name, shape: atPath[frame]!, in: parents[frame], absent: absent)
                .map { Self.cssValue($0, absent: absent).lowercased() }
        }
        guard let first = atPath.firstIndex(where: { $0 != nil }) else { return element }
        for (name, absent) in Track.presentation {
            var values = Array(repeating: [String](), count: schemes.count)
            var last = looks(first, name, absent)
            for frame in 0..<frameCount {
                if atPath[frame] != nil { last = looks(frame, name, absent) }
                for scheme in values.indices { values[scheme].append(last[scheme]) }
            }
            guard values.contains(where: { Set($0).count > 1 }) else { continue }
            track.add(name, values)
        }
        if path.isEmpty {
            for (index, property) in track.properties.enumerated() {
                groupTrack.add(property, runs: track.schemes.map { $0[index] })
            }
            track = groupTrack
        }
        if !track.isEmpty { register(track, on: &element) }
        var childIndex = 0
        for (index, node) in element.children.enumerated() {
            guard case .element(let child) = node else { continue }
            element.children[index] = .element(
                animatingDescendants(of: child, path: path + [childIndex], versions: versions, groupTrack: &groupTrack)
            )
            childIndex += 1
        }
        return element
    }

    private static func descendant(of element: Markup, at path: some Collection<Int>) -> Markup {
        path.reduce(element) { $0.elements[$1] }
    }

    /// An element without its looks: what must be equal for two versions to share one element.
    private static func geometry(of element: Markup) -> String {
        var plain = element
        plain.attributes.removeAll { Track.presentationNames.contains($0.name) || $0.name == "class" }
        plain.children = element.children.map { node in
            if case .element(let child) = node { return .element(Markup("_", [], [.text(geometry(of: child))])) }
            return node
        }
        return plain.text()
    }

    /// A presentation value safe to write into CSS, or the property's absent value.
    static func cssValue(_ value: String, absent: String) -> String {
        let allowed = value.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
                || "#.,%()- ".unicodeScalars.contains($0)
        }
        return allowed && !value.isEmpty ? value : absent
    }
}
