/// An XML element as a value: its name, its attributes in document order, and its children.
///
/// What the animation code reads SVG into and writes it back from, so that every byte it
/// writes goes through one escaping function (``Markup/text``).
struct Markup: Hashable, Sendable {
    /// A child of an element.
    enum Node: Hashable, Sendable {
        case element(Markup)
        case text(String)
        case comment(String)
    }

    var name: String
    var attributes: [Attribute]
    var children: [Node]

    struct Attribute: Hashable, Sendable {
        var name: String
        var value: String
    }

    init(_ name: String, _ attributes: [Attribute] = [], _ children: [Node] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    /// The value of an attribute, or `nil`; assigning `nil` removes it, assigning a new name appends it.
    subscript(attribute name: String) -> String? {
        get { attributes.first { $0.name == name }?.value }
        set {
            let index = attributes.firstIndex { $0.name == name }
            switch (index, newValue) {
            case (let index?, let value?): attributes[index].value = value
            case (let index?, nil): attributes.remove(at: index)
            case (nil, let value?): attributes.append(Attribute(name: name, value: value))
            case (nil, nil): break
            }
        }
    }

    /// The child elements, in order.
    var elements: [Markup] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// The concatenated text of the element and its descendants.
    var textContent: String {
        children.map { node in
            switch node {
            case .element(let element): element.textContent
            case .text(let text): text
            case .comment: ""
            }
        }.joined()
    }

    /// The classes of the `class` attribute.
    var classes: [String] {
        (self[attribute: "class"] ?? "").split(separator: " ").map(String.init)
    }
}
