import Animation
import Foundation
import Pages
import Publishing
import TriggerDiagram
import TriggerRender

/// Writes a block's frames in every format and theme, the figures beside its SVG frames and the
/// previews of its pages, and lists each file in the run's manifest.
struct FrameWriter {
    let output: OutputTransaction
    let formats: [OutputFormat]
    /// The block's animations to write beside its frames, `<block>/animation.<ext>`, from the same layout.
    var animations: [AnimateCommand.Format] = []
    var delay = AnimateCommand.defaultDelay
    /// How many times its pixels each way a PNG frame is also drawn at, `<frame>@<scale>x.png`; 1: not at all.
    var scale = 1
    /// The themes to draw in; with both, the dark frames are the `~dark` variants.
    let themes: [Theme]
    private(set) var manifest: Manifest
    private var pageFiles: PageFiles

    init(output: OutputTransaction, formats: [OutputFormat], themes: [Theme], plan: PublishPlan, manifest: Manifest) {
        self.output = output
        self.formats = formats
        self.themes = themes
        self.manifest = manifest
        self.pageFiles = PageFiles(
            scheme: themes == [.dark] ? .dark : .adaptive, previewed: plan.previewedBlockNames
        )
    }

    /// Whether writing `formats` and `animations` lays a block out (DOT alone does not).
    static func laysOut(formats: [OutputFormat], animations: [AnimateCommand.Format]) -> Bool {
        formats.contains { $0 != .dot } || !animations.isEmpty
    }

    /// The suffix of a frame's files and ids in `theme`: none for the first theme drawn.
    private func variant(_ theme: Theme) -> ThemeVariant {
        ThemeVariant(theme: theme.name, primary: theme == themes.first)
    }

    /// Draws every planned frame of the block at `position` in the plan.
    mutating func draw(_ block: PublishPlan.Block, at position: Int, console: Console) throws(CLIError) {
        var drawings: [(Theme, SceneFrames)] = []
        for theme in themes {
            let layout = Self.laysOut(formats: formats, animations: animations)
            drawings.append((theme, try SceneFrames(scene: block.scene, theme: theme, layout: layout)))
        }
        for (number, frame) in block.frames.enumerated() {
            for (theme, frames) in drawings {
                let drawnIn = variant(theme)
                let drawn = try frames.draw(frame.index, formats: formats, idPrefix: frame.idPrefix + drawnIn.idSuffix)
                for format in formats {
                    guard let bytes = drawn.files[format] else { continue }
                    let file = "\(frame.stem)\(drawnIn.fileSuffix).\(format.fileExtension)"
                    let change = (block: position, frame: number)
                    try write(bytes, file, of: block, format: format.fileExtension, theme: theme.name, change: change)
                    if format == .png, scale > 1, let dense = try frames.png(frame.index, scale: scale) {
                        // DocC and the web's name for the same image at `scale` times the pixels.
                        let denseFile = "\(frame.stem)\(drawnIn.fileSuffix)@\(scale)x.png"
                        try write(dense, denseFile, of: block, format: "png", theme: theme.name, change: change)
                        // Without SVG, the figures show the PNG, both densities in a `srcset`.
                        if !formats.contains(.svg), theme == themes.first, let size = ImageSize(png: [UInt8](bytes)) {
                            let dark = themes.count > 1 ? "\(frame.stem)\(variant(.dark).fileSuffix).png" : nil
                            let snippet = FigureSnippet(
                                image: file, alt: drawn.frame.textLine,
                                caption: FigureSnippet.caption(block: block.scene.caption, title: drawn.frame.title),
                                size: size, darkImage: dark, denseScale: scale)
                            for (name, text) in [("html", snippet.html), ("md", snippet.markdown)] {
                                let figure = "\(frame.stem).figure.\(name)"
                                try write(Data(text.utf8), figure, of: block, format: name, change: change)
                            }
                        }
                    }
                    guard format == .svg, theme == themes.first else { continue }
                    let dark = themes.count > 1 ? "\(frame.stem)\(variant(.dark).fileSuffix).svg" : nil
                    let figures = pageFiles.addFrame(
                        frame, of: block, drawn: drawn.frame, svg: bytes, size: drawn.size, darkImage: dark
                    )
                    for (name, text) in figures {
                        let format = name.hasSuffix(".md") ? "md" : "html"
                        try write(Data(text.utf8), name, of: block, format: format, change: change)
                    }
                }
            }
            if console.errorIsTerminal { console.warn("\(block.name): \(number + 1)/\(block.frames.count)") }
        }
        guard let (theme, frames) = drawings.first, let renderer = frames.renderer, !animations.isEmpty else { return }
        let animation = BlockAnimation(name: block.name, caption: block.scene.caption, renderer: renderer)
        for format in animations {
            for scale in AnimateCommand.scales(format, scale) {
                let data = try AnimateCommand.render(
                    animation, format, delay: delay, origin: block.origin, scale: scale)
                let file = "animation\(AnimateCommand.suffix(scale)).\(format.rawValue)"
                try output.write(data, folder: block.name, file: file)
                manifest.blocks[position].files.append(
                    Manifest.File(
                        path: "\(block.name)/\(file)", format: format.rawValue, theme: theme.name, bytes: data.count)
                )
            }
        }
    }

    private mutating func write(
        _ data: Data, _ file: String, of block: PublishPlan.Block, format: String, theme: String? = nil,
        change: (block: Int, frame: Int)
    ) throws(CLIError) {
        try output.write(data, folder: block.name, file: file)
        manifest.blocks[change.block].changes[change.frame].files.append(
            Manifest.File(path: "\(block.name)/\(file)", format: format, theme: theme, bytes: data.count)
        )
    }

    /// Takes what blocks drawn by other processes wrote into the manifest, by block position.
    mutating func record(_ blocks: [Int: Manifest.Block]) {
        for (position, block) in blocks { manifest.blocks[position] = block }
    }

    /// Writes the preview of the page at `position` in the plan.
    mutating func preview(_ page: PublishPlan.Page, at position: Int) throws(CLIError) {
        let html = Data(pageFiles.preview(of: page).utf8)
        try output.replaceFolder(page.name)
        try output.write(html, folder: page.name, file: "index.html")
        manifest.pages[position].files.append(
            Manifest.File(path: "\(page.name)/index.html", format: "html", bytes: html.count))
    }
}
