import LessonScript
import TriggerDiagram
import TriggerModel
import TriggerRender

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A scene's frames: one layout for the whole block, over every tree its changes use, so the
/// numbered frames never jump, not even where the block moves from one tree to the next.
public struct SceneFrames {
    /// The scene whose frames these are.
    public let scene: Scene
    /// The block's diagram, over every tree its changes use.
    public let diagram: SequenceDiagram
    /// The diagram laid out, or `nil` when it was built without layout.
    public let renderer: DiagramRenderer?

    /// Builds the block's diagram; lays it out when `layout` is set.
    /// - Parameters:
    ///   - scene: The block's trees and changes.
    ///   - theme: The page the diagram sits on.
    ///   - layout: Whether to lay the diagram out (DOT output alone does not).
    ///   - dpi: The resolution of PNG frames; the renderer's default when nil.
    ///   - bitmaps: Whether PNG, PDF or GIF frames will be drawn: only then is the layout given the
    ///     key labels they mark keys with (``DiagramRenderer/init(diagram:dpi:bitmapKeyLabels:)``);
    ///     an SVG frame is the same either way.
    /// - Throws: `PublishingError.software` when libgvc cannot lay it out.
    public init(scene: Scene, theme: Theme, layout: Bool, dpi: Double? = nil, bitmaps: Bool = true)
        throws(PublishingError)
    {
        self.scene = scene
        let diagram = SequenceDiagram(scene: scene, theme: theme)
        self.diagram = diagram
        if layout {
            do {
                let renderer = try DiagramRenderer(diagram: diagram, dpi: dpi, bitmapKeyLabels: bitmaps)
                ProcessEnd.shared.keep(renderer)  // a run's block, in a process that ends after it
                self.renderer = renderer
            } catch {
                throw .software("\(scene.name): \(error)")
            }
        } else {
            renderer = nil
        }
    }

    /// The number of frames: one per change.
    public var count: Int { diagram.frameCount }

    /// What the diagram says of the change at `index` (from 0): its title, text line and updates.
    public func frame(_ index: Int) -> Frame {
        diagram.frame(index)
    }

    /// The standalone DOT of the scene's change at `index` (from 0).
    public func standaloneDOT(_ index: Int) -> String {
        diagram.standaloneDOT(frame: index).dotText
    }

    /// The scene's change at `index` (from 0) as a PNG of `scale` times the pixels each way, from
    /// the same layout; nil without a layout.
    public func png(_ index: Int, scale: Int) throws(PublishingError) -> Data? {
        guard let renderer else { return nil }
        return try drawing(index) { () throws(RenderError) in
            try renderer.render(frame: index, format: .png, scale: scale)
        }
    }

    /// Draws the scene's change at `index` (from 0) in every format asked for: what the diagram
    /// says of it, the size it is drawn at and its bytes per format. Without a layout, only DOT
    /// is drawn, at no size.
    public func draw(_ index: Int, formats: [OutputFormat], idPrefix: String) throws(PublishingError) -> (
        frame: Frame, size: FrameSize?, files: [OutputFormat: Data]
    ) {
        guard let renderer else { return (diagram.frame(index), nil, [.dot: Data(standaloneDOT(index).utf8)]) }
        let drawn = try drawing(index) { () throws(RenderError) in
            try renderer.draw(frame: index, formats: formats, idPrefix: idPrefix)
        }
        return (drawn.frame, drawn.size, drawn.files)
    }

    /// Draws the change at `index` with `body`: a bitmap past cairo's size is the input's fault, any
    /// other failure the tool's.
    private func drawing<Result>(_ index: Int, _ body: () throws(RenderError) -> Result) throws(PublishingError)
        -> Result
    {
        do {
            return try body()
        } catch .tooLargeForBitmap(let width, let height, let limit) {
            throw .tooLargeForBitmap(
                origin: "\(scene.changes[index].location)", block: scene.name, change: index + 1, width: width,
                height: height, limit: limit)
        } catch {
            throw .software("\(scene.name) change \(index + 1): \(error)")
        }
    }
}
