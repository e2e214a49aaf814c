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
    /// Space between a header's nodes (title and legend), in points: their tables pad them already.
    static let nodeGap = 0.0

    /// Lays out each node of each frame's header on its own (the title, then the legend) to learn
    /// its size, then pins them one under the other with their left edges at one x: the headers'
    /// widest extent centred over the body, every header top-aligned. So the title sits at the
    /// same place in every frame, the space the header takes is the same, and a long title never
    /// widens the legend, which is a node of its own.
    /// - Returns: The pinned headers, and their node statements for the combined graph.
    static func place(_ frames: [Frame], above body: LayoutBox) throws(RenderError) -> (pinned: [PinnedHeader], statements: String) {
        func layOut(_ graph: DOTGraph, _ node: DOTNode) throws(RenderError) -> (DOTGraph, DOTNode, LayoutBox, LayoutPoint?) {
            var alone = graph
            alone.nodes = [node]
            let layout = try graphviz { try LaidOutGraph(dot: alone.dotText) }
            return (graph, node, layout.boundingBox, layout.nodePositions[node.id])
        }
        var laidOut = try frames.map { frame throws(RenderError) in
            try frame.header.nodes.map { node throws(RenderError) in try layOut(frame.header, node) }
        }
        // Every title node is laid out again at the widest one's width, in whole points, its content
        // on the left: one width, so one left edge whatever libgvc rounds. (A legend is left as it
        // is: a table set in a wider cell spreads its columns.)
        for place in 0..<min(1, laidOut.map(\.count).max() ?? 0) {
            let width = (laidOut.compactMap { $0.indices.contains(place) ? $0[place].2.width : nil }.max() ?? 0).rounded(.up)
            for index in laidOut.indices where laidOut[index].indices.contains(place) && laidOut[index][place].2.width != width {
                let (graph, node, _, _) = laidOut[index][place]
                laidOut[index][place] = try layOut(graph, Self.widened(node, to: Int(width)))
            }
        }
        let heights = laidOut.map { nodes in nodes.map(\.2.height).reduce(0, +) + nodeGap * Double(max(0, nodes.count - 1)) }
        let tallest = heights.max() ?? 0
        let widest = laidOut.flatMap { $0.map(\.2.width) }.max() ?? 0
        let top = body.upperRight.y + gap + tallest
        // Whole points, so that every header's left edge lands on the same pixel whatever its width.
        let left = ((body.lowerLeft.x + body.upperRight.x) / 2 - widest / 2).rounded(.down)
        var pinned: [PinnedHeader] = []
        var combined = DOTGraph()
        for (index, nodes) in laidOut.enumerated() {
            var cursor = top
            var shown: [(id: String, style: String)] = []
            for (graph, node, box, position) in nodes {
                defer { cursor -= box.height + nodeGap }
                guard let position else { continue }
                var attributes = graph.nodeDefaults
                for entry in node.attributes.entries { attributes[entry.name] = entry.value }
                let style: String
                if case .string(let value)? = attributes["style"] { style = value } else { style = "solid" }
                let id = "header\(index)_\(node.id)"
                let x = left + box.width / 2
                let y = cursor - (box.upperRight.y - position.y)
                attributes["pos"] = .string("\(x),\(y)")
                attributes["style"] = "invis"
                attributes["class"] = "header"
                combined.nodes.append(DOTNode(id, attributes))
                shown.append((id, style))
            }
            pinned.append(PinnedHeader(nodes: shown))
        }
        // The statements of a graph holding only these nodes: every id and value through DOT's quoting.
        let lines = combined.dotText.split(separator: "\n", omittingEmptySubsequences: false)
        let statements = lines.dropFirst().dropLast(2).joined(separator: "\n") + "\n"
        return (pinned, statements)
    }

    /// The node with its HTML-like label set in a table `width` points wide, content on the left.
    static func widened(_ node: DOTNode, to width: Int) -> DOTNode {
        guard case .html(let label)? = node.attributes["label"] else { return node }
        var node = node
        node.attributes["label"] = .html(.element(
            "TABLE", ["BORDER": "0", "CELLBORDER": "0", "CELLSPACING": "0", "CELLPADDING": "0", "WIDTH": "\(width)"],
            [.element("TR", [:], [.element("TD", ["ALIGN": "LEFT"], [label])])]
        ))
        return node
    }
}
