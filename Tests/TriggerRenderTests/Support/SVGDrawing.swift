import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What an SVG frame draws, as geometry: each node's outline and texts, each edge's line as a
/// polyline, and the header's texts. Coordinates are the SVG's own (one CSS pixel each at its
/// intrinsic size), before the graph's transform, which every group shares.
struct SVGDrawing {
    struct Text {
        var string: String
        var x: Double
        var y: Double
        var size: Double
        var anchor: String
        var bold: Bool
        var family: String
    }

    struct Node {
        var id: String
        var classes: Set<String>
        /// The outline's extent: minimum and maximum x and y.
        var box: (minX: Double, minY: Double, maxX: Double, maxY: Double)
        var texts: [Text]
    }

    struct Edge {
        var id: String
        var classes: Set<String>
        /// The drawn line, each Bézier segment cut into straight pieces.
        var line: [(x: Double, y: Double)]
        var texts: [Text]
    }

    var width: Double
    var height: Double
    var nodes: [Node] = []
    var edges: [Edge] = []
    /// The texts of the header (title, source line, legend), and its swatches' left edges.
    var headerTexts: [Text] = []
    var headerLeft: Double?

    /// The views and sources: the body's nodes.
    var bodyNodes: [Node] { nodes.filter { !$0.classes.contains("header") } }

    init(_ data: Data) throws {
        let document = try XMLDocument(data: data)
        guard let root = document.rootElement() else { throw Failure("no root element") }
        let attributes = root.attributeValues
        width = attributes["width"].flatMap(Double.init) ?? 0
        height = attributes["height"].flatMap(Double.init) ?? 0
        for group in root.elements(named: "g") {
            let classes = Set((group.attributeValues["class"] ?? "").split(separator: " ").map(String.init))
            let parts = group.elementChildren
            guard let id = parts.first(where: { $0.name == "title" })?.stringValue else { continue }
            let texts = parts.filter { $0.name == "text" }.map(Self.text)
            if classes.contains("header") {
                headerTexts += texts
                let lefts =
                    parts.filter { ["polygon", "path"].contains($0.name ?? "") }
                    .flatMap { svgPoints(of: $0.attributeValues) }.map(\.x) + texts.map(\.x)
                if let left = lefts.min() { headerLeft = min(headerLeft ?? left, left) }
            } else if classes.contains("node") {
                guard let shape = parts.first(where: { ["path", "polygon", "ellipse"].contains($0.name ?? "") })
                else { continue }
                let points = svgPoints(of: shape.attributeValues)
                guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
                    let minY = points.map(\.y).min(), let maxY = points.map(\.y).max()
                else { continue }
                nodes.append(Node(id: id, classes: classes, box: (minX, minY, maxX, maxY), texts: texts))
            } else if classes.contains("edge") {
                let line = parts.filter { $0.name == "path" }.flatMap {
                    Self.polyline($0.attributeValues["d"] ?? "")
                }
                edges.append(Edge(id: id, classes: classes, line: line, texts: texts))
            }
        }
    }

    /// The points of a path `d="Mx,y C x,y x,y x,y …"` (libgvc writes one move, then cubic
    /// Béziers), each Bézier cut into 16 straight pieces.
    static func polyline(_ d: String) -> [(x: Double, y: Double)] {
        let numbers = d.split { !"-.0123456789e".contains($0) }.compactMap { Double($0) }
        let points = stride(from: 0, to: numbers.count - 1, by: 2).map { (x: numbers[$0], y: numbers[$0 + 1]) }
        guard var current = points.first else { return [] }
        var line = [current]
        var index = 1
        while index + 2 < points.count {
            let (c1, c2, end) = (points[index], points[index + 1], points[index + 2])
            for step in 1...16 {
                let t = Double(step) / 16
                let u = 1 - t
                let x = u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x
                let y = u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y
                line.append((x, y))
            }
            current = end
            index += 3
        }
        return line
    }

    private static func text(_ element: XMLElement) -> Text {
        let attributes = element.attributeValues
        return Text(
            string: element.stringValue ?? "", x: attributes["x"].flatMap(Double.init) ?? 0,
            y: attributes["y"].flatMap(Double.init) ?? 0, size: attributes["font-size"].flatMap(Double.init) ?? 0,
            anchor: attributes["text-anchor"] ?? "start", bold: attributes["font-weight"] == "bold",
            family: attributes["font-family"] ?? "")
    }

}

extension SVGDrawing {
    /// The pairs of drawn edges whose lines cross, by their ids. Where two lines meet within
    /// `near` of an end of either, they touch at a node they share or at its border, which is
    /// not a crossing.
    func crossings(near: Double = 6) -> [(String, String)] {
        var found: [(String, String)] = []
        let lines = edges.filter { $0.line.count > 1 }
        for first in lines.indices {
            for second in lines.indices where second > first {
                let (a, b) = (lines[first].line, lines[second].line)
                let ends = [a.first!, a.last!, b.first!, b.last!]
                search: for i in 0..<(a.count - 1) {
                    for j in 0..<(b.count - 1) {
                        guard let point = Self.intersection(a[i], a[i + 1], b[j], b[j + 1]) else { continue }
                        if ends.contains(where: { hypot($0.x - point.x, $0.y - point.y) < near }) { continue }
                        found.append((lines[first].id, lines[second].id))
                        break search
                    }
                }
            }
        }
        return found
    }

    /// Where segment p1–p2 meets segment q1–q2, if they meet.
    static func intersection(
        _ p1: (x: Double, y: Double), _ p2: (x: Double, y: Double), _ q1: (x: Double, y: Double),
        _ q2: (x: Double, y: Double)
    ) -> (x: Double, y: Double)? {
        let r = (x: p2.x - p1.x, y: p2.y - p1.y)
        let s = (x: q2.x - q1.x, y: q2.y - q1.y)
        let denominator = r.x * s.y - r.y * s.x
        guard abs(denominator) > 1e-9 else { return nil }
        let t = ((q1.x - p1.x) * s.y - (q1.y - p1.y) * s.x) / denominator
        let u = ((q1.x - p1.x) * r.y - (q1.y - p1.y) * r.x) / denominator
        guard (0...1).contains(t), (0...1).contains(u) else { return nil }
        return (p1.x + t * r.x, p1.y + t * r.y)
    }

    /// The distance from a point to a polyline.
    static func distance(from point: (x: Double, y: Double), to line: [(x: Double, y: Double)]) -> Double {
        guard line.count > 1 else { return line.first.map { hypot($0.x - point.x, $0.y - point.y) } ?? .infinity }
        return (0..<(line.count - 1)).map { index in
            let (a, b) = (line[index], line[index + 1])
            let length = (b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)
            let t =
                length == 0
                ? 0 : max(0, min(1, ((point.x - a.x) * (b.x - a.x) + (point.y - a.y) * (b.y - a.y)) / length))
            return hypot(a.x + t * (b.x - a.x) - point.x, a.y + t * (b.y - a.y) - point.y)
        }.min() ?? .infinity
    }
}
