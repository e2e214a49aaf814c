/// The style sheet of an animated SVG: one `@keyframes` rule per distinct track, stepping
/// (`step-end`) from frame to frame, looping; none under `prefers-reduced-motion: reduce`.
enum Keyframes {
    /// - Parameters:
    ///   - tracks: The animated elements and their tracks.
    ///   - prefix: The block's id prefix, which also names the keyframes, so two animations on
    ///     one page never share a name.
    ///   - frameCount: The number of steps.
    ///   - stepMilliseconds: How long each step shows.
    static func styleSheet(tracks: [(id: String, track: Track)], prefix: String, frameCount: Int, stepMilliseconds: Int) -> String {
        let duration = frameCount * stepMilliseconds
        var names: [Track: String] = [:]
        var keyframes: [String] = []
        var rules: [String] = []
        for (id, track) in tracks {
            let name: String
            if let known = names[track] {
                name = known
            } else {
                name = "\(prefix)-k\(names.count + 1)"
                names[track] = name
                keyframes.append(rule(name: name, track: track, frameCount: frameCount))
            }
            rules.append("#\(id) { animation: \(name) \(duration)ms step-end infinite; }")
        }
        let reduced = "@media (prefers-reduced-motion: reduce) {\n  #\(prefix) * { animation: none !important; }\n}"
        return "\n" + (keyframes + rules + [reduced]).joined(separator: "\n") + "\n"
    }

    /// `@keyframes name { 0% { … } … 100% { … } }`: a keyframe at each step where a value changes,
    /// and the last step's values again at 100% so the last step holds to the end.
    private static func rule(name: String, track: Track, frameCount: Int) -> String {
        var lines = ["@keyframes \(name) {"]
        var previous: [String]?
        for step in 0..<frameCount {
            let values = track.values.map { $0[step] }
            guard values != previous else { continue }
            lines.append("  \(percent(step, of: frameCount)) { \(declarations(track.properties, values)) }")
            previous = values
        }
        lines.append("  100% { \(declarations(track.properties, track.values.map { $0[frameCount - 1] })) }")
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
