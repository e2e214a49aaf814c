import Foundation
import LessonScript
import Publishing
import TriggerDiagram
import TriggerRender

/// `triggergraph render`: one file per change and format.
enum RenderCommand: Command {
    static let name = "render"
    static let summary = "draw one diagram per change (SVG, PNG, PDF or DOT)"
    static let help = """
    Usage: triggergraph render INPUT… -o DIR [--format svg,png,pdf,dot] [--theme light|dark]
                               [--block K] [--change LIST] [--name NAME] [--no-sync] [--max-nodes N]

    Draws every change of every block as DIR/<block>/<NN>-<label>.<ext>, NN the change's position in
    the block, zero-padded to the block's change count. <block> is a JSON scene's name, else the
    file's stem; a stem `main` takes its folders' names (01-x/1/main.swift is 01-x-1), and a page
    stem `lesson`, `index` or `README` its folder's (01-x/lesson.md is 01-x, its blocks 01-x-1, …).
    Names keep letters and digits of every script; two inputs that would write one name are refused
    before anything is written. Each block's folder is replaced whole: no frame of an earlier run
    stays, and a run that fails leaves the earlier output as it was. All frames of a block share one
    layout, over every tree its changes use, so the numbered frames can make a video.

    Beside every SVG frame, <NN>-<label>.figure.html and <NN>-<label>.figure.md are figures to paste
    into a page: the image with the change's text line as alt text, and a caption. For a lesson page
    (.md), DIR/<page>/index.html previews the page: every block in order with its caption, its
    frames drawn inline and each frame's text line. A light render follows the reader's colour scheme.

    Options:
      -o, --output DIR  the folder to write into (made if missing)
      --format LIST     comma-separated formats among svg, png, pdf, dot (default: svg)
      --theme NAME      light (default) or dark
      --block K         only the K-th measurement block of the (one) page
      --change LIST     only these changes of each block: numbers and ranges, such as 2,4-6; the
                        files are written into the block's folder, and no preview is written
      --name NAME       name the one input's block (a page's blocks become NAME-1, NAME-2, …)
      --no-sync         do not wait for the files to reach the disk (scratch output)
      --max-nodes N     allow trees of up to N nodes (default 2000)
      -h, --help        show this help
    """

    static func run(_ arguments: inout ArgumentScanner, console: Console) throws(CLIError) -> ExitCode {
        let root = try InputOptions.output(&arguments, command: name)
        let formats = try parseFormats(try arguments.option("--format") ?? "svg", command: name) as [OutputFormat]
        let theme = try parseTheme(try arguments.option("--theme"), command: name)
        let selection = try InputOptions.selection(&arguments, command: name)
        let sync = !arguments.flag("--no-sync")
        let blockName = try InputOptions.name(&arguments, command: name)
        let limits = try InputOptions.limits(&arguments, command: name)
        let inputs = try Inputs.load(try arguments.positionals(), command: name, console: console, limits: limits, name: blockName)
        let plan = try PublishPlan(inputs, layout: .frames(previews: formats.contains(.svg)), selection: selection, command: name)
        let output = try OutputTransaction(root: root, sync: sync)
        var pageFiles = PageFiles(scheme: theme == .dark ? .dark : .adaptive)
        var written = 0
        do {
            for block in plan.blocks {
                if !selection.isPartial { try output.replaceFolder(block.name) }
                let frames = try SceneFrames(scene: block.scene, theme: theme, layout: formats.contains { $0 != .dot })
                for frame in block.frames {
                    for format in formats {
                        let bytes = try frames.render(frame.index, format: format, idPrefix: frame.idPrefix)
                        try output.write(Data(bytes), folder: block.name, file: "\(frame.stem).\(format.fileExtension)")
                        written += 1
                        guard format == .svg else { continue }
                        written += try pageFiles.addFrame(frame, of: block, drawn: frames.frame(frame.index), svg: bytes, into: output)
                    }
                    if console.errorIsTerminal { console.warn("\(block.name): \(frame.index + 1)/\(frames.count)") }
                }
            }
            for page in plan.pages { written += try pageFiles.writePreview(of: page, into: output) }
            try output.commit()
        } catch {
            output.rollback()
            throw error
        }
        console.warn("render: \(written) file(s) in \(root.path)")
        return .success
    }
}
