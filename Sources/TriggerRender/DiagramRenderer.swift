import DOT
import Graphviz
import SystemIO
import TriggerDiagram

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
///
/// A diagram of one group (every course block) lays its body's own graph out again with its
/// headers, the layout written into the graph's attributes as libgvc's DOT output would write it,
/// with no text written and read back. A diagram of several groups writes the body's layout as
/// DOT once and reads it back for each group, so that every group draws the same body.
public final class DiagramRenderer: @unchecked Sendable {
    /// The diagram whose frames this renderer draws.
    public let diagram: SequenceDiagram
    /// The canvas, in points, shared by every frame.
    public let canvas: LayoutBox
    /// The resolution of bitmap output, in dots per inch.
    let bitmapDPI: Double
    /// The resolution bitmaps are drawn at unless told otherwise: 72 dpi, one pixel a point, so that
    /// a PNG frame has the SVG frame's size in CSS pixels, and `@Nx` N times it.
    public static var defaultDPI: Double { 72 }
    /// The widest and highest bitmap cairo draws, in pixels (`CAIRO_XMAX`); libgvc shrinks a larger one.
    public static var bitmapLimit: Int { 32_767 }

    /// The size every frame is drawn at: the size libgvc's SVG of the canvas declares, read from
    /// the first frame drawn in SVG, or from an SVG drawn for it when asked before.
    /// - Throws: `RenderError` when libgvc fails to draw the SVG.
    public var size: FrameSize {
        get throws(RenderError) {
            lock.lock()
            defer { lock.unlock() }
            return try knownSize()
        }
    }

    /// A PNG frame's size in pixels: the SVG's size (one pixel a point) at the bitmap's resolution.
    /// - Throws: `RenderError` when libgvc fails to draw the SVG that gives ``size``.
    public var bitmapSize: (width: Int, height: Int) {
        get throws(RenderError) { Self.bitmapSize(of: try size, dpi: bitmapDPI) }
    }

    private static func bitmapSize(of size: FrameSize, dpi: Double) -> (width: Int, height: Int) {
        let scale = dpi / 72
        return (Int((Double(size.width) * scale).rounded(.up)), Int((Double(size.height) * scale).rounded(.up)))
    }
    /// How many consecutive frames' headers one combined graph holds: as many as the body has
    /// nodes, at least ``minimumHeaderGroupSize``.
    private let headerGroupSize: Int
    /// The fewest frames a group holds, for a small body.
    static var minimumHeaderGroupSize: Int { 32 }

    /// The graph attributes every combined graph sets on the body: the resolution, when given.
    private let bodyAttributes: DOTAttributes
    /// Each frame's header size and node positions, laid out once.
    private let geometries: [PinnedHeader.Geometry]
    private let placement: PinnedHeader.Placement
    /// The frames whose headers every group holds, so that every group has the same canvas.
    private let extremes: [Int]
    private let lock = Lock()
    /// The combined graph of the group drawn last.
    private var current: CombinedGraph
    /// The body laid out, as libgvc writes it in DOT with positions, when there are several groups:
    /// every group's combined graph starts with it.
    private let annotatedBody: String?
    /// The frame size, once an SVG has been drawn.
    private var measuredSize: FrameSize?
    /// The labels bitmap frames draw the views' keys with, and their nodes, pinned over the views.
    private let keyLabels: [KeyLabel]
    private let keyLabelNodes: [DOTNode]

    /// Lays out the diagram once, with every frame's header.
    /// - Parameters:
    ///   - diagram: The block's changes over its trees.
    ///   - dpi: The resolution of bitmap output (PNG), ``defaultDPI`` when nil: 72 and 144 draw PNGs
    ///     the size of the SVG and twice it (`@2x`). Positions and SVG are the same at any resolution.
    ///   - bitmapKeyLabels: Whether to lay out the key labels PNG and PDF frames mark the changed key
    ///     with (``KeyLabel``). A renderer that only draws SVG does without: they cost a node each
    ///     in every combined graph, and an SVG frame is the same without them. Without them a PNG or
    ///     PDF frame draws every key bold.
    /// - Throws: `RenderError.graphviz` when libgvc rejects or cannot lay out the graph.
    public init(diagram: SequenceDiagram, dpi: Double? = nil, bitmapKeyLabels: Bool = true) throws(RenderError) {
        self.diagram = diagram
        Self.tellColours(of: diagram.theme)
        let laidOutBody = try graphviz { try LaidOutGraph(graph: diagram.body) }
        let bodyBox = laidOutBody.boundingBox
        // One pixel a point by default: a PNG is the size of the SVG, whose units are points.
        let dpi = dpi ?? Self.defaultDPI
        // `viewport`, empty until a PNG is drawn, sets a PNG's drawing to the SVG's size in whole pixels.
        // `margin` 0 makes a PDF's page the drawing, as an SVG's and a PNG's are (the PDF device's
        // default is 36 points, a white frame around a dark page); the others' default is 0.
        bodyAttributes = ["dpi": .string("\(Int(dpi))"), "viewport": "", "margin": "0"]
        bitmapDPI = dpi
        // Made once here for measuring and the first group's graph, then dropped.
        let headers = (0..<diagram.frameCount).map(diagram.header)
        let headerGroupSize = max(Self.minimumHeaderGroupSize, laidOutBody.nodePositions.count)
        let geometries = try PinnedHeader.Geometry.all(headers)
        self.geometries = geometries
        placement = PinnedHeader.Placement(above: bodyBox, headers: geometries)
        let widest = geometries.indices.max { geometries[$0].width < geometries[$1].width }
        let tallest = geometries.indices.max { geometries[$0].height < geometries[$1].height }
        extremes = Array(Set([widest, tallest].compactMap { $0 })).sorted()
        self.headerGroupSize = headerGroupSize
        let keyLabels = bitmapKeyLabels ? diagram.keyLabels : []
        self.keyLabels = keyLabels
        keyLabelNodes = Self.keyLabelNodes(
            keyLabels, positions: laidOutBody.nodePositions, sizes: laidOutBody.nodeSizes)
        annotatedBody =
            geometries.count > headerGroupSize
            ? String(decoding: try graphviz { try laidOutBody.render(format: "dot") }, as: UTF8.self) : nil
        let first = try Self.combinedGraph(
            group: 0, size: headerGroupSize, header: { headers[$0] },
            body: annotatedBody.map { .text($0) } ?? .laidOut(laidOutBody), attributes: bodyAttributes,
            geometries: geometries, placement: placement, extremes: extremes, keyLabels: keyLabelNodes
        )
        current = first
        canvas = first.graph.boundingBox
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
    ///   - markingKeys: Whether the frame marks the changed key inside each recomputed view, bold
    ///     and underlined (in SVG with class `matched-key`); PNG and PDF draw each view's text from
    ///     a key label laid out for it (``KeyLabel``), SVG sets it after drawing.
    ///   - scale: How many times the bitmap's pixels each way a PNG has (1 to ``maximumScale``),
    ///     from the same layout; other formats ignore it.
    /// - Returns: The file's bytes.
    /// - Throws: `RenderError` when the frame does not exist or libgvc fails.
    public func render(
        frame index: Int, format: OutputFormat, idPrefix: String = "triggergraph", markingKeys: Bool = true,
        scale: Int = 1
    ) throws(RenderError) -> Data {
        guard geometries.indices.contains(index) else { throw .noSuchFrame(index, count: geometries.count) }
        return try render(
            diagram.frame(index), format: format, idPrefix: idPrefix, markingKeys: markingKeys, scale: scale)
    }

    /// The most pixels each way a PNG may be drawn at, as a multiple of its own resolution.
    public static let maximumScale = 4

    /// Draws a frame the diagram made (``SequenceDiagram/frame(_:)``), in one format.
    func render(
        _ frame: Frame, format: OutputFormat, idPrefix: String, markingKeys: Bool, scale: Int = 1
    ) throws(RenderError) -> Data {
        let scale = min(max(scale, 1), Self.maximumScale)
        let index = frame.index
        if format == .dot {
            return Data(diagram.standaloneDOT(frame: index).dotText.utf8)
        }
        lock.lock()
        defer { lock.unlock() }
        // A PNG is drawn in a viewport of the SVG's size in whole points (the canvas and its pad,
        // rounded up), centred on the canvas, as a browser centres the SVG's viewBox in its
        // width and height: at one pixel a point its size is the SVG's, and at N times the
        // resolution exactly N times that (libgvc rounds the drawing's size in pixels, so a
        // fractional canvas could make `@2x` a pixel off twice the 1× size).
        var viewport = ""
        if format == .png {
            let size = try knownSize()
            let (width, height) = Self.bitmapSize(of: size, dpi: bitmapDPI * Double(scale))
            guard width < Self.bitmapLimit, height < Self.bitmapLimit else {
                throw .tooLargeForBitmap(width: width, height: height, limit: Self.bitmapLimit)
            }
            viewport = "\(size.width),\(size.height)"
        }
        let group = index / headerGroupSize
        if current.group != group, let annotatedBody {
            current = try Self.combinedGraph(
                group: group, size: headerGroupSize, header: diagram.header, body: .text(annotatedBody),
                attributes: bodyAttributes, geometries: geometries, placement: placement, extremes: extremes,
                keyLabels: keyLabelNodes
            )
        }
        let frameUpdates = Self.updates(
            of: frame, keyLabels: keyLabels, bitmap: format == .png || format == .pdf, marking: markingKeys)
        // Every header is laid out hidden; only the one shown last is hidden again.
        var updates = Self.changes(from: current.applied, to: frameUpdates)
        if let shown = current.shown, shown != index, let header = current.headers[shown] {
            updates += header.visibility(shown: false)
        }
        updates += current.headers[index]?.visibility(shown: true) ?? []
        updates.append(AttributeUpdate(.graph, "viewport", viewport))
        let graph = current.graph
        try graphviz { try graph.update(updates) }
        current.shown = index
        current.applied = frameUpdates
        let marks = markingKeys ? frame.matchedKeyLines : [:]
        if format == .svg {
            // The package's SVG renderer writes the page's SVG in its pass; libgvc's own (a test's
            // comparison) draws its document, which the passes below make the same.
            let settings = WebSVG.settings(
                title: frame.textLine, description: frame.description, idPrefix: idPrefix, theme: diagram.theme,
                marks: marks)
            if let svg = try graphviz({ try graph.renderWebSVG(settings) }) {
                if measuredSize == nil { measuredSize = try FrameSize(canvas: canvas, svg: svg) }
                return svg
            }
        }
        let dpi = format == .png && scale > 1 ? bitmapDPI * Double(scale) : nil
        let data = try graphviz { try graph.render(format: format.rawValue, dpi: dpi) }
        guard format == .svg else { return data }
        if measuredSize == nil { measuredSize = try FrameSize(canvas: canvas, svg: data) }
        return try WebSVG.make(
            WebSVG.settingNodeText(
                WebSVG.settingLegendTextLengths(WebSVG.removingKeyLabelComments([UInt8](data))),
                marks: marks),
            title: frame.textLine,
            description: frame.description,
            idPrefix: idPrefix,
            theme: diagram.theme
        )
    }

    /// The frame size; call with the lock held. Every frame declares the same, so any SVG of the
    /// canvas gives it: the first frame drawn in SVG, or one drawn now.
    private func knownSize() throws(RenderError) -> FrameSize {
        if let measuredSize { return measuredSize }
        let graph = current.graph
        let size = try FrameSize(canvas: canvas, svg: try graphviz { try graph.render(format: "svg") })
        measuredSize = size
        return size
    }
}
