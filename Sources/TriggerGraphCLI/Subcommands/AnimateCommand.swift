import TriggerGraph

/// `triggergraph animate`: one animation per block and format.
enum AnimateCommand: Command {
    static let name = "animate"
    static let summary = "animate each block's changes (animated SVG, GIF, HTML flipbook)"
    static let synopsis = "INPUT… -o DIR [options]"
    static let about = """
        Writes each block's changes, in order, as one animation: DIR/<block>.svg, DIR/<block>.gif and
        DIR/<block>.html, <block> named as by render (see 'triggergraph render --help'); two inputs that
        would write one name are refused before anything is written, and a run that fails leaves the
        earlier files as they were. Every frame of a block comes from one layout over all its trees, so views
        never move; a view that enters the tree is outlined, one that leaves is shown as a ghost.

          svg   an animated SVG: no script, loops; shows the first change under prefers-reduced-motion
          gif   an animated GIF of the PNG frames, looping
          html  a flipbook page: previous/next, a slider, arrow keys; #N in the URL opens change N
        """
    static let options: [Option] =
        [
            .output,
            Option("--format", value: "LIST", help: "comma-separated formats among svg, gif, html (default: svg)"),
            Option(
                "--delay", value: "MS",
                help: """
                    how long each change shows, in milliseconds (default 1500; the GIF
                    rounds it to hundredths of a second, at most 655350)
                    """),
            Option("--theme", value: "NAME", help: "light (default) or dark"),
            Option(
                "--scale", value: "N",
                help: """
                    also write each GIF at N times its pixels each way (2 to 4), from the same
                    layout, as DIR/<block>@<N>x.gif: for high-density screens (default 1)
                    """),
            .block,
            Option(
                "--change", value: "LIST",
                help: "only these changes of each block, in this order: numbers and ranges, such as 2,4-6"),
            .name,
        ] + Option.writing + Option.drawing + Option.verbosity

    static func run(_ arguments: inout ArgumentScanner, console: Console) throws(PublishingError) -> ExitCode {
        let verbosity = try arguments.verbosity()
        var run = try arguments.publishingRun(console: console)
        var writer = AnimationWriter(formats: try arguments.formats(), theme: try arguments.theme())
        writer.delay = try arguments.delay(try arguments.option("--delay"))
        writer.scale = try arguments.scale()
        run.selection = try arguments.selection()
        run.name = try arguments.name()
        return try publish(try arguments.positionals(), with: &writer, run: run, verbosity: verbosity, console: console)
    }
}
