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
    /// Space between the legend's marks, set in a row, and above them, in points.
    static let markGap = 8.0
    /// How far right of the header's left edge the marks start: where the legend's swatches start
    /// (its table's cell spacing), in points.
    static let markInset = 4.0

    /// Whether a header node is a legend mark (`mark_…`), set in a row under the stacked nodes.
    static func isMark(_ id: String) -> Bool { id.hasPrefix("mark_") }

    /// A header's nodes (the title, then the legend), each with the box it takes and its centre:
    /// what pinning it needs. The title may be set at a given width.
    struct Geometry {
        /// Each node's box and centre, in the header's order; a node libgvc did not place has no centre.
        let nodes: [(box: LayoutBox, position: LayoutPoint?)]
        /// The width the title node was set at, when it was widened to the block's widest title.
        let titleWidth: Int?
        /// How many of the nodes, from the first, are stacked; the rest are marks, in a row under them.
        var stacked: Int

        var stackedNodes: ArraySlice<(box: LayoutBox, position: LayoutPoint?)> { nodes.prefix(stacked) }
        var marks: ArraySlice<(box: LayoutBox, position: LayoutPoint?)> { nodes.dropFirst(stacked) }

        /// The marks' row: as wide as the marks and the gaps before and between them, as high as the
        /// highest and the gap above it; nothing without marks.
        var markRow: (width: Double, height: Double) {
            guard !marks.isEmpty else { return (0, 0) }
            return (
                markInset + marks.map(\.box.width).reduce(0, +) + markGap * Double(marks.count - 1),
                (marks.map(\.box.height).max() ?? 0) + markGap
            )
        }

        var width: Double { max(stackedNodes.map(\.box.width).max() ?? 0, markRow.width) }
        var height: Double {
            stackedNodes.map(\.box.height).reduce(0, +) + nodeGap * Double(max(0, stacked - 1)) + markRow.height
        }

        /// Every frame's header measured, each title set at the widest title's width in whole
        /// points: one width, so one left edge whatever libgvc rounds. (A legend is left as it is:
        /// a table set in a wider cell spreads its columns.)
        ///
        /// A node's size depends on nothing but the node, so every distinct node of the block is
        /// laid out in one graph: one layout a block, not one a node of every frame (each layout
        /// also leaks a few KB inside libgvc).
        ///
        /// A title set at the common width is not laid out again: it takes the widest title's size
        /// across and its own height. Its table (no border, padding or spacing, `WIDTH` the widest
        /// title's whole points) is as wide as the widest title's label and as high as its own,
        /// and libgvc turns a label's size into a node's by the same arithmetic for both.
        /// `widenedTitlesAreTheSizeTheirLayoutGives` lays every course title out at that width to
        /// hold this to what libgvc does.
        static func all(_ headers: [DOTGraph]) throws(RenderError) -> [Geometry] {
            var sizes = NodeSizes()
            let keys = headers.map { sizes.add($0.nodes, of: $0) }
            try sizes.measure()
            let widest = keys.compactMap { $0.first.flatMap { sizes[$0]?.width } }.max() ?? 0
            let titleWidth = widest.rounded(.up)
            return zip(headers, keys).map { header, nodeKeys in
                let widened = nodeKeys.first.flatMap { sizes[$0]?.width } != titleWidth
                return Geometry(
                    nodes: nodeKeys.enumerated().map { place, key in
                        guard var size = sizes[key] else {
                            return (LayoutBox(lowerLeft: .zero, upperRight: .zero), nil)
                        }
                        if place == 0, widened { size = LayoutSize(width: widest, height: size.height) }
                        // A node laid out alone: its box from the origin, its centre in the middle.
                        return (
                            LayoutBox(lowerLeft: .zero, upperRight: LayoutPoint(x: size.width, y: size.height)),
                            LayoutPoint(x: size.width / 2, y: size.height / 2)
                        )
                    },
                    titleWidth: widened ? Int(titleWidth) : nil,
                    stacked: header.nodes.prefix { !isMark($0.id) }.count
                )
            }
        }
    }

    /// Distinct header nodes and their sizes, measured in batches: one layout a batch, and
    /// once a process (``HeaderSizeMemory``).
    struct NodeSizes {
        /// How many nodes one layout measures.
        static let batchSize = 64

        /// A node's key: the graph's settings (by their index in `settings`) and the node's
        /// attributes; the same key, the same size. (Two keys that differ may still write the same
        /// DOT: such a node is measured twice, to the same size.)
        struct Key: Hashable {
            let settings: Int
            let attributes: HashedAttributes
        }

        /// Each distinct settings graph (a header without its nodes and edges), and its index.
        private var settings: [DOTGraph] = []
        private var settingsIndex: [DOTGraph: Int] = [:]
        private var keyed: Set<Key> = []
        private var pending: [(key: Key, node: DOTNode)] = []
        private var measured: [Key: LayoutSize] = [:]

        subscript(key: Key) -> LayoutSize? { measured[key] }

        /// Adds a header's nodes to be measured.
        /// - Returns: Each node's key.
        mutating func add(_ nodes: [DOTNode], of graph: DOTGraph) -> [Key] {
            var graphSettings = graph
            graphSettings.nodes = []
            graphSettings.edges = []
            let index: Int
            if let known = settingsIndex[graphSettings] {
                index = known
            } else {
                index = settings.count
                settings.append(graphSettings)
                settingsIndex[graphSettings] = index
            }
            let known = HeaderSizeMemory.shared.sizes(for: graphSettings)
            return nodes.map { node in
                let attributes = HashedAttributes(node.attributes)
                let key = Key(settings: index, attributes: attributes)
                guard measured[key] == nil else { return key }
                if let size = known[attributes] {
                    measured[key] = size
                } else if keyed.insert(key).inserted {
                    pending.append((key, node))
                }
                return key
            }
        }

        /// Lays out what was added since the last call: the nodes of headers with the same
        /// settings in one graph each.
        mutating func measure() throws(RenderError) {
            var groups: [Int: [(key: Key, node: DOTNode)]] = [:]
            var order: [Int] = []
            for member in pending {
                if groups[member.key.settings] == nil {
                    groups[member.key.settings] = []
                    order.append(member.key.settings)
                }
                groups[member.key.settings]?.append(member)
            }
            for group in order {
                guard let members = groups[group] else { continue }
                // In batches, so that a layout's own memory stays small whatever the number of frames.
                for start in stride(from: 0, to: members.count, by: Self.batchSize) {
                    let batch = members[start..<min(start + Self.batchSize, members.count)]
                    var graph = settings[group]
                    graph.nodes = batch.indices.map { DOTNode("n\($0)", batch[$0].node.attributes) }
                    let layout = try graphviz { try LaidOutGraph(graph: graph) }
                    let sizes = layout.nodeSizes
                    var found: [(attributes: HashedAttributes, size: LayoutSize)] = []
                    for (position, member) in zip(batch.indices, batch) {
                        measured[member.key] = sizes["n\(position)"]
                        if let size = sizes["n\(position)"] { found.append((member.key.attributes, size)) }
                    }
                    HeaderSizeMemory.shared.remember(found, for: settings[group])
                }
            }
            pending = []
            keyed = []
        }
    }

    /// Where every header goes: its nodes stacked from one top, their left edges at the body's
    /// left edge (as dot's `labeljust=l` places a graph label), so the header starts where the
    /// drawing starts however wide either is.
    struct Placement {
        let top: Double
        let left: Double

        init(above body: LayoutBox, headers: [Geometry]) {
            top = body.upperRight.y + gap + (headers.map(\.height).max() ?? 0)
            // Whole points, so that every header's left edge lands on the same pixel.
            left = body.lowerLeft.x.rounded(.down)
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
            // The marks' row: its top under the stacked nodes, each mark left of the next.
            var rowLeft = placement.left + markInset
            var rowTop: Double?
            var shown: [(id: String, style: String)] = []
            for (place, (node, laidOut)) in zip(graph.nodes, geometry.nodes).enumerated() {
                let isMark = place >= geometry.stacked
                if isMark, rowTop == nil { rowTop = cursor - markGap }
                defer {
                    if isMark { rowLeft += laidOut.box.width + markGap } else { cursor -= laidOut.box.height + nodeGap }
                }
                guard let position = laidOut.position else { continue }
                let drawn = place == 0 ? geometry.titleWidth.map { widened(node, to: $0) } ?? node : node
                var attributes = graph.nodeDefaults
                for entry in drawn.attributes.entries { attributes[entry.name] = entry.value }
                let style: String
                if case .string(let value)? = attributes["style"] { style = value } else { style = "solid" }
                let id = "header\(index)_\(node.id)"
                let x = (isMark ? rowLeft : placement.left) + laidOut.box.width / 2
                let y = (isMark ? rowTop ?? cursor : cursor) - (laidOut.box.upperRight.y - position.y)
                attributes["pos"] = .string("\(x),\(y)")
                attributes["style"] = "invis"
                if attributes["class"] == nil { attributes["class"] = "header" }
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
