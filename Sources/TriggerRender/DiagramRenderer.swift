import Foundation
import Graphviz
import TriggerDiagram

/// Draws every frame of one tree from a single layout.
public typealias TreeRenderer = DiagramRenderer<TreeDiagram>

/// Draws every frame of a block, over all its trees, from a single layout.
public typealias SequenceRenderer = DiagramRenderer<SequenceDiagram>

/// Draws every frame of a diagram from a single layout.
///
/// The diagram's body (views, sources, source edges; for a sequence, the union of its trees)
/// is laid out once with `dot`.
/// The per-frame text — title and legend — cannot change after layout, so every
/// frame's header is laid out too, and all of them are pinned at the same place
/// above the body in one combined graph (engine `nop2`, which keeps the positions
/// and edge splines it is given). A frame then only changes colours, styles,
/// classes and visibility, and shows its own header: every frame has the same canvas
/// and every node the same position.
public final class DiagramRenderer<D: Diagram>: @unchecked Sendable {
    public let diagram: D
    /// The canvas, in points, shared by every frame.
    public let canvas: LayoutBox
    private let frames: [Frame]
    private let headers: [PinnedHeader]
    private let graph: LaidOutGraph

    /// Lays out the diagram once, with every frame's header.
    /// - Parameter dpi: The resolution of bitmap output (PNG), 72 when nil; 144 draws `@2x` images.
    ///   Positions and SVG are the same at any resolution.
    /// - Throws: `RenderError.graphviz` when libgvc rejects or cannot lay out the graph.
    public init(diagram: D, dpi: Double? = nil) throws(RenderError) {
        self.diagram = diagram
        let frames = diagram.frames
        let laidOutBody = try graphviz { try LaidOutGraph(dot: diagram.body.dotText) }
        let bodyBox = laidOutBody.boundingBox
        let annotated = String(decoding: try graphviz { try laidOutBody.render(format: "dot") }, as: UTF8.self)
        let headers = try PinnedHeader.place(frames, above: bodyBox)
        guard let closing = annotated.lastIndex(of: "}") else {
            throw .malformedOutput("laid-out DOT without a closing brace")
        }
        let resolution = dpi.map { "dpi=\(Int($0));\n" } ?? ""
        let combined = annotated[..<closing] + resolution + headers.statements + "}\n"
        let graph = try graphviz { try LaidOutGraph(dot: String(combined), engine: "nop2") }
        self.frames = frames
        self.headers = headers.pinned
        self.graph = graph
        self.canvas = graph.boundingBox
    }

    /// Positions of the views and sources, by node id, in points.
    public var nodePositions: [String: LayoutPoint] { graph.nodePositions }

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
        guard frames.indices.contains(index) else { throw .noSuchFrame(index, count: frames.count) }
        let frame = frames[index]
        if format == .dot {
            return Data(diagram.standaloneDOT(frame: index).dotText.utf8)
        }
        var updates = frame.updates.map { Graphviz.AttributeUpdate(target(of: $0.target), $0.name, $0.value) }
        for (position, header) in headers.enumerated() {
            updates += header.visibility(shown: position == index)
        }
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

    private func target(of target: TriggerDiagram.AttributeUpdate.Target) -> Graphviz.AttributeUpdate.Target {
        switch target {
        case .graph: return .graph
        case .node(let id): return .node(id)
        case .edge(let key): return .edge(key)
        }
    }
}
