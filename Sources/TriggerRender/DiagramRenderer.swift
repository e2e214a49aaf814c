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
/// headers of one group of ``headerGroupSize`` consecutive frames (plus the widest and the
/// tallest header of all, invisible, so every group's canvas is the same), and is made again
/// when a frame of another group is drawn. Frames are made from the diagram when drawn; none
/// is kept.
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
    /// How many consecutive frames' headers one combined graph holds.
    static var headerGroupSize: Int { 32 }

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
    private var current: (group: Int, graph: LaidOutGraph, headers: [Int: PinnedHeader])

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
        let first = try Self.combinedGraph(
            group: 0, diagram: diagram, body: (annotatedBody, bodyAttributes), geometries: geometries,
            placement: placement, extremes: extremes
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
        let frame = diagram.frame(index)
        lock.lock()
        defer { lock.unlock() }
        let group = index / Self.headerGroupSize
        if current.group != group {
            current = try Self.combinedGraph(
                group: group, diagram: diagram, body: (annotatedBody, bodyAttributes), geometries: geometries,
                placement: placement, extremes: extremes
            )
        }
        var updates = frame.updates
        for (position, header) in current.headers.sorted(by: { $0.key < $1.key }) {
            updates += header.visibility(shown: position == index)
        }
        let graph = current.graph
        let data = try graphviz {
            try graph.update(updates)
            return try graph.render(format: format.rawValue)
        }
        guard format == .svg else { return data }
        let svg = try WebSVG.make(
            WebSVG.markingKeys(String(decoding: data, as: UTF8.self), markingKeys ? frame.matchedKeyLines : [:]),
            title: frame.textLine,
            description: frame.description,
            idPrefix: idPrefix,
            theme: diagram.theme
        )
        return Data(svg.utf8)
    }

    /// The laid-out body with the headers of one group of frames, and of the extremes, pinned above it.
    /// The body is read as libgvc wrote it; its attributes and the header nodes are added through cgraph.
    private static func combinedGraph(
        group: Int, diagram: SequenceDiagram, body: (dot: String, attributes: DOTAttributes),
        geometries: [PinnedHeader.Geometry], placement: PinnedHeader.Placement, extremes: [Int]
    ) throws(RenderError) -> (group: Int, graph: LaidOutGraph, headers: [Int: PinnedHeader]) {
        let start = group * headerGroupSize
        let members = Array(start..<min(start + headerGroupSize, geometries.count))
        let indices = members + extremes.filter { !members.contains($0) }
        let headers = indices.map { (index: $0, graph: diagram.frame($0).header, geometry: geometries[$0]) }
        let pinned = PinnedHeader.pin(headers, at: placement)
        let graph = try graphviz {
            try LaidOutGraph(dot: body.dot, engine: "nop2", graphAttributes: body.attributes, nodes: pinned.nodes)
        }
        return (group, graph, Dictionary(uniqueKeysWithValues: zip(indices, pinned.pinned)))
    }
}
