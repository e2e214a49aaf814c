import Foundation
import LessonScript
import TriggerDiagram
import TriggerRender

/// `triggergraph render`: one file per change and format.
enum RenderCommand: Command {
    static let name = "render"
    static let summary = "draw one diagram per change (SVG, PNG, PDF or DOT)"
    static let help = """
    Usage: triggergraph render INPUT… -o DIR [--format svg,png,pdf,dot] [--theme light|dark] [--max-nodes N] [--max-bytes N]

    Draws every change of every block as DIR/<block>/<NN>-<label>.<ext>: <block> is the file's stem
    (or <page stem>-<K> for the K-th measurement block of a page), NN the change's position in the
    block. All frames of a block share one layout, over every tree its changes use: views keep their
    places and the canvas its size, so the numbered frames can make a video.

    Beside every SVG frame, <NN>-<label>.figure.html and <NN>-<label>.figure.md are figures to paste
    into a page: the image with the change's text line as alt text, and a caption. For a lesson page
    (.md), DIR/<page stem>/index.html previews the page: every block in order with its caption, its
    frames drawn inline and each frame's text line. A light render follows the reader's colour scheme.

    Options:
      -o, --output DIR  the folder to write into (made if missing)
      --format LIST     comma-separated formats among svg, png, pdf, dot (default: svg)
      --theme NAME      light (default) or dark
      --max-nodes N     allow trees of up to N nodes (default 2000)
      --max-bytes N     refuse an input (a file or standard input) over N bytes (default 32 MB)
      -h, --help        show this help
    """

    static func run(_ arguments: inout ArgumentScanner, console: Console) throws(CLIError) -> ExitCode {
        guard let output = try arguments.option("-o", "--output") else {
            throw .usage("missing -o DIR", command: name)
        }
        let formats = try parseFormats(try arguments.option("--format") ?? "svg", command: name) as [OutputFormat]
        let theme = try parseTheme(try arguments.option("--theme"), command: name)
        let limits = try InputOptions.limits(&arguments, command: name)
        let inputs = try Inputs.load(try arguments.positionals(), command: name, console: console, limits: limits)
        let root = URL(fileURLWithPath: output)
        let needsLayout = formats.contains { $0 != .dot }
        var written = 0
        for input in inputs {
            var pageFiles = PageFiles(root: root, scheme: theme == .dark ? .dark : .adaptive)
            for scene in input.document.scenes {
                let frames = try SceneFrames(scene: scene, theme: theme, layout: needsLayout)
                let name = FileOutput.safeName(scene.name)
                let folder = root.appendingPathComponent(name)
                try FileOutput.makeFolder(folder)
                let outcomes = scene.outcomes()
                for index in 0..<frames.count {
                    let change = scene.changes[index].change
                    let number = String(format: "%02d", index + 1)
                    let stem = "\(number)-" + FileOutput.safeName(change.label)
                    for format in formats {
                        let bytes = try frames.render(index, format: format, idPrefix: "\(name)-\(number)")
                        try FileOutput.write(Data(bytes), to: folder.appendingPathComponent("\(stem).\(format.fileExtension)"))
                        written += 1
                        if format == .svg {
                            written += try pageFiles.addFrame(
                                scene: scene, number: index + 1, folder: name, stem: stem, svg: bytes,
                                change: change, textLine: outcomes[index].textLine
                            )
                        }
                    }
                    if console.errorIsTerminal { console.warn("\(scene.name): \(index + 1)/\(frames.count)") }
                }
            }
            if input.document.kind == .page, formats.contains(.svg) {
                written += try pageFiles.writePreview(of: input)
            }
        }
        console.warn("render: \(written) file(s) in \(root.path)")
        return .success
    }
}
