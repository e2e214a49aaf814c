import DOT
import Graphviz
import TriggerDiagram

/// One frame's header nodes, pinned above the body in the combined graph.
struct PinnedHeader {
    /// Node id in the combined graph, and the style that shows it.
    let nodes: [(id: String, style: String)]

    /// The updates that show this header, or hide it.
    func visibility(shown: Bool) -> [AttributeUpdate] {
        nodes.map { AttributeUpdate(.node($0.id), "style", shown ? $0.style : "invis") }
    }

    /// Space between the body and the tallest header, in points.
    static let gap = 10.0
    /// Space between a header's nodes (title and legend), in points: their tables pad them already.
    static let nodeGap = 0.0

    /// A header whose nodes (the title, then the legend) are each laid out on their own: each
    /// one's box and centre, what pinning it needs. The title may be set at a given width.
    struct Geometry {
        /// Each node's box and centre, in the header's order; a node libgvc did not place has no centre.
        let nodes: [(box: LayoutBox, position: LayoutPoint?)]
        /// The width the title node was set at, when it was widened to the block's widest title.
        let titleWidth: Int?

        /// Node layouts already made, by the text of the one-node graph: a legend with the same
        /// counts, or a title with the same text, is laid out once per block, not once per frame.
        typealias Cache = [String: (box: LayoutBox, position: LayoutPoint?)]

        /// Lays out each node of one header alone (and frees the layouts).
        /// - Parameters:
        ///   - titleWidth: Sets the first node (the title) in a table this wide, content on the left.
        ///   - cache: Layouts made before; the same graph text lays out the same.
        init(_ header: DOTGraph, titleWidth: Int? = nil, cache: inout Cache) throws(RenderError) {
            var nodes: [(box: LayoutBox, position: LayoutPoint?)] = []
            for (place, node) in header.nodes.enumerated() {
                var alone = header
                alone.nodes = [place == 0 ? titleWidth.map { PinnedHeader.widened(node, to: $0) } ?? node : node]
                let text = alone.dotText
                if let known = cache[text] {
                    nodes.append(known)
                    continue
                }
                let layout = try graphviz { try LaidOutGraph(dot: text) }
                let laidOut = (layout.boundingBox, layout.nodePositions[node.id])
                cache[text] = laidOut
                nodes.append(laidOut)
            }
            self.nodes = nodes
            self.titleWidth = titleWidth
        }

        var width: Double { nodes.map(\.box.width).max() ?? 0 }
        var height: Double { nodes.map(\.box.height).reduce(0, +) + nodeGap * Double(max(0, nodes.count - 1)) }

        /// Every frame's header laid out, each title set at the widest title's width in whole
        /// points: one width, so one left edge whatever libgvc rounds. (A legend is left as it is:
        /// a table set in a wider cell spreads its columns.)
        static func all(_ count: Int, header: (Int) -> DOTGraph) throws(RenderError) -> [Geometry] {
            var geometries: [Geometry] = []
            geometries.reserveCapacity(count)
            // Every layout leaks a few KB inside libgvc, so one made again is memory lost per frame.
            var cache = Cache()
            for index in 0..<count { geometries.append(try Geometry(header(index), cache: &cache)) }
            let titleWidth = (geometries.compactMap { $0.nodes.first?.box.width }.max() ?? 0).rounded(.up)
            for index in geometries.indices
            where geometries[index].nodes.first.map({ $0.box.width != titleWidth }) ?? false {
                geometries[index] = try Geometry(header(index), titleWidth: Int(titleWidth), cache: &cache)
            }
            return geometries
        }
    }

    /// Where every header goes: its nodes stacked from one top, their left edges at one x, the
    /// headers' widest extent centred over the body.
    struct Placement {
        let top: Double
        let left: Double

        init(above body: LayoutBox, headers: [Geometry]) {
            top = body.upperRight.y + gap + (headers.map(\.height).max() ?? 0)
            let widest = headers.map(\.width).max() ?? 0
            // Whole points, so that every header's left edge lands on the same pixel whatever its width.
            left = ((body.lowerLeft.x + body.upperRight.x) / 2 - widest / 2).rounded(.down)
        }
    }

    /// Pins headers over the body, each node from its own layout, one under the other. So the
    /// title sits at the same place in every frame, the space the header takes is the same, and a
    /// long title never widens the legend, which is a node of its own.
    /// - Parameters:
    ///   - headers: Each header's frame index (which names its nodes), graph and geometry.
    ///   - placement: Where the headers go; the same for every group of headers of one diagram.
    /// - Returns: The pinned headers, in the order given, and their nodes for the combined graph.
    static func pin(
        _ headers: [(index: Int, graph: DOTGraph, geometry: Geometry)], at placement: Placement
    ) -> (pinned: [PinnedHeader], nodes: [DOTNode]) {
        var pinned: [PinnedHeader] = []
        var nodes: [DOTNode] = []
        for (index, graph, geometry) in headers {
            var cursor = placement.top
            var shown: [(id: String, style: String)] = []
            for (place, (node, laidOut)) in zip(graph.nodes, geometry.nodes).enumerated() {
                defer { cursor -= laidOut.box.height + nodeGap }
                guard let position = laidOut.position else { continue }
                let drawn = place == 0 ? geometry.titleWidth.map { widened(node, to: $0) } ?? node : node
                var attributes = graph.nodeDefaults
                for entry in drawn.attributes.entries { attributes[entry.name] = entry.value }
                let style: String
                if case .string(let value)? = attributes["style"] { style = value } else { style = "solid" }
                let id = "header\(index)_\(node.id)"
                let x = placement.left + laidOut.box.width / 2
                let y = cursor - (laidOut.box.upperRight.y - position.y)
                attributes["pos"] = .string("\(x),\(y)")
                attributes["style"] = "invis"
                attributes["class"] = "header"
                // The SVG id names the frame, whichever group of headers the frame is drawn with.
                attributes["id"] = .string("header\(index + 1)-\(node.id)")
                nodes.append(DOTNode(id, attributes))
                shown.append((id, style))
            }
            pinned.append(PinnedHeader(nodes: shown))
        }
        return (pinned, nodes)
    }

    /// The node with its HTML-like label set in a table `width` points wide, content on the left.
    static func widened(_ node: DOTNode, to width: Int) -> DOTNode {
        guard case .html(let label)? = node.attributes["label"] else { return node }
        var node = node
        node.attributes["label"] = .html(
            .element(
                "TABLE",
                ["BORDER": "0", "CELLBORDER": "0", "CELLSPACING": "0", "CELLPADDING": "0", "WIDTH": "\(width)"],
                [.element("TR", [:], [.element("TD", ["ALIGN": "LEFT"], [label])])]
            ))
        return node
    }
}
