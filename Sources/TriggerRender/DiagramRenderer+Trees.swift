import TriggerDiagram

extension DiagramRenderer {
    /// Lays out a tree's diagram once, with every frame's header: the diagram's sequence over one tree.
    /// - Parameters:
    ///   - diagram: The tree and its changes.
    ///   - dpi: The resolution of bitmap output (PNG), 96 when nil.
    /// - Throws: `RenderError.graphviz` when libgvc rejects or cannot lay out the graph.
    public convenience init(diagram: TreeDiagram, dpi: Double? = nil) throws(RenderError) {
        try self.init(diagram: diagram.sequence, dpi: dpi)
    }
}
