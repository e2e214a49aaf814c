import Foundation
import Pages
import TriggerDiagram
import TriggerRender

/// What `docc` writes: a DocC catalog, every frame as a resource, an article per page and the
/// root article; it removes what an earlier run wrote and this one does not.
public struct CatalogWriter: BlockWriter {
    static let resources = "Resources"

    /// Whether to write each frame as PNG too, at 1× and 2×.
    public let png: Bool
    /// The themes to draw in; the first names the plain resource, a second its `~dark` variant.
    public let themes: [Theme]
    /// The root article's name (the catalog's stem) and title.
    public let root: String
    public let title: String

    public init(root: String, title: String, png: Bool = false, themes: [Theme] = [.light, .dark]) {
        self.root = root
        self.title = title
        self.png = png
        self.themes = themes
    }

    public var command: String { "docc" }

    public var layout: PublishPlan.Layout { .articles(root: root) }

    /// The resource name of a frame: `<block>-<NN>-<label>`.
    static func resource(_ frame: PublishPlan.Frame, of block: PublishPlan.Block) -> String {
        "\(block.name)-\(frame.stem)"
    }

    /// Draws the block's frames as resources: SVG in every theme and, when asked, PNG at 1× and 2×.
    public mutating func draw(_ block: PublishPlan.Block, into entry: inout Manifest.Block, output: RunOutput)
        throws(PublishingError)
    {
        for theme in themes {
            let variant = ThemeVariant(theme: theme.name, primary: theme == themes.first)
            // A PNG's pixels match the SVG's CSS pixels (one a point) at 72 dpi, and @2x, from the
            // same layout, at twice that.
            let frames = try SceneFrames(scene: block.scene, theme: theme, layout: true, dpi: png ? 72 : nil)
            for (number, frame) in block.frames.enumerated() {
                let name = Self.resource(frame, of: block) + variant.fileSuffix
                let prefix = frame.idPrefix + variant.idSuffix
                let drawn = try frames.draw(frame.index, formats: png ? [.svg, .png] : [.svg], idPrefix: prefix)
                var files = [("\(name).svg", "svg", drawn.files[.svg])]
                if png {
                    files.append(("\(name).png", "png", drawn.files[.png]))
                    files.append(("\(name)@2x.png", "png", try frames.png(frame.index, scale: 2)))
                }
                output.framesDrawn()
                for case (let file, let format, let bytes?) in files {
                    try output.write(bytes, folder: Self.resources, file: file)
                    entry.changes[number].files.append(
                        Manifest.File(
                            path: "\(Self.resources)/\(file)", format: format, theme: theme.name, bytes: bytes.count)
                    )
                }
            }
        }
    }

    /// Writes each page's article, the root article, and removes at commit what an earlier run
    /// wrote and this one does not.
    public mutating func finish(_ plan: PublishPlan, manifest: inout Manifest, output: RunOutput)
        throws(PublishingError)
    {
        for (position, page) in plan.pages.enumerated() {
            try article(page, at: position, blocks: plan.blocks, manifest: &manifest, output: output)
        }
        let data = Data(DocCRoot(title: title, lessons: plan.pages.map(\.name)).markdown.utf8)
        try output.write(data, file: "\(root).md")
        manifest.files.append(Manifest.File(path: "\(root).md", format: "md", bytes: data.count))
        if let earlier = output.earlier, earlier.command == command {
            let written = Set(manifest.allFiles.map(\.path))
            for file in earlier.allFiles + (earlier.kept ?? []) where !written.contains(file.path) {
                try output.removeAtCommit(file)
            }
        }
    }

    /// Writes a page's article: its Markdown with each block's figures after its printed output.
    private func article(
        _ page: PublishPlan.Page, at position: Int, blocks: [PublishPlan.Block], manifest: inout Manifest,
        output: RunOutput
    ) throws(PublishingError) {
        let byName = Dictionary(blocks.indices.map { (blocks[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
        var figures: [Int: [DocCArticle.Figure]] = [:]
        for pageBlock in page.document.pageBlocks {
            guard let name = page.blockNames[pageBlock.index], let index = byName[name],
                let line = pageBlock.outputEnd ?? pageBlock.end
            else { continue }
            let block = blocks[index]
            figures[line, default: []] += zip(block.frames, manifest.blocks[index].changes).map { frame, change in
                DocCArticle.Figure(resource: Self.resource(frame, of: block), alt: change.textLine)
            }
        }
        let article = DocCArticle(
            page: page.document.pageText ?? "", fallbackTitle: page.document.title ?? page.name, figures: figures)
        let data = Data(article.markdown(hasTitle: page.document.title != nil).utf8)
        try output.write(data, file: "\(page.name).md")
        manifest.pages[position].files.append(Manifest.File(path: "\(page.name).md", format: "md", bytes: data.count))
    }
}
