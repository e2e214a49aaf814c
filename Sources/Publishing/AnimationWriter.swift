import Animation
import TriggerDiagram

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `animate` writes: each block's changes, in order, as one animation per format and theme,
/// `<block>.<ext>` in the first theme and `<block>~<theme>.<ext>` in another, every frame from one
/// layout over all the block's trees.
public struct AnimationWriter: BlockWriter {
    /// The animation formats to write, one file each per block.
    public let formats: [AnimationFormat]
    /// The themes the animations are drawn in; with both, the dark ones are the `~dark` variants.
    public let themes: [Theme]
    /// How long each change shows, in milliseconds.
    public var delay = AnimationFormat.defaultDelay
    /// How many times its pixels each way a GIF is also drawn at, `<block>@<scale>x.gif`; 1: not at all.
    public var scale = 1

    /// Creates a writer of each block's animations.
    /// - Parameters:
    ///   - formats: The animation formats to write.
    ///   - themes: The themes to draw in, the first one's files named plainly.
    public init(formats: [AnimationFormat], themes: [Theme] = [.light]) {
        self.formats = formats
        self.themes = themes
    }

    /// `animate`: the command whose output this writer writes.
    public var command: String { "animate" }

    /// Whether a GIF is drawn, with cairo.
    public var drawsWithCairo: Bool { formats.contains(.gif) }

    /// One animation file per block, named after the block.
    public var layout: PublishPlan.Layout { .animations }

    /// Draws the block's animations and lists each file in its manifest entry.
    /// - Parameters:
    ///   - block: The block, with its scene and the names of its files.
    ///   - entry: The block's manifest entry.
    ///   - output: The run's output folder.
    /// - Throws: `PublishingError` when a frame cannot be drawn or a file cannot be written.
    public mutating func draw(_ block: PublishPlan.Block, into entry: inout Manifest.Block, output: RunOutput)
        throws(PublishingError)
    {
        for theme in themes {
            let variant = ThemeVariant(theme: theme.name, primary: theme == themes.first)
            let animation = try Self.animation(of: block, theme: theme, bitmaps: drawsWithCairo)
            for format in formats {
                for scale in format.scales(scale) {
                    let data = try Self.data(animation, format, delay: delay, origin: block.origin, scale: scale)
                    let file = "\(block.name)\(variant.fileSuffix)\(AnimationFormat.suffix(scale)).\(format.rawValue)"
                    try output.write(data, file: file)
                    entry.files.append(
                        Manifest.File(path: file, format: format.rawValue, theme: theme.name, bytes: data.count))
                }
            }
        }
        output.framesDrawn(block.frames.count)
    }

    /// The block's animation over the planned changes, laid out once.
    static func animation(of block: PublishPlan.Block, theme: Theme, bitmaps: Bool = true) throws(PublishingError)
        -> BlockAnimation
    {
        var scene = block.scene
        if block.frames.count != scene.changes.count {
            let kept = block.frames.map(\.index)
            let changes = scene.changes
            scene.steps = kept.map { .change(changes[$0]) }
        }
        let frames = try SceneFrames(scene: scene, theme: theme, layout: true, bitmaps: bitmaps)
        guard let renderer = frames.renderer else { throw .software("\(block.name): no layout") }
        return BlockAnimation(name: block.name, caption: scene.caption, renderer: renderer)
    }

    /// One animation of a block in one format; `origin` says where the block is written.
    static func data(_ animation: BlockAnimation, _ format: AnimationFormat, delay: Int, origin: String, scale: Int = 1)
        throws(PublishingError) -> Data
    {
        do {
            return try animation.data(format, stepMilliseconds: delay, scale: scale)
        } catch {
            // A GIF's frames are PNGs: one past cairo's size is the input's, not the tool's, fault.
            if case .render(.tooLargeForBitmap(let width, let height, let limit)) = error {
                throw .tooLargeForBitmap(
                    origin: origin, block: animation.name, change: nil, width: width, height: height, limit: limit)
            }
            throw .software("\(animation.name): \(error)")
        }
    }
}
