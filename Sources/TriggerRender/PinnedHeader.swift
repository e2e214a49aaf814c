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

    /// Lays out each header on its own to learn its size, then pins its nodes centred over
    /// the body and top-aligned with the other headers.
    /// - Returns: The pinned headers, and their node statements for the combined graph.
    static func place(_ graphs: [DOTGraph], above body: LayoutBox) throws(RenderError) -> (pinned: [PinnedHeader], statements: String) {
        let laidOut = try graphs.map { graph throws(RenderError) in
            let layout = try graphviz { try LaidOutGraph(dot: graph.dotText) }
            return (graph, layout.boundingBox, layout.nodePositions)
        }
        let tallest = laidOut.map(\.1.height).max() ?? 0
        let top = body.upperRight.y + gap + tallest
        let middle = (body.lowerLeft.x + body.upperRight.x) / 2
        var pinned: [PinnedHeader] = []
        var combined = DOTGraph()
        for (index, (graph, box, positions)) in laidOut.enumerated() {
            let dx = middle - (box.lowerLeft.x + box.upperRight.x) / 2
            let dy = top - box.upperRight.y
            var nodes: [(id: String, style: String)] = []
            for node in graph.nodes {
                guard let position = positions[node.id] else { continue }
                var attributes = graph.nodeDefaults
                for entry in node.attributes.entries { attributes[entry.name] = entry.value }
                let style: String
                if case .string(let value)? = attributes["style"] { style = value } else { style = "solid" }
                let id = "header\(index)_\(node.id)"
                attributes["pos"] = .string("\(position.x + dx),\(position.y + dy)")
                attributes["style"] = "invis"
                attributes["class"] = "header"
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
