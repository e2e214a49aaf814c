import TriggerGraph

/// `triggergraph animate`: one animation per block and format.
enum AnimateCommand: Command {
    static let name = "animate"
    static let summary = "animate each block's changes (animated SVG, GIF, HTML flipbook)"
    static let synopsis = "INPUT… -o DIR [options]"
    static let about = """
        Writes each block's changes, in order, as one animation per format, DIR/<block>.<ext>, <block>
        named as by render. Every frame of a block comes from one layout, so views never move.

          svg   an animated SVG: no script, loops; shows the first change under prefers-reduced-motion
          gif   an animated GIF of the PNG frames, looping
          html  a flipbook page: previous/next, a slider, arrow keys; #N in the URL opens change N

        --theme both also writes each animation in the dark theme, as DIR/<block>~dark.<ext>.
        """
    static let options: [Option] =
        [
            .output, .formats(AnimationFormat.self), .delay, .themes, .scale, .block,
            Option("--change", value: "LIST", help: "only these changes of each block, in this order, such as 2,4-6"),
            .name,
        ] + Option.writing + Option.drawing + Option.verbosity

    static func run(_ arguments: inout ArgumentScanner, console: Console) throws(PublishingError) -> ExitCode {
        let verbosity = try arguments.verbosity()
        var run = try arguments.publishingRun(console: console)
        var writer = AnimationWriter(formats: try arguments.formats(), themes: try arguments.themes())
        writer.delay = try AnimationFormat.delay(arguments.option("--delay"))
        writer.scale = try DiagramRenderer.scale(arguments.option("--scale"))
        try arguments.select(&run)
        return try console.publish(try arguments.positionals(), with: &writer, run: run, verbosity: verbosity)
    }
}
