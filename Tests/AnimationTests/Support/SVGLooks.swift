import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The drawn groups of an SVG (nodes and edges, by libgvc's id without the block's prefix or a
/// version suffix): each group's title and visibility and, per shape, the presentation
/// attributes, with the element ids that CSS animations address.
struct SVGLooks {
    struct Shape {
        var id: String?
        var attributes: [String: String]
    }

    struct Group {
        var id: String?
        /// The text of its `<title>`: a node's id (`v0`, `src1`, `header2_legend`) or an edge's ends.
        var title: String
        var classes: Set<String>
        var visibility: String?
        var shapes: [Shape]
    }

    let root: XMLElement
    /// The prefix taken off ids: the root's id, if any.
    let prefix: String?
    /// Groups by libgvc's id; an id drawn by several groups (a version per geometry) keeps them all.
    var groups: [String: [Group]] = [:]
    /// The text of every `<style>` element.
    var styles: String = ""

    /// - Parameters:
    ///   - data: The SVG.
    ///   - prefix: The id prefix to take off; the root's id unless given.
    init(_ data: Data, prefix: String? = nil) throws {
        let document = try XMLDocument(data: data)
        guard let root = document.rootElement() else { throw Failure("no root element") }
        self.root = root
        self.prefix = prefix ?? Self.attributes(of: root)["id"]
        visit(root)
    }

    /// The groups whose title is `title`.
    func groups(titled title: String) -> [Group] {
        groups.values.flatMap { $0 }.filter { $0.title == title }
    }

    /// libgvc's id from an id as written: without `<prefix>-` in front or `-v<N>` behind.
    func key(_ id: String) -> String {
        var key = id
        if let prefix, key.hasPrefix(prefix + "-") { key.removeFirst(prefix.count + 1) }
        if let range = key.range(of: #"-v[0-9]+$"#, options: .regularExpression) { key.removeSubrange(range) }
        return key
    }

    private mutating func visit(_ element: XMLElement) {
        let children = element.children?.compactMap { $0 as? XMLElement } ?? []
        if element.name == "style" { styles += element.stringValue ?? "" }
        if element.name == "g", let title = children.first(where: { $0.name == "title" })?.stringValue {
            let attributes = Self.attributes(of: element)
            let shapes = children.filter { ["path", "polygon", "ellipse", "polyline", "text"].contains($0.name ?? "") }
                .map { shape in
                    let attributes = Self.attributes(of: shape)
                    return Shape(
                        id: attributes["id"], attributes: attributes.merging(["element": shape.name ?? ""]) { $1 })
                }
            groups[key(attributes["id"] ?? title), default: []].append(
                Group(
                    id: attributes["id"],
                    title: title,
                    classes: Set((attributes["class"] ?? "").split(separator: " ").map(String.init)),
                    visibility: attributes["visibility"],
                    shapes: shapes
                ))
        }
        for child in children { visit(child) }
    }

    /// The root's attributes.
    var rootAttributes: [String: String] { Self.attributes(of: root) }

    /// The text of the root's `<title>` or `<desc>`.
    func rootText(_ name: String) -> String? {
        root.children?.compactMap { $0 as? XMLElement }.first { $0.name == name }?.stringValue
    }

    /// `attribute(forName:)` finds nothing in SVG's default namespace on Linux, so read them all.
    static func attributes(of element: XMLElement) -> [String: String] {
        var result: [String: String] = [:]
        for attribute in element.attributes ?? [] {
            if let name = attribute.name { result[name] = attribute.stringValue ?? "" }
        }
        return result
    }
}

/// The CSS of an animated SVG, read back in one colour scheme: which keyframes animate which id,
/// and what each property is at each step under `step-end` timing.
struct SteppedStyle {
    /// The reader's colour scheme: in the dark one, keyframes defined again under
    /// `@media (prefers-color-scheme: dark)` replace those of the same name.
    enum Scheme: String, CaseIterable, Sendable {
        case light, dark
    }

    struct Animation {
        var keyframes: String
        var milliseconds: Int
        var timing: String
        var iterations: String
    }

    /// Keyframes by name: each keyframe's percentage and declarations.
    var keyframes: [String: [(percent: Double, values: [String: String])]] = [:]
    /// The animation of each id.
    var animations: [String: Animation] = [:]
    var reducedMotion: String?
    /// The keyframes defined under `@media (prefers-color-scheme: dark)`, by name.
    var darkKeyframeNames: Set<String> = []

    init(_ css: String, scheme: Scheme = .light) throws {
        let darkPattern = try NSRegularExpression(
            pattern: #"@media \(prefers-color-scheme: dark\) \{\n(.*?)\n\}"#, options: .dotMatchesLineSeparators)
        let whole = css as NSString
        let darkBlocks = darkPattern.matches(in: css, range: NSRange(location: 0, length: whole.length))
        let darkCSS = darkBlocks.map { whole.substring(with: $0.range(at: 1)) + "\n" }.joined()
            .split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasPrefix("  ") ? $0.dropFirst(2) : $0 }
            .joined(separator: "\n")
        let lightCSS = darkPattern.stringByReplacingMatches(
            in: css, range: NSRange(location: 0, length: whole.length), withTemplate: "")
        try parse(lightCSS)
        let dark = try SteppedStyle(keyframesOf: darkCSS)
        darkKeyframeNames = Set(dark.keyframes.keys)
        if scheme == .dark { keyframes.merge(dark.keyframes) { $1 } }
    }

    private init(keyframesOf css: String) throws {
        try parse(css)
    }

    private mutating func parse(_ css: String) throws {
        let keyframePattern = try NSRegularExpression(pattern: #"@keyframes ([\w-]+) \{\n((?:  [^\n]*\n)*)\}"#)
        let stepPattern = try NSRegularExpression(pattern: #"^  ([0-9.]+)% \{ (.*) \}$"#, options: .anchorsMatchLines)
        let rulePattern = try NSRegularExpression(
            pattern: #"^#([\w-]+) \{ animation: ([\w-]+) (\d+)ms ([\w-]+) ([\w-]+); \}$"#, options: .anchorsMatchLines)
        let text = css as NSString
        for match in keyframePattern.matches(in: css, range: NSRange(location: 0, length: text.length)) {
            let name = text.substring(with: match.range(at: 1))
            let body = text.substring(with: match.range(at: 2))
            let bodyText = body as NSString
            keyframes[name] = stepPattern.matches(in: body, range: NSRange(location: 0, length: bodyText.length)).map {
                step in
                var values: [String: String] = [:]
                for declaration in bodyText.substring(with: step.range(at: 2)).split(separator: ";") {
                    let parts = declaration.split(separator: ":", maxSplits: 1).map {
                        $0.trimmingCharacters(in: .whitespaces)
                    }
                    if parts.count == 2 { values[parts[0]] = parts[1] }
                }
                return (Double(bodyText.substring(with: step.range(at: 1)))!, values)
            }
        }
        for match in rulePattern.matches(in: css, range: NSRange(location: 0, length: text.length)) {
            animations[text.substring(with: match.range(at: 1))] = Animation(
                keyframes: text.substring(with: match.range(at: 2)),
                milliseconds: Int(text.substring(with: match.range(at: 3)))!,
                timing: text.substring(with: match.range(at: 4)),
                iterations: text.substring(with: match.range(at: 5))
            )
        }
        if let range = css.range(of: "@media (prefers-reduced-motion: reduce) {") {
            reducedMotion = String(css[range.upperBound...])
        }
    }

    /// The value of `property` on the element with `id` at `step` of `count`, or `static` when
    /// no animation sets it: the last keyframe at or before the step's start wins (`step-end`).
    func value(_ property: String, id: String?, step: Int, of count: Int, static value: String?) -> String? {
        guard let id, let animation = animations[id], let frames = keyframes[animation.keyframes] else { return value }
        let start = Double(step) * 100 / Double(count)
        var result = value
        for frame in frames where frame.percent <= start + 0.001 {
            if let set = frame.values[property] { result = set }
        }
        return result
    }
}
