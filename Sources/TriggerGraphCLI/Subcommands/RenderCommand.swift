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
        Usage: triggergraph render INPUT… -o DIR [--format svg,png,pdf,dot] [--theme light|dark|both]
                                   [--animate svg,gif,html] [--delay MS]
                                   [--block K] [--change LIST] [--name NAME] [--no-sync] [--jobs N]
                                   [--max-nodes N] [--max-bytes N] [--max-layout N]

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
        frames drawn inline and each frame's text line. A light render follows the reader's colour
        scheme; --theme both also writes <NN>-<label>~dark.<ext> in the dark theme, which the figures
        show under a dark colour scheme. DIR/manifest.json lists every block, change and file written.

        Options:
          -o, --output DIR  the folder to write into (made if missing)
          --format LIST     comma-separated formats among svg, png, pdf, dot (default: svg)
          --theme NAME      light (default), dark, or both
          --animate LIST    also write each block's animation, <block>/animation.<ext>, from the same
                            layout as its frames: svg, gif, html (see 'triggergraph animate --help')
          --delay MS        how long each change of an animation shows (default 1500)
          --block K         only the K-th measurement block of the (one) page
          --change LIST     only these changes of each block: numbers and ranges, such as 2,4-6; the
                            files are written into the block's folder, and no preview is written
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

    static func run(_ arguments: inout ArgumentScanner, console: Console) throws(CLIError) -> ExitCode {
        let root = try InputOptions.output(&arguments, command: name)
        let formats = try parseFormats(try arguments.option("--format") ?? "svg", command: name) as [OutputFormat]
        let themes = try parseThemes(try arguments.option("--theme"), command: name)
        let selection = try InputOptions.selection(&arguments, command: name)
        var animations: [AnimateCommand.Format] = []
        if let list = try arguments.option("--animate") { animations = try parseFormats(list, command: name) }
        let delay = try AnimateCommand.parseDelay(try arguments.option("--delay"))
        if !animations.isEmpty, selection.isPartial {
            throw .usage(
                "--animate draws whole blocks; animate --block and --change pick what to animate", command: name)
        }
        let sync = !arguments.flag("--no-sync")
        let jobs = try InputOptions.jobs(&arguments, command: name, default: console.drawingProcesses)
        let blockName = try InputOptions.name(&arguments, command: name)
        let limits = try InputOptions.limits(
            &arguments, command: name, drawing: true,
            draws: FrameWriter.laysOut(formats: formats, animations: animations))
        let preparation = Preparation(needed: FrameWriter.laysOut(formats: formats, animations: animations))
        let inputs = try Inputs.load(
            try arguments.positionals(), command: name, console: console, limits: limits, name: blockName)
        let plan = try PublishPlan(
            inputs, layout: .frames(previews: formats.contains(.svg)), selection: selection, command: name)
        let output = try OutputTransaction(root: root, sync: sync)
        var writer = FrameWriter(
            output: output, formats: formats, themes: themes, plan: plan,
            manifest: Manifest(plan: plan, command: name, version: TriggerGraphCLI.version)
        )
        writer.animations = animations
        writer.delay = delay
        do {
            if !selection.isPartial {
                for block in plan.blocks { try output.replaceFolder(block.name) }
            }
            let schedule = BlockWorkers.schedule(for: plan, jobs: jobs, keeping: plan.previewedBlockNames)
            let drawn = try BlockWorkers.run(schedule, after: preparation, output: output) {
                position throws(CLIError) in
                try writer.draw(plan.blocks[position], at: position, console: console)
                return writer.manifest.blocks[position]
            }
            writer.record(drawn)
            for (position, page) in plan.pages.enumerated() { try writer.preview(page, at: position) }
            try output.write(writer.manifest.json, file: "manifest.json")
            try output.commit()
        } catch {
            output.rollback()
            throw error
        }
        console.warn("render: \(writer.manifest.allFiles.count + 1) file(s) in \(root.path)")
        return .success
    }
}
