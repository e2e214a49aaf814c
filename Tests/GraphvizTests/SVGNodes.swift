import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The drawn node and edge groups of an SVG from Graphviz, by their `<title>`.
struct SVGNodes {
    struct Group: Equatable {
        var classes: [String]
        var fills: [String]
        var strokes: [String]
    }

    var nodes: [String: Group] = [:]
    var edges: [String: Group] = [:]

    init(_ data: Data) throws {
        let document = try XMLDocument(data: data)
        for group in Self.elements(named: "g", in: document.rootElement()) {
            let classes = (Self.attribute("class", of: group) ?? "")
                .split(separator: " ").map(String.init)
            let children = group.children?.compactMap { $0 as? XMLElement } ?? []
            guard let title = children.first(where: { $0.name == "title" })?.stringValue
            else { continue }
            let shapes = children.filter { ["ellipse", "polygon", "path"].contains($0.name ?? "") }
            let entry = Group(
                classes: classes,
                fills: shapes.compactMap { Self.attribute("fill", of: $0) },
                strokes: shapes.compactMap { Self.attribute("stroke", of: $0) })
            if classes.contains("node") { nodes[title] = entry }
            if classes.contains("edge") { edges[title] = entry }
        }
    }

    private static func elements(named name: String, in element: XMLElement?) -> [XMLElement] {
        guard let element else { return [] }
        let children = element.children?.compactMap { $0 as? XMLElement } ?? []
        return (element.name == name ? [element] : [])
            + children.flatMap { elements(named: name, in: $0) }
    }

    /// `attribute(forName:)` finds nothing in SVG's default namespace on Linux.
    private static func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }
}
