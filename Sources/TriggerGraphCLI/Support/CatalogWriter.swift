import Foundation
import Pages
import Publishing
import TriggerDiagram
import TriggerRender

/// Writes a DocC catalog: every frame as a resource, an article per page, the root article and
/// the manifest, and removes what an earlier run wrote and this one does not.
struct CatalogWriter {
    static let resources = "Resources"

    let output: OutputTransaction
    let png: Bool
    /// The themes to draw in; the first names the plain resource, a second its `~dark` variant.
    let themes: [Theme]
    private(set) var manifest: Manifest

    init(output: OutputTransaction, png: Bool, themes: [Theme], manifest: Manifest) {
        self.output = output
        self.png = png
        self.themes = themes
        self.manifest = manifest
    }

    /// The resource name of a frame: `<block>-<NN>-<label>`.
    static func resource(_ frame: PublishPlan.Frame, of block: PublishPlan.Block) -> String {
        "\(block.name)-\(frame.stem)"
    }

    /// Draws the block's frames as resources: SVG in every theme and, when asked, PNG at 1× and 2×.
    mutating func draw(_ block: PublishPlan.Block, at position: Int) throws(CLIError) {
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
                for case (let file, let format, let bytes?) in files {
                    try output.write(bytes, folder: Self.resources, file: file)
                    manifest.blocks[position].changes[number].files.append(
                        Manifest.File(
                            path: "\(Self.resources)/\(file)", format: format, theme: theme.name, bytes: bytes.count)
                    )
                }
            }
        }
    }

    /// Takes what blocks drawn by other processes wrote into the manifest, by block position.
    mutating func record(_ blocks: [Int: Manifest.Block]) {
        for (position, block) in blocks { manifest.blocks[position] = block }
    }

    /// Writes a page's article: its Markdown with each block's figures after its printed output.
    mutating func article(_ page: PublishPlan.Page, at position: Int, blocks: [PublishPlan.Block]) throws(CLIError) {
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

    /// Writes the root article, listing the lessons in order.
    mutating func root(_ name: String, title: String, lessons: [String]) throws(CLIError) {
        let data = Data(DocCRoot(title: title, lessons: lessons).markdown.utf8)
        try output.write(data, file: "\(name).md")
        manifest.files.append(Manifest.File(path: "\(name).md", format: "md", bytes: data.count))
    }

    /// Removes, at commit, what an earlier run's manifest lists and this run did not write, then
    /// writes this run's manifest.
    mutating func finish() throws(CLIError) {
        let previous = output.root.appendingPathComponent("manifest.json")
        if let data = try? Data(contentsOf: previous), let earlier = Manifest(json: data),
            earlier.command == DoccCommand.name
        {
            let written = Set(manifest.allFiles.map(\.path))
            for file in earlier.allFiles where !written.contains(file.path) { output.removeAtCommit(file.path) }
        }
        try output.write(manifest.json, file: "manifest.json")
    }
}
