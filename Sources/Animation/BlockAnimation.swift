import TextEscapes
import TriggerDiagram
import TriggerRender

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A block's changes as one animation: every frame drawn from the block's one layout, then
/// put together as an animated SVG, an animated GIF or an HTML flipbook.
public struct BlockAnimation: Sendable {
    /// The block's name, e.g. `18-transitions-3`.
    public let name: String
    /// The text after `// main.swift — ` in the block, if any.
    public let caption: String?
    /// The renderer that draws every frame of the block from its one layout.
    public let renderer: DiagramRenderer

    /// - Parameters:
    ///   - name: The block's name; it names the animation and, as its ``Slug``, starts every id in it.
    ///   - caption: The block's caption, for the flipbook's heading and the SVG's title.
    ///   - renderer: The block's frames, laid out once.
    public init(name: String, caption: String? = nil, renderer: DiagramRenderer) {
        self.name = name
        self.caption = caption
        self.renderer = renderer
    }

    /// The start of every id and keyframe name in the block's animations: `tg-` then the name's
    /// ``Slug`` (letters, marks and digits of any script, every run of anything else one `-`), so
    /// two blocks' animations can sit on one page and CSS can name them. Blocks whose names have
    /// different slugs keep apart, as the command line's block names, slugs already, always do.
    public var idPrefix: String {
        "tg-" + (Slug.of(name) ?? "")
    }

    /// The frames, in order.
    public var frames: [Frame] { renderer.diagram.frames }

    /// How many frames there are.
    public var frameCount: Int { renderer.frameCount }

    /// The accessible name of the block's animation: its name, caption and number of changes.
    var title: String {
        let count = frameCount == 1 ? "1 change" : "\(frameCount) changes"
        return [name, caption, count].compactMap { $0 }.joined(separator: ": ")
    }

    /// Each frame's text line, numbered; each frame is made, read and dropped in turn.
    var stepDescription: String {
        (0..<frameCount).map { "\($0 + 1). \(renderer.diagram.frame($0).textLine)" }.joined(separator: "\n")
    }

    /// Draws every frame in one format.
    /// - Parameters:
    ///   - markingKeys: Whether SVG frames mark the matched key in each recomputed view; an
    ///     animated SVG draws the text once for every step, so it leaves the marks out.
    ///   - scale: How many times its pixels each way a PNG frame has, from the same layout.
    func renderAll(
        _ format: OutputFormat, markingKeys: Bool = true, scale: Int = 1, idPrefix: (Int) -> String
    ) throws(AnimationError) -> [Data] {
        guard frameCount > 0 else { throw .noFrames }
        var rendered: [Data] = []
        for index in 0..<frameCount {
            do {
                rendered.append(
                    try renderer.render(
                        frame: index, format: format, idPrefix: idPrefix(index), markingKeys: markingKeys,
                        scale: scale))
            } catch {
                throw .render(error)
            }
        }
        return rendered
    }

    /// Checks a step duration.
    static func checked(_ milliseconds: Int) throws(AnimationError) -> Int {
        guard milliseconds >= 1 else { throw .invalidDelay(milliseconds: milliseconds) }
        return milliseconds
    }
}
