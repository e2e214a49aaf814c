import AnimatedGIF
import TriggerRender

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension BlockAnimation {
    /// One self-contained animated SVG: the geometry drawn once; the views' fills, borders and
    /// visibility, the source edges, the title and the legend stepping through the changes by
    /// CSS keyframes; looping; no script. Each step looks as its frame does in the light and in
    /// the dark colour scheme. Under `prefers-reduced-motion: reduce` it shows the first change
    /// and stays there.
    /// - Parameter stepMilliseconds: How long each change shows.
    /// - Returns: The SVG file's bytes.
    /// - Throws: `AnimationError`.
    public func svg(stepMilliseconds: Int) throws(AnimationError) -> Data {
        let step = try Self.checked(stepMilliseconds)
        let prefix = idPrefix
        // Frames are drawn, read and merged one at a time: only their distinct looks are kept.
        let svg = try AnimatedSVG.make(
            frameCount: frameCount,
            frame: { index throws(AnimationError) in
                do throws(RenderError) {
                    // An animated SVG draws the text once for every step: no matched-key marks.
                    return try renderer.render(frame: index, format: .svg, idPrefix: prefix, markingKeys: false)
                } catch {
                    throw .render(error)
                }
            },
            schemes: SVGStyle.schemes(drawnIn: renderer.diagram.theme), prefix: prefix,
            stepMilliseconds: step, title: title, description: stepDescription
        )
        return Data(svg.utf8)
    }

    /// An animated GIF of the PNG frames: every frame the same size, each shown for the step's
    /// duration (rounded to hundredths of a second, at least one), looping forever.
    /// - Parameters:
    ///   - stepMilliseconds: How long each change shows, up to 655,350 ms.
    ///   - scale: How many times its pixels each way each frame has (1 to
    ///     ``DiagramRenderer/maximumScale``), from the same layout: 2 for high-density screens.
    /// - Returns: The GIF file's bytes.
    /// - Throws: `AnimationError`.
    public func gif(stepMilliseconds: Int, scale: Int = 1) throws(AnimationError) -> Data {
        let step = try Self.checked(stepMilliseconds)
        let frames = try renderAll(.png, scale: scale) { _ in idPrefix }
        do {
            return try AnimatedGIF.encode(pngFrames: frames, delay: Self.centiseconds(step))
        } catch {
            throw .gif(error)
        }
    }

    /// A duration in milliseconds as a GIF delay: hundredths of a second, rounded, at least 1.
    public static func centiseconds(_ milliseconds: Int) -> Int {
        max(1, (milliseconds + 5) / 10)
    }
}
