import DOT
import Foundation
import Graphviz
import TriggerDiagram

/// Draws every frame of a diagram from a single layout.
///
/// The diagram's body (views, sources, source edges; for a sequence, the union of its trees)
/// is laid out once with `dot`.
/// The per-frame text — title and legend — cannot change after layout, so each frame's header
/// is laid out on its own and pinned at the same place above the body in a combined graph
/// (engine `nop2`, which keeps the positions and edge splines it is given). A frame then only
/// changes colours, styles, classes and visibility, and shows its own header: every frame has
/// the same canvas and every node the same position.
///
/// Time and memory stay linear and flat in the number of frames: a combined graph holds the
/// headers of one group of consecutive frames (plus the widest and the tallest header of all,
/// invisible, so every group's canvas is the same), and is made again when a frame of another
/// group is drawn. A group has as many frames as the body has nodes, at least 32: making a
/// group's graph costs about what the body's layout costs, spread over that many frames, and
/// it holds at most about twice the body. Frames are made from the diagram when drawn; none is kept.
public final class DiagramRenderer: @unchecked Sendable {
    public let diagram: SequenceDiagram
    /// The canvas, in points, shared by every frame.
    public let canvas: LayoutBox
    /// The size every frame is drawn at.
    public let size: FrameSize
    /// The resolution of bitmap output, in dots per inch.
    let bitmapDPI: Double
    /// The widest and highest bitmap cairo draws, in pixels (`CAIRO_XMAX`); libgvc shrinks a larger one.
    public static var bitmapLimit: Int { 32_767 }

    /// A PNG frame's size in pixels: the SVG's size (one pixel a point) at the bitmap's resolution.
    public var bitmapSize: (width: Int, height: Int) {
        let scale = bitmapDPI / 72
        return (Int((Double(size.width) * scale).rounded(.up)), Int((Double(size.height) * scale).rounded(.up)))
    }
    /// How many consecutive frames' headers one combined graph holds: as many as the body has
    /// nodes, at least ``minimumHeaderGroupSize``.
    private let headerGroupSize: Int
    /// The fewest frames a group holds, for a small body.
    static var minimumHeaderGroupSize: Int { 32 }

    /// The body laid out, as libgvc writes it in DOT with positions; every combined graph starts with it.
    private let annotatedBody: String
    /// The graph attributes every combined graph sets on the body: the resolution, when given.
    private let bodyAttributes: DOTAttributes
    /// Each frame's header size and node positions, laid out once.
    private let geometries: [PinnedHeader.Geometry]
    private let placement: PinnedHeader.Placement
    /// The frames whose headers every group holds, so that every group has the same canvas.
    private let extremes: [Int]
    private let lock = NSLock()
    /// The combined graph of the group drawn last.
    private var current: CombinedGraph

    /// A group's combined graph, and what the frames drawn with it have changed in it.
    private struct CombinedGraph {
        let group: Int
        let graph: LaidOutGraph
        let headers: [Int: PinnedHeader]
        /// The frame whose header it shows.
        var shown: Int?
        /// The frame updates applied last; a frame's updates have the same targets in the same
        /// order, so only the values that differ from these are sent again.
        var applied: [AttributeUpdate] = []
    }

    /// Lays out the diagram once, with every frame's header.
    /// - Parameter dpi: The resolution of bitmap output (PNG), 96 when nil; 72 and 144 draw PNGs
    ///   the size of the SVG and twice it (`@2x`). Positions and SVG are the same at any resolution.
    /// - Throws: `RenderError.graphviz` when libgvc rejects or cannot lay out the graph.
    public init(diagram: SequenceDiagram, dpi: Double? = nil) throws(RenderError) {
        self.diagram = diagram
        let laidOutBody = try graphviz { try LaidOutGraph(dot: diagram.body.dotText) }
        let bodyBox = laidOutBody.boundingBox
        annotatedBody = String(decoding: try graphviz { try laidOutBody.render(format: "dot") }, as: UTF8.self)
        bodyAttributes = dpi.map { ["dpi": .string("\(Int($0))")] } ?? [:]
        bitmapDPI = dpi ?? 96
        let geometries = try PinnedHeader.Geometry.all(diagram.frameCount) { diagram.frame($0).header }
        self.geometries = geometries
        placement = PinnedHeader.Placement(above: bodyBox, headers: geometries)
        let widest = geometries.indices.max { geometries[$0].width < geometries[$1].width }
        let tallest = geometries.indices.max { geometries[$0].height < geometries[$1].height }
        extremes = Array(Set([widest, tallest].compactMap { $0 })).sorted()
        headerGroupSize = max(Self.minimumHeaderGroupSize, laidOutBody.nodePositions.count)
        let first = try Self.combinedGraph(
            group: 0, size: headerGroupSize, diagram: diagram, body: (annotatedBody, bodyAttributes),
            geometries: geometries, placement: placement, extremes: extremes
        )
        current = first
        canvas = first.graph.boundingBox
        size = try FrameSize(canvas: canvas, svg: try graphviz { try first.graph.render(format: "svg") })
    }

    /// Positions of the views and sources, by node id, in points.
    public var nodePositions: [String: LayoutPoint] {
        lock.withLock { current.graph.nodePositions }
    }

    /// How many frames there are.
    public var frameCount: Int { geometries.count }

    /// Draws one frame.
    /// - Parameters:
    ///   - index: The frame, from 0, in the order of the diagram's frames.
    ///   - format: The file format.
    ///   - idPrefix: A prefix for every id of SVG output (`<prefix>-node1`), unique per frame on a page.
    ///   - markingKeys: Whether SVG output marks the changed key inside each recomputed view
    ///     (bold, underlined, class `matched-key`); PNG and PDF never do (node text is fixed at layout).
    /// - Returns: The file's bytes.
    /// - Throws: `RenderError` when the frame does not exist or libgvc fails.
    public func render(
        frame index: Int, format: OutputFormat, idPrefix: String = "triggergraph", markingKeys: Bool = true
    ) throws(RenderError) -> Data {
        guard geometries.indices.contains(index) else { throw .noSuchFrame(index, count: geometries.count) }
        return try render(diagram.frame(index), format: format, idPrefix: idPrefix, markingKeys: markingKeys)
    }

    /// Draws a frame the diagram made (``SequenceDiagram/frame(_:)``), in one format.
    func render(
        _ frame: Frame, format: OutputFormat, idPrefix: String, markingKeys: Bool
    ) throws(RenderError) -> Data {
        let index = frame.index
        if format == .png {
            // The canvas and libgvc's 4-point pad on each side, at the bitmap's resolution.
            let (width, height) = bitmapSize
            guard width < Self.bitmapLimit, height < Self.bitmapLimit else {
                throw .tooLargeForBitmap(width: width, height: height, limit: Self.bitmapLimit)
            }
        }
        if format == .dot {
            return Data(diagram.standaloneDOT(frame: index).dotText.utf8)
        }
        lock.lock()
        defer { lock.unlock() }
        let group = index / headerGroupSize
        if current.group != group {
            current = try Self.combinedGraph(
                group: group, size: headerGroupSize, diagram: diagram, body: (annotatedBody, bodyAttributes),
                geometries: geometries, placement: placement, extremes: extremes
            )
        }
        // Every header is laid out hidden; only the one shown last is hidden again.
        var updates = Self.changes(from: current.applied, to: frame.updates)
        if let shown = current.shown, shown != index, let header = current.headers[shown] {
            updates += header.visibility(shown: false)
        }
        updates += current.headers[index]?.visibility(shown: true) ?? []
        let graph = current.graph
        try graphviz { try graph.update(updates) }
        current.shown = index
        current.applied = frame.updates
        let data = try graphviz { try graph.render(format: format.rawValue) }
        guard format == .svg else { return data }
        return try WebSVG.make(
            WebSVG.markingKeys([UInt8](data), markingKeys ? frame.matchedKeyLines : [:]),
            title: frame.textLine,
            description: frame.description,
            idPrefix: idPrefix,
            theme: diagram.theme
        )
    }

    /// The updates of `next` whose value differs from the one `applied` set; all of `next` when
    /// the two lists do not have the same targets and names.
    static func changes(from applied: [AttributeUpdate], to next: [AttributeUpdate]) -> [AttributeUpdate] {
        guard applied.count == next.count else { return next }
        var changed: [AttributeUpdate] = []
        for (before, update) in zip(applied, next) {
            guard before.target == update.target, before.name == update.name else { return next }
            if before.value != update.value { changed.append(update) }
        }
        return changed
    }

    /// The laid-out body with the headers of one group of frames, and of the extremes, pinned above it.
    /// The body is read as libgvc wrote it; its attributes and the header nodes are added through cgraph.
    private static func combinedGraph(
        group: Int, size: Int, diagram: SequenceDiagram, body: (dot: String, attributes: DOTAttributes),
        geometries: [PinnedHeader.Geometry], placement: PinnedHeader.Placement, extremes: [Int]
    ) throws(RenderError) -> CombinedGraph {
        let start = group * size
        let members = Array(start..<min(start + size, geometries.count))
        let indices = members + extremes.filter { !members.contains($0) }
        let headers = indices.map { (index: $0, graph: diagram.frame($0).header, geometry: geometries[$0]) }
        let pinned = PinnedHeader.pin(headers, at: placement)
        let graph = try graphviz {
            try LaidOutGraph(dot: body.dot, engine: "nop2", graphAttributes: body.attributes, nodes: pinned.nodes)
        }
        return CombinedGraph(
            group: group, graph: graph, headers: Dictionary(uniqueKeysWithValues: zip(indices, pinned.pinned)))
    }
}
