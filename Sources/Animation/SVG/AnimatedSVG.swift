import TextEscapes
import TriggerDiagram
import TriggerRender

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One self-contained animated SVG from the SVG frames of one layout: the geometry written
/// once, the looks stepping through the frames by CSS keyframes, no script.
enum AnimatedSVG {
    /// Merges the frames, drawing and reading one at a time.
    /// - Parameters:
    ///   - frameCount: How many frames there are.
    ///   - frame: Draws one frame's SVG; every frame from one layout and with the same id prefix.
    ///   - schemes: The rule sets of the style the frames carry (``SVGStyle/schemes(drawnIn:)``),
    ///     so each step looks in every colour scheme as its frame does.
    ///   - prefix: The id prefix: the root's id, and the start of every id and keyframe name.
    ///   - stepMilliseconds: How long each frame shows.
    ///   - title: The accessible name, replacing the first frame's.
    ///   - description: The longer description, replacing the first frame's.
    /// - Returns: The SVG, starting at `<svg`.
    /// - Throws: `AnimationError.malformedFrame` when a frame is not SVG with a graph group, or
    ///   what `frame` throws.
    static func make(
        frameCount: Int, frame: (Int) throws(AnimationError) -> Data, schemes: [SVGStyle.Scheme], prefix: String,
        stepMilliseconds: Int, title: String, description: String
    ) throws(AnimationError) -> String {
        guard frameCount > 0 else { throw .noFrames }
        let colourSchemes = ColourSchemes(schemes)
        var merge = FrameMerge(prefix: prefix, frameCount: frameCount, schemes: colourSchemes)
        var firstRoot: Markup?
        for index in 0..<frameCount {
            let root: Markup
            do {
                root = try Markup.parse(try frame(index))
            } catch let error as AnimationError {
                throw error
            } catch {
                throw .malformedFrame("frame \(index + 1): \(error)")
            }
            guard let graph = root.elements.first(where: { $0.name == "g" && $0.classes.contains("graph") }) else {
                throw .malformedFrame("frame \(index + 1) has no graph group")
            }
            merge.add(graph)
            if index == 0 { firstRoot = root }
        }
        let graph = merge.finish()
        guard var root = firstRoot else { throw .noFrames }
        root[attribute: "id"] = prefix
        let css = Keyframes.styleSheet(
            tracks: merge.tracks, media: colourSchemes.media, prefix: prefix, frameCount: frameCount,
            stepMilliseconds: stepMilliseconds
        )
        let style = Markup("style", [], [.text(css)])
        var children: [Markup.Node] = []
        var styled = false
        for node in root.children {
            guard case .element(var element) = node else {
                children.append(node)
                continue
            }
            switch element.name {
            case "title":
                element.children = [.text(HTMLText.isolatingBidi(title))]
            case "desc":
                element.children = [.text(HTMLText.isolatingBidi(description))]
                children += [.element(element), .text("\n")]
                element = style
                styled = true
            case "g" where element.classes.contains("graph"):
                element = graph
            default:
                break
            }
            children.append(.element(element))
        }
        root.children = styled ? children : [.element(style)] + children
        // Every frame was drawn with `prefix`, so its ids already start with it.
        return root.text(declaringNamespaces: true) + "\n"
    }
}
