import TriggerRender

/// What the frames' own style (``SVGStyle``) makes of a shape's colours in each colour scheme.
///
/// A browser draws a frame's shape with the last rule of its `<style>` that selects it, in the
/// reader's scheme, over the shape's presentation attribute. An animated SVG sets its colours
/// with keyframes, which win over every rule; so its keyframes must hold, step by step and
/// scheme by scheme, what those rules give each frame's version of the shape.
struct ColourSchemes: Sendable {
    /// The frames' rule sets in order: the one that always applies, then each media query's.
    let schemes: [SVGStyle.Scheme]

    /// - Parameter schemes: At least one rule set, as ``SVGStyle/schemes(drawnIn:)`` gives them.
    init(_ schemes: [SVGStyle.Scheme]) {
        precondition(!schemes.isEmpty, "a frame's style has at least the rules that always apply")
        self.schemes = schemes
    }

    var count: Int { schemes.count }

    /// The media query of each scheme (`nil`: always).
    var media: [String?] { schemes.map(\.media) }

    /// The value a browser gives `property` of a shape in each scheme.
    /// - Parameters:
    ///   - shape: The shape, with its presentation attributes.
    ///   - group: The group holding the shape directly, if any: the rules select shapes by the
    ///     classes of their parent group.
    ///   - absent: The property's value when the shape has no such attribute.
    /// - Returns: One value per scheme.
    func values(of property: String, shape: Markup, in group: Markup?, absent: String) -> [String] {
        let drawn = shape[attribute: property] ?? absent
        guard let group, group.name == "g", let styled = SVGStyleRule.Property(rawValue: property) else {
            return Array(repeating: drawn, count: count)
        }
        let classes = Set(group.classes)
        let attributes = Dictionary(
            shape.attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        // A scheme's rules come on top of the ones before it: the dark override does not restate
        // what it leaves alone.
        var value = drawn
        var values: [String] = []
        for scheme in schemes {
            for rule in scheme.rules
            where rule.property == styled
                && rule.applies(toElement: shape.name, groupClasses: classes, attributes: attributes)
            {
                value = rule.value
            }
            values.append(value)
        }
        return values
    }
}
