import Foundation
import LessonScript
import Pages
import Publishing
import TriggerDiagram

/// What `render` writes besides the frames: figure snippets beside every SVG frame, and for a
/// lesson page a preview, `DIR/<page>/index.html`.
struct PageFiles {
    let scheme: PreviewPage.Scheme
    /// The frames drawn so far, by block name, for the previews.
    private var frames: [String: [PreviewFrame]] = [:]

    init(scheme: PreviewPage.Scheme) {
        self.scheme = scheme
    }

    /// Writes `<NN-label>.figure.html` and `<NN-label>.figure.md` beside a frame's SVG, and keeps
    /// the frame for the preview.
    /// - Parameters:
    ///   - frame: The change's file stem and position.
    ///   - drawn: What the diagram says of the change: its title and text line.
    ///   - svg: The frame's SVG, as written to `<block>/<stem>.svg`.
    /// - Returns: How many files were written.
    mutating func addFrame(_ frame: PublishPlan.Frame, of block: PublishPlan.Block, drawn: Frame, svg: [UInt8],
                           into output: OutputTransaction) throws(CLIError) -> Int {
        let image = "\(frame.stem).svg"
        let markup = String(decoding: svg, as: UTF8.self)
        let snippet = FigureSnippet(
            image: image,
            alt: drawn.textLine,
            caption: FigureSnippet.caption(block: block.scene.caption, title: drawn.title),
            size: ImageSize(svg: markup)
        )
        try output.write(Data(snippet.html.utf8), folder: block.name, file: "\(frame.stem).figure.html")
        try output.write(Data(snippet.markdown.utf8), folder: block.name, file: "\(frame.stem).figure.md")
        let links = [("SVG", image), ("figure.html", "\(frame.stem).figure.html"), ("figure.md", "\(frame.stem).figure.md")]
        frames[block.name, default: []].append(PreviewFrame(
            number: frame.index + 1,
            textLine: drawn.textLine,
            svg: markup,
            links: links.map { PreviewLink(label: $0.0, path: "../\(block.name)/\($0.1)") }
        ))
        return 2
    }

    /// Writes the preview of a page: every measurement block in order, with the frames kept so far.
    /// - Returns: How many files were written.
    func writePreview(of page: PublishPlan.Page, into output: OutputTransaction) throws(CLIError) -> Int {
        let blocks = page.document.pageBlocks.map { block in
            let drawn = page.blockNames[block.index].flatMap { frames[$0] } ?? []
            let note: String? = block.scene == nil ? "This block has no view tree: nothing to draw."
                : drawn.isEmpty ? "This block changes nothing: nothing to draw." : nil
            return PreviewBlock(index: block.index, caption: block.caption, note: note, frames: drawn)
        }
        let source = URL(fileURLWithPath: page.input).lastPathComponent
        let preview = PreviewPage(title: page.document.title ?? source, scheme: scheme, blocks: blocks)
        try output.replaceFolder(page.name)
        try output.write(Data(preview.html.utf8), folder: page.name, file: "index.html")
        return 1
    }
}
