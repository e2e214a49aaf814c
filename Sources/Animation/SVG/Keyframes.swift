/// The style sheet of an animated SVG: one `@keyframes` rule per distinct track, stepping
/// (`step-end`) from frame to frame, looping; none under `prefers-reduced-motion: reduce`.
///
/// The keyframes hold the colours of the scheme that always applies (the theme the frames were
/// drawn in); a track whose colours differ in another scheme (`prefers-color-scheme: dark`) is
/// defined again, with that scheme's colours, under the scheme's media query. Of two keyframes
/// rules with one name, the last whose media query holds is the one used.
enum Keyframes {
    /// - Parameters:
    ///   - tracks: The animated elements and their tracks.
    ///   - media: Each scheme's media query, as in the tracks (`nil`: always).
    ///   - prefix: The block's id prefix, which also names the keyframes, so two animations on
    ///     one page never share a name.
    ///   - frameCount: The number of steps.
    ///   - stepMilliseconds: How long each step shows.
    static func styleSheet(
        tracks: [(id: String, track: Track)], media: [String?], prefix: String, frameCount: Int, stepMilliseconds: Int
    ) -> String {
        let duration = frameCount * stepMilliseconds
        var names: [Track: String] = [:]
        var named: [(name: String, track: Track)] = []
        var rules: [String] = []
        for (id, track) in tracks {
            let name: String
            if let known = names[track] {
                name = known
            } else {
                name = "\(prefix)-k\(names.count + 1)"
                names[track] = name
                named.append((name, track))
            }
            rules.append("#\(id) { animation: \(name) \(duration)ms step-end infinite; }")
        }
        var keyframes = named.map {
            rule(name: $0.name, properties: $0.track.properties, values: $0.track.schemes[0], frameCount: frameCount)
        }
        for (scheme, query) in media.enumerated().dropFirst() {
            let overrides = named.filter { $0.track.schemes[scheme] != $0.track.schemes[0] }.map {
                rule(
                    name: $0.name, properties: $0.track.properties, values: $0.track.schemes[scheme],
                    frameCount: frameCount)
            }
            guard !overrides.isEmpty else { continue }
            if let query {
                keyframes.append("@media \(query) {\n" + overrides.joined(separator: "\n").indented + "\n}")
            } else {
                keyframes += overrides
            }
        }
        let reduced = "@media (prefers-reduced-motion: reduce) {\n  #\(prefix) * { animation: none !important; }\n}"
        return "\n" + (keyframes + rules + [reduced]).joined(separator: "\n") + "\n"
    }

    /// `@keyframes name { 0% { … } … 100% { … } }`: a keyframe at each step where a value changes,
    /// and the last step's values again at 100% so the last step holds to the end.
    /// - Parameter values: For each property, its runs (the first at step 0).
    private static func rule(name: String, properties: [String], values: [[Track.Run]], frameCount: Int) -> String {
        var lines = ["@keyframes \(name) {"]
        let steps = Set(values.flatMap { $0.map(\.step) }).sorted()
        var next = Array(repeating: 0, count: values.count)  // each property's next run
        var current = Array(repeating: "", count: values.count)
        var previous: [String]?
        for step in steps {
            for property in values.indices {
                while next[property] < values[property].count, values[property][next[property]].step <= step {
                    current[property] = values[property][next[property]].value
                    next[property] += 1
                }
            }
            guard current != previous else { continue }
            lines.append("  \(percent(step, of: frameCount)) { \(declarations(properties, current)) }")
            previous = current
        }
        lines.append("  100% { \(declarations(properties, values.map { $0.last?.value ?? "" })) }")
        return (lines + ["}"]).joined(separator: "\n")
    }

    private static func declarations(_ properties: [String], _ values: [String]) -> String {
        zip(properties, values).map { "\($0): \($1);" }.joined(separator: " ")
    }

    /// `step / count` as a CSS percentage with up to four decimals, e.g. `33.3333%`.
    static func percent(_ step: Int, of count: Int) -> String {
        let tenThousandths = (step * 1_000_000 + count / 2) / count
        let whole = tenThousandths / 10_000
        var fraction = String(tenThousandths % 10_000)
        fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return fraction.isEmpty ? "\(whole)%" : "\(whole).\(fraction)%"
    }
}

extension String {
    /// Every line indented by two spaces.
    fileprivate var indented: String {
        split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }
}
