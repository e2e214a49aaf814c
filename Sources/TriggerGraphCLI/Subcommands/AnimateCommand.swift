import Animation
import Foundation
import LessonScript
import TriggerDiagram
import TriggerRender

/// `triggergraph animate`: one animation per block and format.
enum AnimateCommand: Command {
    static let name = "animate"
    static let summary = "animate each block's changes (animated SVG, GIF, HTML flipbook)"
    static let help = """
    Usage: triggergraph animate INPUT… -o DIR [--format svg,gif,html] [--delay MS] [--theme light|dark] [--max-nodes N] [--max-bytes N]

    Writes each block's changes, in order, as one animation: DIR/<block>.svg, DIR/<block>.gif and
    DIR/<block>.html, where <block> is the file's stem (or <page stem>-<K> for the K-th measurement
    block of a page). Every frame of a block comes from one layout over all its trees, so views
    never move; a view that enters the tree is outlined, one that leaves is shown as a ghost.

      svg   an animated SVG: no script, loops; shows the first change under prefers-reduced-motion
      gif   an animated GIF of the PNG frames, looping
      html  a flipbook page: previous/next, a slider, arrow keys; #N in the URL opens change N

    Options:
      -o, --output DIR  the folder to write into (made if missing)
      --format LIST     comma-separated formats among svg, gif, html (default: svg)
      --delay MS        how long each change shows, in milliseconds (default 1500; the GIF
                        rounds it to hundredths of a second, at most 655350)
      --theme NAME      light (default) or dark
      --max-nodes N     allow trees of up to N nodes (default 2000)
      --max-bytes N     refuse an input (a file or standard input) over N bytes (default 32 MB)
      -h, --help        show this help
    """

    /// An animation format.
    enum Format: String, CaseIterable {
        case svg, gif, html
    }

    static let defaultDelay = 1_500
    static let maximumDelay = 655_350

    static func run(_ arguments: inout ArgumentScanner, console: Console) throws(CLIError) -> ExitCode {
        guard let output = try arguments.option("-o", "--output") else {
            throw .usage("missing -o DIR", command: name)
        }
        let formats = try parseFormats(try arguments.option("--format") ?? "svg", command: name) as [Format]
        let delay = try parseDelay(try arguments.option("--delay"))
        let theme = try parseTheme(try arguments.option("--theme"), command: name)
        let limits = try InputOptions.limits(&arguments, command: name)
        let inputs = try Inputs.load(try arguments.positionals(), command: name, console: console, limits: limits)
        let root = URL(fileURLWithPath: output)
        try FileOutput.makeFolder(root)
        var written = 0
        for input in inputs {
            for scene in input.document.scenes {
                let frames = try SceneFrames(scene: scene, theme: theme, layout: true)
                let stem = FileOutput.safeName(scene.name)
                let animation = BlockAnimation(name: stem, caption: scene.caption, renderer: frames.renderer!)
                for format in formats {
                    let bytes: Data
                    do {
                        switch format {
                        case .svg: bytes = try animation.svg(stepMilliseconds: delay)
                        case .gif: bytes = try animation.gif(stepMilliseconds: delay)
                        case .html: bytes = try animation.flipbook()
                        }
                    } catch {
                        throw .software("\(scene.name): \(error)")
                    }
                    try FileOutput.write(bytes, to: root.appendingPathComponent("\(stem).\(format.rawValue)"))
                    written += 1
                }
                if console.errorIsTerminal { console.warn("\(scene.name): \(formats.count) animation(s)") }
            }
        }
        console.warn("animate: \(written) file(s) in \(root.path)")
        return .success
    }

    static func parseDelay(_ text: String?) throws(CLIError) -> Int {
        guard let text else { return defaultDelay }
        guard let value = Int(text), value >= 1, value <= maximumDelay else {
            throw .usage("--delay takes a whole number of milliseconds from 1 to \(maximumDelay)", command: name)
        }
        return value
    }
}
