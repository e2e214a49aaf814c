import Foundation
import LessonScript
import Pages
import TriggerModel

/// What `render` writes besides the frames: figure snippets beside every SVG frame, and for a
/// lesson page a preview, `DIR/<page stem>/index.html`.
struct PageFiles {
    let root: URL
    let scheme: PreviewPage.Scheme
    /// The frames drawn so far, by scene name, for the preview.
    private var frames: [String: [PreviewFrame]] = [:]

    init(root: URL, scheme: PreviewPage.Scheme) {
        self.root = root
        self.scheme = scheme
    }

    /// Writes `<NN-label>.figure.html` and `<NN-label>.figure.md` beside a frame's SVG, and keeps
    /// the frame for the preview.
    /// - Parameters:
    ///   - svg: The frame's SVG, as written to `folder/<stem>.svg`.
    ///   - number: NN, the change's 1-based position in its scene.
    /// - Returns: How many files were written.
    mutating func addFrame(scene: Scene, number: Int, folder: String, stem: String, svg: [UInt8],
                           change: Change, textLine: String) throws(CLIError) -> Int {
        let image = "\(stem).svg"
        let markup = String(decoding: svg, as: UTF8.self)
        let snippet = FigureSnippet(
            image: image,
            alt: textLine,
            caption: FigureSnippet.caption(block: scene.caption, title: "\(change.label): \(change.key) changed"),
            size: ImageSize(svg: markup)
        )
        let directory = root.appendingPathComponent(folder)
        try FileOutput.write(Data(snippet.html.utf8), to: directory.appendingPathComponent("\(stem).figure.html"))
        try FileOutput.write(Data(snippet.markdown.utf8), to: directory.appendingPathComponent("\(stem).figure.md"))
        let links = [("SVG", image), ("figure.html", "\(stem).figure.html"), ("figure.md", "\(stem).figure.md")]
        frames[scene.name, default: []].append(PreviewFrame(
            number: number,
            textLine: textLine,
            svg: markup,
            links: links.map { PreviewLink(label: $0.0, path: "../\(folder)/\($0.1)") }
        ))
        return 2
    }

    /// Writes the preview of a page: every measurement block in order, with the frames kept so far.
    /// - Returns: How many files were written.
    func writePreview(of input: LoadedInput) throws(CLIError) -> Int {
        let stem = FileOutput.safeName(InputKind.stem(input.path))
        let blocks = input.document.pageBlocks.map { block in
            let drawn = block.scene.flatMap { frames[$0.name] } ?? []
            let note: String? = block.scene == nil ? "This block has no view tree: nothing to draw."
                : drawn.isEmpty ? "This block changes nothing: nothing to draw." : nil
            return PreviewBlock(index: block.index, caption: block.caption, note: note, frames: drawn)
        }
        let page = PreviewPage(source: URL(fileURLWithPath: input.path).lastPathComponent, scheme: scheme, blocks: blocks)
        let folder = root.appendingPathComponent(stem)
        try FileOutput.makeFolder(folder)
        try FileOutput.write(Data(page.html.utf8), to: folder.appendingPathComponent("index.html"))
        return 1
    }
}
