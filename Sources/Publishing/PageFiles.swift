import LessonScript
import Pages
import TriggerDiagram
import TriggerRender

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `render` writes besides the frames: figure snippets beside every SVG frame, and for a
/// lesson page a preview, `DIR/<page>/index.html`.
struct PageFiles {
    let scheme: PreviewPage.Scheme
    /// The blocks a preview shows: only their frames are kept, so a run's memory does not grow
    /// with the frames of blocks no page shows.
    let previewed: Set<String>
    /// The frames drawn so far, by block name, for the previews.
    private var frames: [String: [PreviewFrame]] = [:]

    init(scheme: PreviewPage.Scheme, previewed: Set<String>) {
        self.scheme = scheme
        self.previewed = previewed
    }

    /// The figures to write beside a frame's SVG, `<NN-label>.figure.html` and `.figure.md`; the
    /// frame is kept for the preview.
    /// - Parameters:
    ///   - frame: The change's file stem and position.
    ///   - drawn: What the diagram says of the change: its title and text line.
    ///   - svg: The frame's SVG, as written to `<block>/<stem>.svg`.
    ///   - darkImage: The frame's dark variant beside it, if one is written.
    /// - Returns: Each figure's file name and text.
    mutating func addFrame(
        _ frame: PublishPlan.Frame, of block: PublishPlan.Block, drawn: Frame, svg: Data,
        size: FrameSize?, darkImage: String?
    ) -> [(String, String)] {
        let image = "\(frame.stem).svg"
        let snippet = FigureSnippet(
            image: image,
            alt: drawn.textLine,
            caption: FigureSnippet.caption(block: block.scene.caption, title: drawn.title),
            size: size.map { ImageSize(width: $0.width, height: $0.height) },
            darkImage: darkImage
        )
        let figures = [("\(frame.stem).figure.html", snippet.html), ("\(frame.stem).figure.md", snippet.markdown)]
        guard previewed.contains(block.name) else { return figures }
        let links = [("SVG", image)] + figures.map { ($0.0, $0.0) }
        frames[block.name, default: []].append(
            PreviewFrame(
                number: frame.index + 1,
                textLine: drawn.textLine,
                svg: String(decoding: svg, as: UTF8.self),
                links: links.map {
                    PreviewLink(
                        label: $0.0 == "SVG" ? "SVG" : String($0.0.dropFirst(frame.stem.count + 1)),
                        path: "../\(block.name)/\($0.1)")
                }
            ))
        return figures
    }

    /// The preview of a page: every measurement block in order, with the frames kept so far, and
    /// where its printed output differs from the model, marked as the live preview marks it.
    func preview(of page: PublishPlan.Page) -> String {
        let blocks = page.document.pageBlocks.map { block in
            let drawn = page.blockNames[block.index].flatMap { frames[$0] } ?? []
            let note: String? =
                block.scene == nil
                ? PreviewBlock.noTreeNote : drawn.isEmpty ? PreviewBlock.noChangeNote : nil
            var previewed = PreviewBlock(
                index: block.index, caption: block.caption, note: note, frames: drawn,
                name: page.blockNames[block.index])
            previewed.stale = block.staleLines
            return previewed
        }
        let source = URL(fileURLWithPath: page.input).lastPathComponent
        return PreviewPage(title: page.document.title ?? source, scheme: scheme, blocks: blocks).html
    }
}
