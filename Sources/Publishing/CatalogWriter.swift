import Animation
import Pages
import TextEscapes
import TriggerDiagram
import TriggerRender

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `docc` writes: a DocC catalog, every frame as a resource, an article per page and the
/// root article; it removes what an earlier run wrote and this one does not.
///
/// A catalog holds each figure in one format: DocC finds an image by its name without the
/// extension, and of `name.svg` and `name.png` it shows either, at random. So every resource
/// name has one extension, with its `~dark` variant and, for PNG, its `@2x` density beside it.
public struct CatalogWriter: BlockWriter {
    static let resources = "Resources"

    /// The one format of a catalog's figures.
    public enum ImageFormat: String, CaseIterable, Sendable {
        /// `name.svg` and `name~dark.svg`; a block's animation as an animated SVG.
        case svg
        /// `name.png` (a pixel a CSS pixel) and `name~dark.png`, with `--scale N` also
        /// `name@Nx.png` and `name~dark@Nx.png`; a block's animation as a looping GIF.
        case png
    }

    /// How a block's figures are laid out: in tabs (the default) or stacked.
    public typealias FigureLayout = DocCBlockFigures.Layout

    /// The figures' format.
    public let format: ImageFormat
    /// The themes to draw in; the first names the plain resource, a second its `~dark` variant.
    public let themes: [Theme]
    /// The root article's name: the catalog's stem.
    public let root: String
    /// The root article's title.
    public let title: String
    /// How many times its pixels each way a PNG figure (and GIF animation) is also drawn at,
    /// `name@<scale>x.png`; 1: not at all. PNG only.
    public var scale = 1
    /// How each block's figures are laid out in its article.
    public var figureLayout = FigureLayout.tabs
    /// Whether to write the animation of each block of several changes, `<block>-animation`, and
    /// show it after its changes.
    public var animates = false
    /// How long each change of an animation shows, in milliseconds.
    public var delay = AnimationFormat.defaultDelay

    /// A catalog whose root article is `root`.md, titled `title`, with figures in `format` and `themes`.
    public init(root: String, title: String, format: ImageFormat = .svg, themes: [Theme] = [.light, .dark]) {
        self.root = root
        self.title = title
        self.format = format
        self.themes = themes
    }

    /// A catalog written into `catalog`, `NAME.docc`: its root article is `NAME.md` (NAME made a
    /// file name, ``Slug/of(_:)``), titled `title`, or NAME when no title is given.
    /// - Parameters:
    ///   - catalog: The catalog's folder.
    ///   - title: The root article's title; nil for the catalog's name.
    ///   - format: The figures' one format.
    ///   - themes: The themes to draw in; the first names the plain resource, a second its `~dark` variant.
    /// - Throws: `PublishingError.request` when NAME has no letter or digit to name the root article with.
    public init(catalog: URL, title: String? = nil, format: ImageFormat = .svg, themes: [Theme] = [.light, .dark])
        throws(PublishingError)
    {
        let stem = catalog.deletingPathExtension().lastPathComponent
        guard let root = Slug.of(stem) else {
            throw .request(.catalogUnnamable(name: catalog.lastPathComponent))
        }
        self.init(root: root, title: title ?? stem, format: format, themes: themes)
    }

    /// `docc`: the command whose output this writer writes.
    public var command: String { "docc" }

    /// An article per page: a catalog is made of lesson pages only.
    public var writesPagesOnly: Bool { true }

    /// Whether the images are PNG (and the animations GIF), drawn with cairo.
    public var drawsWithCairo: Bool { format == .png }

    /// One article per page and a root article, with each block's figures among the catalog's resources.
    public var layout: PublishPlan.Layout { .articles(root: root) }

    /// The resource name of a frame: `<block>-<NN>-<label>`.
    static func resource(_ frame: PublishPlan.Frame, of block: PublishPlan.Block) -> String {
        "\(block.name)-\(frame.stem)"
    }

    /// Whether the block's animation is written and shown: when asked, and when it has more than
    /// one change (the one change's own figure already shows all there is).
    func animates(_ block: PublishPlan.Block) -> Bool { animates && block.frames.count > 1 }

    /// The resource name of a block's animation: `<block>-animation`.
    static func animationResource(of block: PublishPlan.Block) -> String {
        "\(block.name)-animation"
    }

    /// Refuses a run where a block's animation would take a frame's name (block `x-01` and a change
    /// of block `x` labelled `animation`).
    public mutating func start(_ plan: PublishPlan, output: RunOutput) throws(PublishingError) {
        guard animates else { return }
        let frames = Set(plan.blocks.flatMap { block in block.frames.map { Self.resource($0, of: block) } })
        if let block = plan.blocks.first(where: { animates($0) && frames.contains(Self.animationResource(of: $0)) }) {
            throw .request(
                .animationTakesFrameName(
                    origin: block.origin, block: block.name, resource: Self.animationResource(of: block)))
        }
    }

    /// Draws the block's frames as resources in the catalog's format and every theme, and its
    /// animation when asked.
    public mutating func draw(_ block: PublishPlan.Block, into entry: inout Manifest.Block, output: RunOutput)
        throws(PublishingError)
    {
        for (position, theme) in themes.enumerated() {
            let variant = ThemeVariant(theme: theme.name, primary: theme == themes.first)
            // A PNG's pixels match the SVG's CSS pixels (one a point) at 72 dpi, and @Nx, from the
            // same layout, at N times that.
            let frames = try SceneFrames(
                scene: block.scene, theme: theme, layout: true, dpi: format == .png ? 72 : nil, bitmaps: format == .png)
            for (number, frame) in block.frames.enumerated() {
                let name = Self.resource(frame, of: block) + variant.fileSuffix
                let prefix = frame.idPrefix + variant.idSuffix
                let files: [(String, Data?)]
                switch format {
                case .svg:
                    files = [
                        ("\(name).svg", try frames.draw(frame.index, formats: [.svg], idPrefix: prefix).files[.svg])
                    ]
                case .png:
                    let plain = try frames.draw(frame.index, formats: [.png], idPrefix: prefix).files[.png]
                    let dense = scale > 1 ? [("\(name)@\(scale)x.png", try frames.png(frame.index, scale: scale))] : []
                    files = [("\(name).png", plain)] + dense
                }
                // A frame is drawn once it is drawn in every theme: counted in the last.
                if position == themes.count - 1 { output.framesDrawn() }
                for case (let file, let bytes?) in files {
                    try output.write(bytes, folder: Self.resources, file: file)
                    entry.changes[number].files.append(
                        Manifest.File(
                            path: "\(Self.resources)/\(file)", format: format.rawValue, theme: theme.name,
                            bytes: bytes.count))
                }
            }
            if animates(block), let renderer = frames.renderer {
                try animate(block, renderer: renderer, theme: theme, variant: variant, into: &entry, output: output)
            }
        }
    }

    /// Writes the block's animation in `theme`: an animated SVG, or a GIF (and its `@Nx`) for PNG.
    private func animate(
        _ block: PublishPlan.Block, renderer: DiagramRenderer, theme: Theme, variant: ThemeVariant,
        into entry: inout Manifest.Block, output: RunOutput
    ) throws(PublishingError) {
        let animation = BlockAnimation(name: block.name, caption: block.scene.caption, renderer: renderer)
        let kind: AnimationFormat = format == .svg ? .svg : .gif
        for scale in kind.scales(scale) {
            let data = try AnimationWriter.data(animation, kind, delay: delay, origin: block.origin, scale: scale)
            let file =
                Self.animationResource(of: block) + variant.fileSuffix + AnimationFormat.suffix(scale) + "."
                + kind.rawValue
            try output.write(data, folder: Self.resources, file: file)
            entry.files.append(
                Manifest.File(
                    path: "\(Self.resources)/\(file)", format: kind.rawValue, theme: theme.name, bytes: data.count))
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
        var figures: [Int: [DocCBlockFigures]] = [:]
        for pageBlock in page.document.pageBlocks {
            guard let name = page.blockNames[pageBlock.index], let index = byName[name],
                let line = pageBlock.outputEnd ?? pageBlock.end
            else { continue }
            let block = blocks[index]
            let changes = manifest.blocks[index].changes
            let frames = zip(block.frames, changes).map { frame, change in
                DocCFigure(resource: Self.resource(frame, of: block), alt: change.textLine, title: change.label)
            }
            let animation =
                animates(block)
                ? DocCFigure(
                    resource: Self.animationResource(of: block),
                    alt: "Every change in turn: " + changes.map(\.textLine).joined(separator: "; "),
                    title: "All changes")
                : nil
            figures[line, default: []].append(DocCBlockFigures(changes: frames, animation: animation))
        }
        let article = DocCArticle(
            page: page.document.pageText ?? "", fallbackTitle: page.document.title ?? page.name, figures: figures,
            layout: figureLayout)
        let data = Data(article.markdown(hasTitle: page.document.title != nil).utf8)
        try output.write(data, file: "\(page.name).md")
        manifest.pages[position].files.append(Manifest.File(path: "\(page.name).md", format: "md", bytes: data.count))
    }
}
