import TriggerDiagram
import TriggerModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ViewTree {
    /// Draws one change over this tree.
    ///
    /// Lays the tree out for this change alone; to draw several changes of one tree with the
    /// same node positions and canvas, pass them all to the `[Change]` variant.
    /// - Parameters:
    ///   - change: The change to show.
    ///   - format: The file format; SVG unless given.
    ///   - theme: The page the diagram sits on; light unless given.
    /// - Returns: The file's bytes.
    /// - Throws: `RenderError` when libgvc fails.
    public func render(_ change: Change, format: OutputFormat = .svg, theme: Theme = .light) throws(RenderError) -> Data
    {
        try render([change], format: format, theme: theme)[0]
    }

    /// Draws several changes over this tree from one layout: one frame per change, in order.
    ///
    /// Every frame has the same canvas, and every view the same position.
    /// - Parameters:
    ///   - changes: The changes to show.
    ///   - format: The file format; SVG unless given.
    ///   - theme: The page the diagram sits on; light unless given.
    /// - Returns: One file's bytes per change; empty when `changes` is.
    /// - Throws: `RenderError` when libgvc fails.
    public func render(_ changes: [Change], format: OutputFormat = .svg, theme: Theme = .light) throws(RenderError)
        -> [Data]
    {
        guard !changes.isEmpty else { return [] }
        let renderer = try DiagramRenderer(diagram: SequenceDiagram(tree: self, changes: changes, theme: theme))
        return try changes.indices.map { index throws(RenderError) in
            // Each frame's SVG ids differ, so the frames can sit on one page.
            try renderer.render(frame: index, format: format, idPrefix: "triggergraph-\(index + 1)")
        }
    }
}
