import Animation
import Foundation
import LessonScript
import Publishing
import TriggerDiagram
import TriggerRender

/// `triggergraph animate`: one animation per block and format.
enum AnimateCommand: Command {
    static let name = "animate"
    static let summary = "animate each block's changes (animated SVG, GIF, HTML flipbook)"
    static let help = """
        Usage: triggergraph animate INPUT… -o DIR [--format svg,gif,html] [--delay MS] [--theme light|dark]
                                    [--block K] [--change LIST] [--name NAME] [--no-sync] [--jobs N]
                                    [--max-nodes N] [--max-bytes N] [--max-layout N]

        Writes each block's changes, in order, as one animation: DIR/<block>.svg, DIR/<block>.gif and
        DIR/<block>.html, <block> named as by render (see 'triggergraph render --help'); two inputs that
        would write one name are refused before anything is written, and a run that fails leaves the
        earlier files as they were. Every frame of a block comes from one layout over all its trees, so views
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
          --block K         only the K-th measurement block of the (one) page
          --change LIST     only these changes of each block, in this order: numbers and ranges, such as 2,4-6
          --name NAME       name the one input's block (a page's blocks become NAME-1, NAME-2, …)
          --no-sync         do not wait for the files to reach the disk (scratch output)
          --jobs N          draw blocks in up to N processes, at most one per core (the default); the
                            files are the same whatever N
          --max-nodes N     allow trees of up to N nodes (default 2000)
          --max-layout N    refuse, before layout, a block whose diagram costs more than N to lay out:
                            views × (rows + widest row) (default 4002000, a 2,000-view chain or fan)
          --max-bytes N     refuse an input (a file or standard input) over N bytes (default 32 MB, 256 MB at most)
          -h, --help        show this help
        """

    /// An animation format.
    enum Format: String, CaseIterable {
        case svg, gif, html
    }

    static let defaultDelay = 1_500
    static let maximumDelay = 655_350

    static func run(_ arguments: inout ArgumentScanner, console: Console) throws(CLIError) -> ExitCode {
        let root = try InputOptions.output(&arguments, command: name)
        let formats = try parseFormats(try arguments.option("--format") ?? "svg", command: name) as [Format]
        let delay = try parseDelay(try arguments.option("--delay"))
        let theme = try parseTheme(try arguments.option("--theme"), command: name)
        let selection = try InputOptions.selection(&arguments, command: name)
        let sync = !arguments.flag("--no-sync")
        let jobs = try InputOptions.jobs(&arguments, command: name, default: console.drawingProcesses)
        let blockName = try InputOptions.name(&arguments, command: name)
        let limits = try InputOptions.limits(&arguments, command: name, drawing: true, draws: true)
        let preparation = Preparation()
        let inputs = try Inputs.load(
            try arguments.positionals(), command: name, console: console, limits: limits, name: blockName)
        let plan = try PublishPlan(inputs, layout: .animations, selection: selection, command: name)
        let output = try OutputTransaction(root: root, sync: sync)
        var manifest = Manifest(plan: plan, command: name, version: TriggerGraphCLI.version)
        do {
            let schedule = BlockWorkers.schedule(for: plan, jobs: jobs)
            let drawn = try BlockWorkers.run(schedule, after: preparation, output: output) {
                position throws(CLIError) in
                let block = plan.blocks[position]
                let animation = try animation(of: block, theme: theme)
                for format in formats {
                    let data = try render(animation, format, delay: delay, origin: block.origin)
                    let file = "\(block.name).\(format.rawValue)"
                    try output.write(data, file: file)
                    manifest.blocks[position].files.append(
                        Manifest.File(path: file, format: format.rawValue, theme: theme.name, bytes: data.count))
                }
                if console.errorIsTerminal { console.warn("\(block.name): \(formats.count) animation(s)") }
                return manifest.blocks[position]
            }
            for (position, block) in drawn { manifest.blocks[position] = block }
            try output.write(manifest.json, file: "manifest.json")
            try output.commit()
        } catch {
            output.rollback()
            throw error
        }
        console.warn("animate: \(manifest.allFiles.count + 1) file(s) in \(root.path)")
        return .success
    }

    /// The block's animation over the planned changes, laid out once.
    private static func animation(of block: PublishPlan.Block, theme: Theme) throws(CLIError) -> BlockAnimation {
        var scene = block.scene
        if block.frames.count != scene.changes.count {
            let kept = block.frames.map(\.index)
            let changes = scene.changes
            scene.steps = kept.map { .change(changes[$0]) }
        }
        let frames = try SceneFrames(scene: scene, theme: theme, layout: true)
        guard let renderer = frames.renderer else { throw .software("\(block.name): no layout") }
        return BlockAnimation(name: block.name, caption: scene.caption, renderer: renderer)
    }

    /// One animation of a block in one format; `origin` says where the block is written.
    static func render(_ animation: BlockAnimation, _ format: Format, delay: Int, origin: String) throws(CLIError)
        -> Data
    {
        do {
            switch format {
            case .svg: return try animation.svg(stepMilliseconds: delay)
            case .gif: return try animation.gif(stepMilliseconds: delay)
            case .html: return try animation.flipbook()
            }
        } catch {
            // A GIF's frames are PNGs: one past cairo's size is the input's, not the tool's, fault.
            if case .render(.tooLargeForBitmap) = error {
                throw .data("\(origin): error: \(animation.name) as GIF: \(error)")
            }
            throw .software("\(animation.name): \(error)")
        }
    }

    static func parseDelay(_ text: String?) throws(CLIError) -> Int {
        guard let text else { return defaultDelay }
        guard let value = Int(text), value >= 1, value <= maximumDelay else {
            throw .usage("--delay takes a whole number of milliseconds from 1 to \(maximumDelay)", command: name)
        }
        return value
    }
}
