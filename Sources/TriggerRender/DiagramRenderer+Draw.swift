#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension DiagramRenderer {
    /// Draws one frame in every format asked for, with what the diagram says of it.
    /// - Parameters:
    ///   - index: The frame, from 0, in the order of the diagram's frames.
    ///   - formats: The file formats; each is drawn once.
    ///   - idPrefix: A prefix for every id of SVG output, unique per frame on a page.
    ///   - markingKeys: Whether the frame marks the changed key inside each recomputed view.
    /// - Returns: The frame, its size, and its bytes per format.
    /// - Throws: `RenderError` when the frame does not exist or libgvc fails.
    public func draw(
        frame index: Int, formats: [OutputFormat], idPrefix: String = "triggergraph", markingKeys: Bool = true
    ) throws(RenderError) -> RenderedFrame {
        guard index >= 0, index < frameCount else { throw .noSuchFrame(index, count: frameCount) }
        let frame = diagram.frame(index)
        var files: [OutputFormat: Data] = [:]
        for format in formats where files[format] == nil {
            files[format] = try render(frame, format: format, idPrefix: idPrefix, markingKeys: markingKeys)
        }
        return RenderedFrame(frame: frame, size: try size, files: files)
    }
}
