import TriggerDiagram
import TriggerModel

extension DiagramRenderer {
    /// Loads what every diagram needs and only the first would otherwise wait for: libgvc's
    /// plugins, fontconfig's set-up, and the diagrams' font in each face they use (a header's
    /// title is bold). It lays out a diagram of one view and draws nothing.
    ///
    /// A program may call it on a thread of its own while it does other work, such as reading its
    /// inputs; afterwards, processes forked from it share what was loaded.
    /// - Throws: `RenderError` when libgvc fails, as it would for any diagram.
    public static func prepare() throws(RenderError) {
        let tree = try? ViewTree(nodes: [ViewNode("View", parent: nil, reads: ["key"])], storage: ["key": .environment])
        guard let tree else { return }
        _ = try DiagramRenderer(diagram: SequenceDiagram(tree: tree, changes: [Change("prepared", key: "key")]))
    }
}
