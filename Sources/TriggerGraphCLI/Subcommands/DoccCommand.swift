import TriggerGraph

/// `triggergraph docc`: lesson pages as a DocC catalog, their frames as its resources.
enum DoccCommand: Command {
    static let name = "docc"
    static let summary = "turn lesson pages into a DocC catalog with a diagram of every change"
    static let synopsis = "PAGE.md… -o NAME.docc [options]"
    static let about = """
        Writes a DocC catalog: one article per page, <page>.md, the page's own Markdown with the
        figures of each measurement block after its printed output (in tabs, one per change, unless
        --layout stacked); a root article, <NAME>.md, listing the lessons in order; and every
        frame as a resource, Resources/<block>-<NN>-<label>.<ext> with its dark variant
        <block>-<NN>-<label>~dark.<ext>.
        Pages and blocks are named as by render; a README.md or index.md with no measurement
        block is skipped with a note. manifest.json lists what was written; a later run removes
        the files an earlier one wrote and no longer writes, and touches nothing else.

        Each figure is in one format: DocC finds an image by its name without the extension and,
        of two files under one name, shows either at random. So the catalog is SVG (the default:
        sharp at any size, and small) or PNG, never both; with PNG, --scale 2 adds the @2x
        images DocC shows on high-density screens. Build the site with:

          docc convert NAME.docc --output-path site --transform-for-static-hosting
        """
    static let options: [Option] =
        [
            Option("-o", "--output", value: "DIR", help: "the catalog folder (made if missing), usually NAME.docc"),
            Option(
                "--format", value: "FORMAT",
                help: """
                    the figures' one format: svg (default) or png; svg,png is refused, as DocC
                    would show either file of a name at random
                    """),
            Option(
                "--scale", value: "N",
                help: """
                    with png, also draw each figure (and animation) at N times its pixels each
                    way (2 to 4), from the same layout, as <name>@<N>x.png and <name>~dark@<N>x.png:
                    DocC shows them on high-density screens (default 1)
                    """),
            Option(
                "--layout", value: "NAME",
                help: """
                    tabs (default: a block's changes in one @TabNavigator, a tab per change
                    titled with its label) or stacked (each change's figure under the one before)
                    """),
            Option(
                "--animate",
                help: """
                    also offer each block's changes in turn, Resources/<block>-animation.svg (a
                    looping GIF with png), as its last tab, "All changes"
                    """),
            Option("--delay", value: "MS", help: "how long each change of an animation shows (default 1500)"),
            Option(
                "--theme", value: "NAME",
                help: "both (default: light resources and their ~dark variants), light or dark"),
            Option("--title", value: "TITLE", help: "the root article's title (default: NAME)"),
        ] + Option.writing + Option.drawing + Option.verbosity

    static func run(_ arguments: inout ArgumentScanner, console: Console) throws(PublishingError) -> ExitCode {
        let verbosity = try arguments.verbosity()
        let run = try arguments.publishingRun(console: console)
        let format = try CatalogWriter.ImageFormat(named: try arguments.option("--format") ?? "svg")
        let scale = try arguments.scale()
        if scale > 1, format != .png { throw .request("--scale draws PNG figures; add --format png") }
        let layout = try CatalogWriter.FigureLayout(named: try arguments.option("--layout") ?? "tabs")
        let animates = arguments.flag("--animate")
        let delayText = try arguments.option("--delay")
        if delayText != nil, !animates { throw .request("--delay times the animation; add --animate") }
        let themes = try arguments.themes(fallback: [.light, .dark])
        let title = try arguments.option("--title")
        let paths = try arguments.positionals()
        if let other = paths.first(where: { InputKind(path: $0) != .page }) {
            throw .request("docc takes lesson pages (.md); \(other) is not one")
        }
        var writer = try CatalogWriter(catalog: run.output, title: title, format: format, themes: themes)
        writer.scale = scale
        writer.figureLayout = layout
        writer.animates = animates
        writer.delay = try arguments.delay(delayText)
        return try publish(paths, with: &writer, run: run, verbosity: verbosity, console: console)
    }
}
