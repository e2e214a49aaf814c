import Foundation
import TriggerRender

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every shape and text of an SVG frame that sits directly in a group, in document order, with
/// the group's classes: what ``SVGStyleRule`` can select.
struct SVGShapes {
    struct Shape: CustomStringConvertible {
        var element: String
        var groupClasses: Set<String>
        /// The group's position among the document's groups.
        var group: Int
        /// The group's `<title>` (libgvc's node or edge id) and the shape's place among the group's
        /// shapes of its kind: the shape's identity in any frame drawn from the same graph.
        var key: String
        var attributes: [String: String]
        /// The text of a `<text>` element.
        var text: String?

        var fill: String? { attributes["fill"]?.lowercased() }
        var stroke: String? { attributes["stroke"]?.lowercased() }

        var description: String {
            "<\(element)> in g.\(groupClasses.sorted().joined(separator: ".")) \(text ?? "") fill \(fill ?? "-") stroke \(stroke ?? "-")"
        }
    }

    var shapes: [Shape] = []
    /// Every `id` in the document, and every local reference (`href="#…"`, `url(#…)`).
    var ids: [String] = []
    var references: [String] = []

    init(_ data: Data) throws {
        let document = try XMLDocument(data: data)
        guard let root = document.rootElement() else { throw Failure("no root element") }
        visit(root, group: nil)
    }

    private var groupCount = 0

    /// The shapes by ``Shape/key``.
    var byKey: [String: Shape] { Dictionary(shapes.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first }) }

    private mutating func visit(_ element: XMLElement, group: (classes: Set<String>, index: Int, title: String)?) {
        let attributes = Self.attributes(of: element)
        if let id = attributes["id"] { ids.append(id) }
        for (name, value) in attributes {
            if name.hasSuffix("href"), value.hasPrefix("#") { references.append(String(value.dropFirst())) }
            for match in value.matches(of: /url\(#([^)]*)\)/) { references.append(String(match.1)) }
        }
        let name = element.name ?? ""
        if let group, ["path", "polygon", "ellipse", "text"].contains(name) {
            let place = shapes.filter { $0.group == group.index && $0.element == name }.count
            let key = "\(group.title) \(group.classes.sorted().joined(separator: ".")) \(name)#\(place)"
            shapes.append(
                Shape(
                    element: name, groupClasses: group.classes, group: group.index, key: key,
                    attributes: attributes, text: name == "text" ? element.stringValue : nil))
        }
        var inner: (classes: Set<String>, index: Int, title: String)?
        if name == "g" {
            let title =
                element.children?.compactMap { $0 as? XMLElement }.first { $0.name == "title" }?.stringValue ?? ""
            inner = (Set((attributes["class"] ?? "").split(separator: " ").map(String.init)), groupCount, title)
            groupCount += 1
        }
        for child in element.children?.compactMap({ $0 as? XMLElement }) ?? [] {
            visit(child, group: inner)
        }
    }

    /// The shapes as a browser colours them with these rules applied in order (CSS wins over
    /// presentation attributes; a later rule over an earlier one).
    func styled(_ rules: [SVGStyleRule]) -> [Shape] {
        shapes.map { shape in
            var styled = shape
            for rule in rules
            where rule.applies(toElement: shape.element, groupClasses: shape.groupClasses, attributes: shape.attributes)
            {
                styled.attributes[rule.property.rawValue] = rule.value
            }
            return styled
        }
    }

    private static func attributes(of element: XMLElement) -> [String: String] {
        var result: [String: String] = [:]
        for attribute in element.attributes ?? [] {
            if let name = attribute.name { result[name] = attribute.stringValue ?? "" }
        }
        return result
    }
}
