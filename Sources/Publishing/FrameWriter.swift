import Animation
import Graphviz
import Pages
import TriggerDiagram
import TriggerRender

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `render` writes: each block's frames in every format and theme, `<block>/<NN>-<label>.<ext>`,
/// the figures beside its SVG frames, its animations if asked, and the preview of each page.
public struct FrameWriter: BlockWriter {
    /// The formats every frame is written in.
    public let formats: [OutputFormat]
    /// The themes to draw in; with both, the dark frames are the `~dark` variants.
    public let themes: [Theme]
    /// The block's animations to write beside its frames, `<block>/animation.<ext>`, from the same layout.
    public var animations: [AnimationFormat] = []
    /// How long each change of an animation shows, in milliseconds.
    public var delay = AnimationFormat.defaultDelay
    /// How many times its pixels each way a PNG frame (and a GIF) is also drawn at,
    /// `<frame>@<scale>x.png`; 1: not at all.
    public var scale = 1
    private var pageFiles: PageFiles?

    /// Creates a writer of each block's frames and figures, and each page's preview.
    /// - Parameters:
    ///   - formats: The formats every frame is written in; SVG adds the figures and previews.
    ///   - themes: The themes to draw in.
    public init(formats: [OutputFormat], themes: [Theme] = [.light]) {
        self.formats = formats
        self.themes = themes
    }

    /// `render`: the command whose output this writer writes.
    public var command: String { "render" }

    /// A folder of frames per block, and a preview per page when SVG is written.
    public var layout: PublishPlan.Layout { .frames(previews: formats.contains(.svg)) }

    /// Whether writing the formats and animations lays a block out (DOT alone does not).
    public var laysOut: Bool { formats.contains { $0 != .dot } || !animations.isEmpty }

    /// Whether a format or an animation is drawn with cairo: PNG, PDF, GIF.
    public var drawsWithCairo: Bool {
        formats.contains { $0 == .png || $0 == .pdf } || animations.contains(.gif)
    }

    /// The warning of this process's `SOURCE_DATE_EPOCH` when PDFs are written: the drawing
    /// processes read it again, at every page, and say nothing.
    public var warnings: [String] {
        guard formats.contains(.pdf), let warning = PDFDate.fromEnvironment.warning else { return [] }
        return [warning]
    }

    /// The blocks a page preview shows, which this process draws itself to write the preview.
    /// - Parameter plan: The run's plan.
    /// - Returns: The names of the blocks previewed.
    public func blocksDrawnHere(of plan: PublishPlan) -> Set<String> { plan.previewedBlockNames }

    /// Each block's folder is replaced whole, unless only some changes are drawn.
    public mutating func start(_ plan: PublishPlan, output: RunOutput) throws(PublishingError) {
        pageFiles = PageFiles(scheme: themes == [.dark] ? .dark : .adaptive, previewed: plan.previewedBlockNames)
        guard !plan.isPartial else { return }
        for block in plan.blocks { try output.replaceFolder(block.name) }
    }

    /// The suffix of a frame's files and ids in `theme`: none for the first theme drawn.
    private func variant(_ theme: Theme) -> ThemeVariant {
        ThemeVariant(theme: theme.name, primary: theme == themes.first)
    }

    /// Draws every planned frame of the block.
    public mutating func draw(_ block: PublishPlan.Block, into entry: inout Manifest.Block, output: RunOutput)
        throws(PublishingError)
    {
        var drawings: [(Theme, SceneFrames)] = []
        for theme in themes {
            drawings.append(
                (theme, try SceneFrames(scene: block.scene, theme: theme, layout: laysOut, bitmaps: drawsWithCairo)))
        }
        for (number, frame) in block.frames.enumerated() {
            for (theme, frames) in drawings {
                let drawnIn = variant(theme)
                let drawn = try frames.draw(frame.index, formats: formats, idPrefix: frame.idPrefix + drawnIn.idSuffix)
                for format in formats {
                    guard let bytes = drawn.files[format] else { continue }
                    let file = "\(frame.stem)\(drawnIn.fileSuffix).\(format.fileExtension)"
                    try write(
                        bytes, file, of: block, format: format.fileExtension, theme: theme.name,
                        into: &entry.changes[number], output: output)
                    if format == .png, scale > 1, let dense = try frames.png(frame.index, scale: scale) {
                        // DocC and the web's name for the same image at `scale` times the pixels.
                        let denseFile = "\(frame.stem)\(drawnIn.fileSuffix)@\(scale)x.png"
                        try write(
                            dense, denseFile, of: block, format: "png", theme: theme.name, into: &entry.changes[number],
                            output: output)
                        // Without SVG, the figures show the PNG, both densities in a `srcset`.
                        if !formats.contains(.svg), theme == themes.first, let size = ImageSize(png: [UInt8](bytes)) {
                            let dark = themes.count > 1 ? "\(frame.stem)\(variant(.dark).fileSuffix).png" : nil
                            let snippet = FigureSnippet(
                                image: file, alt: drawn.frame.textLine,
                                caption: FigureSnippet.caption(block: block.scene.caption, title: drawn.frame.title),
                                size: size, darkImage: dark, denseScale: scale)
                            for (name, text) in [("html", snippet.html), ("md", snippet.markdown)] {
                                let figure = "\(frame.stem).figure.\(name)"
                                try write(
                                    Data(text.utf8), figure, of: block, format: name, into: &entry.changes[number],
                                    output: output)
                            }
                        }
                    }
                    guard format == .svg, theme == themes.first else { continue }
                    let dark = themes.count > 1 ? "\(frame.stem)\(variant(.dark).fileSuffix).svg" : nil
                    let figures =
                        pageFiles?.addFrame(
                            frame, of: block, drawn: drawn.frame, svg: bytes, size: drawn.size, darkImage: dark) ?? []
                    for (name, text) in figures {
                        let format = name.hasSuffix(".md") ? "md" : "html"
                        try write(
                            Data(text.utf8), name, of: block, format: format, into: &entry.changes[number],
                            output: output)
                    }
                }
            }
            output.framesDrawn()
        }
        guard let (theme, frames) = drawings.first, let renderer = frames.renderer, !animations.isEmpty else { return }
        let animation = BlockAnimation(name: block.name, caption: block.scene.caption, renderer: renderer)
        for format in animations {
            for scale in format.scales(scale) {
                let data = try AnimationWriter.data(animation, format, delay: delay, origin: block.origin, scale: scale)
                let file = "animation\(AnimationFormat.suffix(scale)).\(format.rawValue)"
                try output.write(data, folder: block.name, file: file)
                entry.files.append(
                    Manifest.File(
                        path: "\(block.name)/\(file)", format: format.rawValue, theme: theme.name, bytes: data.count))
            }
        }
    }

    /// Writes a file of a change into the block's folder and lists it in the change's manifest entry.
    private func write(
        _ data: Data, _ file: String, of block: PublishPlan.Block, format: String, theme: String? = nil,
        into change: inout Manifest.Change, output: RunOutput
    ) throws(PublishingError) {
        try output.write(data, folder: block.name, file: file)
        change.files.append(
            Manifest.File(path: "\(block.name)/\(file)", format: format, theme: theme, bytes: data.count))
    }

    /// Writes the preview of each page, `<page>/index.html`.
    public mutating func finish(_ plan: PublishPlan, manifest: inout Manifest, output: RunOutput)
        throws(PublishingError)
    {
        guard let pageFiles else { return }
        for (position, page) in plan.pages.enumerated() {
            let html = Data(pageFiles.preview(of: page).utf8)
            try output.replaceFolder(page.name)
            try output.write(html, folder: page.name, file: "index.html")
            manifest.pages[position].files.append(
                Manifest.File(path: "\(page.name)/index.html", format: "html", bytes: html.count))
        }
    }
}
