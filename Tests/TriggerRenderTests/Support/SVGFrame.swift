import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// One SVG frame read with an XML parser: the root's attributes, its title and description,
/// and every drawn node and edge group by the text of its `<title>`.
struct SVGFrame {
    /// A drawn node or edge.
    struct Group {
        var classes: Set<String>
        /// The `fill` of each shape (`path`, `polygon`, `ellipse`), lowercased.
        var fills: [String]
        /// Whether any shape is drawn with a dash pattern.
        var dashed: Bool
        /// The numbers that place the group: shape coordinates and text anchors, in document order.
        var geometry: [Double]
        /// The centre of the box around its shapes' points, in SVG coordinates.
        var centre: (x: Double, y: Double)?
    }

    let text: String
    let rootAttributes: [String: String]
    /// The text of the root's `<title>` and `<desc>` children.
    let title: String?
    let desc: String?
    var nodes: [String: Group] = [:]
    var edges: [String: Group] = [:]

    init(_ data: Data) throws {
        text = String(decoding: data, as: UTF8.self)
        let document = try XMLDocument(data: data)
        guard let root = document.rootElement() else { throw Failure("no root element") }
        rootAttributes = root.attributeValues
        let children = root.elementChildren
        title = children.first { $0.name == "title" }?.stringValue
        desc = children.first { $0.name == "desc" }?.stringValue
        for group in root.elements(named: "g") {
            let classes = Set((group.attributeValues["class"] ?? "").split(separator: " ").map(String.init))
            let parts = group.elementChildren
            guard let name = parts.first(where: { $0.name == "title" })?.stringValue else { continue }
            let shapes = parts.filter { ["path", "polygon", "ellipse"].contains($0.name ?? "") }
            let shapeAttributes = shapes.map(\.attributeValues)
            let points = shapeAttributes.flatMap(svgPoints(of:))
            var geometry = points.flatMap { [$0.x, $0.y] }
            for text in parts where text.name == "text" {
                let attributes = text.attributeValues
                geometry += [attributes["x"], attributes["y"]].compactMap { $0.flatMap(Double.init) }
            }
            var centre: (x: Double, y: Double)?
            if let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
                let minY = points.map(\.y).min(), let maxY = points.map(\.y).max()
            {
                centre = ((minX + maxX) / 2, (minY + maxY) / 2)
            }
            let entry = Group(
                classes: classes,
                fills: shapeAttributes.compactMap { $0["fill"]?.lowercased() },
                dashed: shapeAttributes.contains { $0["stroke-dasharray"] != nil },
                geometry: geometry,
                centre: centre
            )
            if classes.contains("node") { nodes[name] = entry }
            if classes.contains("edge") { edges[name] = entry }
        }
    }

    /// The view groups, by position in the tree (from titles `v<position>`).
    var views: [Int: Group] {
        var views: [Int: Group] = [:]
        for (name, group) in nodes where name.hasPrefix("v") {
            if let position = Int(name.dropFirst()) { views[position] = group }
        }
        return views
    }

    /// The root's `viewBox` as four numbers.
    var viewBox: [Double]? {
        rootAttributes["viewBox"].map { $0.split(separator: " ").compactMap { Double($0) } }
    }

}
