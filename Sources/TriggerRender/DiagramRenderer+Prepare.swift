import Graphviz
import TriggerDiagram
import TriggerModel

extension DiagramRenderer {
    /// Loads what every diagram needs and only the first would otherwise wait for: libgvc's
    /// plugins, the diagrams' font in each face they use (a header's title is bold), and, for
    /// frames drawn as pixels (PNG, PDF, GIF), cairo and Pango with fontconfig's set-up. It lays out
    /// a diagram of one view and draws it only as pixels.
    ///
    /// A program may call it on a thread of its own while it does other work, such as reading its
    /// inputs; afterwards, processes forked from it share what was loaded. An SVG, DOT or JSON run
    /// loads no Pango, cairo or fontconfig: its text is measured with HarfBuzz.
    ///
    /// The fonts are loaded by laying out a diagram (and drawing it as a PNG, for pixels), which is
    /// worth it only when the process forks afterwards: otherwise its first diagram loads them
    /// itself. `warmingUp` is asked once the plugins are open; when it says no, the diagram is not
    /// laid out.
    /// - Parameters:
    ///   - drawingPixels: Whether frames will be drawn with cairo: PNG, PDF or GIF.
    ///   - warmingUp: Whether to load the fonts too; by default, yes.
    /// - Throws: `RenderError` when libgvc fails, as it would for any diagram.
    public static func prepare(drawingPixels: Bool = false, warmingUp: () -> Bool = { true }) throws(RenderError) {
        GraphvizLibrary.load(drawingPixels: drawingPixels)
        guard warmingUp() else { return }
        let tree = try? ViewTree(nodes: [ViewNode("View", parent: nil, reads: ["key"])], storage: ["key": .environment])
        guard let tree else { return }
        let renderer = try DiagramRenderer(
            diagram: SequenceDiagram(tree: tree, changes: [Change("prepared", key: "key")]))
        if drawingPixels { _ = try renderer.render(frame: 0, format: .png) }
    }

    /// Shares what Pango measures with the processes forked from now on, until
    /// ``endSharingTextMeasures()`` (`TextMeasureSharing`): a text span one drawing process has
    /// had Pango measure (text HarfBuzz does not) is not measured again by another.
    ///
    /// Only for drawing without cairo (SVG): a span measured by another process has no
    /// `PangoLayout` to draw PNG, PDF or GIF text from.
    /// - Returns: Whether the shared memory could be mapped; if not, nothing is shared.
    @discardableResult public static func beginSharingTextMeasures() -> Bool { TextMeasureSharing.begin() }

    /// Stops sharing what Pango measures, in this process: a span it has not measured itself goes
    /// to Pango again, and keeps its layout.
    public static func endSharingTextMeasures() { TextMeasureSharing.end() }
}
