/// One rule of the style an SVG frame carries: a colour for the shapes of one role.
///
/// A rule names the classes of a group libgvc writes (`<g class="node view skipped">`,
/// `<g class="graph">`, `<g class="edge tree-edge">`), the shapes directly inside it, and
/// optionally a presentation attribute those shapes must carry (the legend's swatches have
/// no class of their own, only their colours).
public struct SVGStyleRule: Hashable, Sendable {
    /// A CSS property the rules set.
    public enum Property: String, Hashable, Sendable {
        /// The colour inside a shape.
        case fill
        /// The colour of a shape's outline.
        case stroke
    }

    /// A presentation attribute and value a shape must carry, compared case-insensitively.
    public struct Condition: Hashable, Sendable {
        /// The presentation attribute the shape must carry.
        public var property: Property
        /// The value the attribute must have.
        public var value: String

        /// Creates a condition on a shape's presentation attribute.
        /// - Parameters:
        ///   - property: The attribute.
        ///   - value: The value it must have.
        public init(property: Property, value: String) {
            self.property = property
            self.value = value
        }
    }

    /// Every class the group must carry.
    public var group: [String]
    /// The shape elements coloured: children of the group.
    public var elements: [String]
    /// A presentation attribute the shapes must also carry, if any.
    public var condition: Condition?
    /// The CSS property the rule sets.
    public var property: Property
    /// The colour the rule sets, as CSS writes it.
    public var value: String

    /// Creates a rule.
    /// - Parameters:
    ///   - group: Every class the group must carry.
    ///   - elements: The shape elements coloured, children of the group.
    ///   - condition: A presentation attribute the shapes must also carry, if any.
    ///   - property: The CSS property set.
    ///   - value: The colour set.
    public init(group: [String], elements: [String], condition: Condition? = nil, property: Property, value: String) {
        self.group = group
        self.elements = elements
        self.condition = condition
        self.property = property
        self.value = value
    }

    /// The rule as CSS for the SVG roots carrying `scope` (classes), with no specificity of its
    /// own (`:where`), so any rule of the page on the same classes wins.
    func css(scope: [String]) -> String {
        // Appended to one string: interpolations and joins cost some 20,000 instructions a rule,
        // paid for every rule of the style at a process's first frame.
        var text = ":where(svg"
        text.reserveCapacity(192)
        for name in scope {
            text += "."
            text += name
        }
        text += " g"
        for name in group {
            text += "."
            text += name
        }
        text += " > "
        if elements.count != 1 { text += ":is(" }
        for (index, element) in elements.enumerated() {
            if index > 0 { text += ", " }
            text += element
            if let condition { text += "[" + condition.property.rawValue + "=\"" + condition.value + "\" i]" }
        }
        if elements.count != 1 { text += ")" }
        text += ") { " + property.rawValue + ": " + value + "; }"
        return text
    }

    /// Whether the rule applies to a shape, by the classes of its group and its attributes.
    public func applies(toElement element: String, groupClasses: Set<String>, attributes: [String: String]) -> Bool {
        guard elements.contains(element), groupClasses.isSuperset(of: group) else { return false }
        guard let condition else { return true }
        return attributes[condition.property.rawValue]?.lowercased() == condition.value.lowercased()
    }
}
