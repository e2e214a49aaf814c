import TextEscapes

/// A DOT attribute value: a string (quoted as needed), text Graphviz shows, or an HTML-like label.
public enum DOTValue: Hashable, Sendable {
    /// A value Graphviz reads as it is: a colour, a style, a name.
    case string(String)
    /// Text Graphviz shows, in a plain `label`, `xlabel` or `tooltip`: Graphviz reads HTML
    /// entities there (`&amp;` is drawn `&`), so every `&` is written `&amp;` and the text
    /// is shown as it is.
    case text(String)
    /// An HTML-like label, written between `<` and `>`.
    case html(HTMLLabel)

    /// The value as DOT text.
    public var dotText: String {
        switch self {
        case .string(let text): DOT.quote(text)
        case .text(let text): DOT.quote(Self.shown(text).replacingAmpersandsForDOT())
        case .html(let label): "<" + label.markup + ">"
        }
    }
}

extension DOTValue {
    /// Text as Graphviz is to draw it: each space-separated word holding a bidirectional
    /// formatting character (U+202A–U+202E, U+2066–U+2069) between FSI and PDI, with what it
    /// opens closed at its end (``HTMLText/isolatingBidi(_:)``), so that a U+202E in a view name
    /// reverses that name alone, never the rest of the line (`tap‮ped: tapCount changed`). Pango
    /// and browsers both honour the isolates; text without such a character is unchanged.
    static func shown(_ text: String) -> String { HTMLText.isolatingBidi(text) }
}

extension String {
    /// The text with each `&` written as the entity `&amp;`.
    func replacingAmpersandsForDOT() -> String {
        guard contains("&") else { return self }
        var result = ""
        for character in self { result += character == "&" ? "&amp;" : String(character) }
        return result
    }
}

extension DOTValue: ExpressibleByStringLiteral {
    /// Creates a plain string value from a string literal, quoted as needed when written.
    public init(stringLiteral value: String) { self = .string(value) }
}

/// Attributes in a stable order: the order each name was first set; setting a name again
/// replaces its value in place.
public struct DOTAttributes: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    /// Every attribute set, in the order each name was first set.
    public private(set) var entries: [(name: String, value: DOTValue)] = []

    /// Creates an empty list of attributes.
    public init() {}

    /// Creates attributes from a dictionary literal, in the literal's order.
    /// - Parameter elements: Each attribute's name and value.
    public init(dictionaryLiteral elements: (String, DOTValue)...) {
        for (name, value) in elements { self[name] = value }
    }

    /// Whether no attribute is set.
    public var isEmpty: Bool { entries.isEmpty }

    /// The value set for `name`, or `nil`; assigning `nil` removes it.
    public subscript(name: String) -> DOTValue? {
        get { entries.first { $0.name == name }?.value }
        set {
            let index = entries.firstIndex { $0.name == name }
            switch (index, newValue) {
            case (let index?, let value?): entries[index].value = value
            case (let index?, nil): entries.remove(at: index)
            case (nil, let value?): entries.append((name, value))
            case (nil, nil): break
            }
        }
    }

    /// `[name=value, …]` text, or an empty string when there are none.
    public var dotText: String {
        guard !entries.isEmpty else { return "" }
        var text = "["
        for (index, entry) in entries.enumerated() {
            if index > 0 { text += ", " }
            text += DOT.quote(entry.name) + "=" + entry.value.dotText
        }
        return text + "]"
    }

    /// Whether two lists set the same attributes to the same values in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.entries.elementsEqual(rhs.entries) { $0.name == $1.name && $0.value == $1.value }
    }

    /// Hashes the attributes' names and values, in order.
    public func hash(into hasher: inout Hasher) {
        for entry in entries {
            hasher.combine(entry.name)
            hasher.combine(entry.value)
        }
    }
}
