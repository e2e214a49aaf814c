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

    /// Lays out each frame's header on its own to learn its size, then lays out again, at the
    /// widest one's width, each that is narrower; pins every header with its left edge at one x,
    /// the headers as a whole centred over the body and top-aligned. So the title sits at the
    /// same place, and the header has the same width, in every frame.
    /// - Returns: The pinned headers, and their node statements for the combined graph.
    static func place(_ frames: [Frame], above body: LayoutBox) throws(RenderError) -> (pinned: [PinnedHeader], statements: String) {
        func layOut(_ graph: DOTGraph) throws(RenderError) -> (DOTGraph, LayoutBox, [String: LayoutPoint]) {
            let layout = try graphviz { try LaidOutGraph(dot: graph.dotText) }
            return (graph, layout.boundingBox, layout.nodePositions)
        }
        var laidOut = try frames.map { frame throws(RenderError) in try layOut(frame.header) }
        let widest = laidOut.map(\.1.width).max() ?? 0
        // The table's width in whole points (the box is the table's: no margin; the pad lies outside).
        let tableWidth = Int(widest.rounded(.up))
        for index in laidOut.indices where laidOut[index].1.width != Double(tableWidth) {
            laidOut[index] = try layOut(frames[index].header(width: tableWidth))
        }
        let tallest = laidOut.map(\.1.height).max() ?? 0
        let top = body.upperRight.y + gap + tallest
        let left = (body.lowerLeft.x + body.upperRight.x) / 2 - (laidOut.map(\.1.width).max() ?? 0) / 2
        var pinned: [PinnedHeader] = []
        var combined = DOTGraph()
        for (index, (graph, box, positions)) in laidOut.enumerated() {
            let dx = left - box.lowerLeft.x
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
