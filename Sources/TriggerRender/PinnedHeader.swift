import Graphviz
import TriggerDiagram

/// One frame's header nodes, pinned above the body in the combined graph.
struct PinnedHeader {
    /// Node id in the combined graph, and the style that shows it.
    let nodes: [(id: String, style: String)]

    /// The updates that show this header, or hide it.
    func visibility(shown: Bool) -> [Graphviz.AttributeUpdate] {
        nodes.map { Graphviz.AttributeUpdate(.node($0.id), "style", shown ? $0.style : "invis") }
    }

    /// Space between the body and the tallest header, in points.
    static let gap = 10.0

    /// A header laid out on its own: its box and its nodes' centres, what pinning it needs.
    struct Geometry {
        let box: LayoutBox
        let positions: [String: LayoutPoint]

        /// Lays out one header graph (and frees the layout).
        init(_ graph: DOTGraph) throws(RenderError) {
            let layout = try graphviz { try LaidOutGraph(dot: graph.dotText) }
            box = layout.boundingBox
            positions = layout.nodePositions
        }
    }

    /// Where every header goes: centred over the body, top-aligned with the tallest one.
    struct Placement {
        let top: Double
        let middle: Double

        init(above body: LayoutBox, tallest: Double) {
            top = body.upperRight.y + gap + tallest
            middle = (body.lowerLeft.x + body.upperRight.x) / 2
        }
    }

    /// Pins headers over the body, each from its own layout.
    /// - Parameters:
    ///   - headers: Each header's frame index (which names its nodes), graph and geometry.
    ///   - placement: Where the headers go; the same for every group of headers of one diagram.
    /// - Returns: The pinned headers, in the order given, and their node statements for the combined graph.
    static func pin(
        _ headers: [(index: Int, graph: DOTGraph, geometry: Geometry)], at placement: Placement
    ) -> (pinned: [PinnedHeader], statements: String) {
        var pinned: [PinnedHeader] = []
        var combined = DOTGraph()
        for (index, graph, geometry) in headers {
            let box = geometry.box
            let dx = placement.middle - (box.lowerLeft.x + box.upperRight.x) / 2
            let dy = placement.top - box.upperRight.y
            var nodes: [(id: String, style: String)] = []
            for node in graph.nodes {
                guard let position = geometry.positions[node.id] else { continue }
                var attributes = graph.nodeDefaults
                for entry in node.attributes.entries { attributes[entry.name] = entry.value }
                let style: String
                if case .string(let value)? = attributes["style"] { style = value } else { style = "solid" }
                let id = "header\(index)_\(node.id)"
                attributes["pos"] = .string("\(position.x + dx),\(position.y + dy)")
                attributes["style"] = "invis"
                attributes["class"] = "header"
                // The SVG id names the frame, whichever group of headers the frame is drawn with.
                attributes["id"] = .string("header\(index + 1)-\(node.id)")
                combined.nodes.append(DOTNode(id, attributes))
                nodes.append((id, style))
            }
            pinned.append(PinnedHeader(nodes: nodes))
        }
        // The statements of a graph holding only these nodes: every id and value through DOT's quoting.
        let lines = combined.dotText.split(separator: "\n", omittingEmptySubsequences: false)
        let statements = lines.dropFirst().dropLast(2).joined(separator: "\n") + "\n"
        return (pinned, statements)
    }
}
