import TriggerGraph

/// `triggergraph render`: one file per change and format.
enum RenderCommand: Command {
    static let name = "render"
    static let summary = "draw one diagram per change (SVG, PNG, PDF or DOT)"
    static let synopsis = "INPUT… -o DIR [options]"
    static let about = """
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
        """
    static let options: [Option] =
        [
            .output,
            Option("--format", value: "LIST", help: "comma-separated formats among svg, png, pdf, dot (default: svg)"),
            Option("--theme", value: "NAME", help: "light (default), dark, or both"),
            Option(
                "--scale", value: "N",
                help: """
                    also draw each PNG frame, and the GIF animation, at N times its pixels each
                    way (2 to 4), from the same layout, as <NN>-<label>@<N>x.png and
                    animation@<N>x.gif: for high-density screens (default 1)
                    """),
            Option(
                "--animate", value: "LIST",
                help: """
                    also write each block's animation, <block>/animation.<ext>, from the same
                    layout as its frames: svg, gif, html (see 'triggergraph animate --help')
                    """),
            Option("--delay", value: "MS", help: "how long each change of an animation shows (default 1500)"),
            .block,
            Option(
                "--change", value: "LIST",
                help: """
                    only these changes of each block: numbers and ranges, such as 2,4-6; the
                    files are written into the block's folder, and no preview is written
                    """),
            .name,
        ] + Option.writing + Option.drawing + Option.verbosity

    static func run(_ arguments: inout ArgumentScanner, console: Console) throws(PublishingError) -> ExitCode {
        let verbosity = try arguments.verbosity()
        var writer = FrameWriter(formats: try arguments.formats(), themes: try arguments.themes())
        writer.scale = try arguments.scale()
        writer.animations = try arguments.formats("--animate", fallback: nil)
        var run = try arguments.publishingRun(console: console)
        writer.delay = try arguments.delay(try arguments.option("--delay"))
        run.selection = try arguments.selection()
        if !writer.animations.isEmpty, run.selection.isPartial {
            throw .request(
                "--animate draws whole blocks; animate --block and --change pick what to animate")
        }
        run.name = try arguments.name()
        return try publish(try arguments.positionals(), with: &writer, run: run, verbosity: verbosity, console: console)
    }
}
