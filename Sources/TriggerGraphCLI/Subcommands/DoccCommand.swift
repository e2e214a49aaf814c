import TriggerGraph

/// `triggergraph docc`: lesson pages as a DocC catalog, their frames as its resources.
enum DoccCommand: Command {
    static let name = "docc"
    static let summary = "turn lesson pages into a DocC catalog with a diagram of every change"
    static let synopsis = "PAGE.md… -o NAME.docc [options]"
    static let about = """
        Writes a DocC catalog: an article per page, <page>.md, its Markdown with each measurement block's
        figures after its printed output; a root article, <NAME>.md, listing the lessons in order; every
        frame as Resources/<block>-<NN>-<label>.<ext> and its ~dark variant, blocks named as by render. A
        README.md or index.md with no measurement block is skipped. A later run removes what an earlier one
        wrote and no longer writes (manifest.json), touching nothing else. Build the site with:

          docc convert NAME.docc --output-path site --transform-for-static-hosting
        """
    static let options: [Option] =
        [
            Option("-o", "--output", value: "DIR", help: "the catalog folder (made if missing), usually NAME.docc"),
            Option("--format", value: "FORMAT", help: "svg (default) or png, not both: DocC shows either at random"),
            .scale,
            Option("--layout", value: "NAME", help: "tabs (default: a tab per change) or stacked (one under another)"),
            Option("--animate", help: "add each block's animation, Resources/<block>-animation.<ext>, as a last tab"),
            .delay,
            Option("--theme", value: "NAME", help: "both (default: resources and their ~dark variants), light or dark"),
            Option("--title", value: "TITLE", help: "the root article's title (default: NAME)"),
        ] + Option.writing + Option.drawing + Option.verbosity

    static func run(_ arguments: inout ArgumentScanner, console: Console) throws(PublishingError) -> ExitCode {
        let verbosity = try arguments.verbosity()
        let run = try arguments.publishingRun(console: console)
        let format = try CatalogWriter.ImageFormat(named: try arguments.option("--format") ?? "svg")
        let scale = try DiagramRenderer.scale(arguments.option("--scale"))
        if scale > 1, format != .png { throw .usage("--scale draws PNG figures; add --format png") }
        let layout = try CatalogWriter.FigureLayout(named: try arguments.option("--layout") ?? "tabs")
        let animates = arguments.flag("--animate")
        let delayText = try arguments.option("--delay")
        if delayText != nil, !animates { throw .usage("--delay times the animation; add --animate") }
        let themes = try arguments.themes(fallback: [.light, .dark])
        let title = try arguments.option("--title")
        let paths = try arguments.positionals()
        if let other = paths.first(where: { InputKind(path: $0) != .page }) {
            throw .usage("docc takes lesson pages (.md); \(other) is not one")
        }
        var writer = try CatalogWriter(catalog: run.output, title: title, format: format, themes: themes)
        writer.scale = scale
        writer.figureLayout = layout
        writer.animates = animates
        writer.delay = try AnimationFormat.delay(delayText)
        return try console.publish(paths, with: &writer, run: run, verbosity: verbosity)
    }
}
