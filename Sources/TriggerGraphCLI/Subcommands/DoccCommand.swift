import Foundation
import LessonScript
import Publishing

/// `triggergraph docc`: lesson pages as a DocC catalog, their frames as its resources.
enum DoccCommand: Command {
    static let name = "docc"
    static let summary = "turn lesson pages into a DocC catalog with a diagram of every change"
    static let synopsis = "PAGE.md… -o NAME.docc [options]"
    static let about = """
        Writes a DocC catalog: one article per page, <page>.md, the page's own Markdown with the
        figures of each measurement block after its printed output (![text line](<block>-<NN>-<label>));
        a root article, <NAME>.md, listing the lessons in order; and every frame as a resource,
        Resources/<block>-<NN>-<label>.svg with its dark variant ~dark.svg (and, with png,
        .png and @2x.png). Pages and blocks are named as by render. manifest.json lists what was
        written; a later run removes the files an earlier one wrote and no longer writes, and
        touches nothing else. Build the site with:

          docc convert NAME.docc --output-path site --transform-for-static-hosting
        """
    static let options: [Option] =
        [
            Option("-o", "--output", value: "DIR", help: "the catalog folder (made if missing), usually NAME.docc"),
            Option("--format", value: "LIST", help: "svg, or svg,png (default: svg)"),
            Option(
                "--theme", value: "NAME",
                help: "both (default: light resources and their ~dark variants), light or dark"),
            Option("--title", value: "TITLE", help: "the root article's title (default: NAME)"),
        ] + Option.writing.dropFirst() + Option.limits + Verbosity.options

    /// A catalog's image formats.
    enum Format: String, CaseIterable {
        case svg, png
    }

    static func run(_ arguments: inout ArgumentScanner, console: Console) throws(CLIError) -> ExitCode {
        let tally = WarningTally(try Verbosity.scan(&arguments, command: name), console: console)
        let run = try InputOptions.run(&arguments, command: name, console: console, tally: tally)
        let formats = try parseFormats(try arguments.option("--format") ?? "svg", command: name) as [Format]
        guard formats.contains(.svg) else { throw .usage("a catalog needs svg; use --format svg,png", command: name) }
        let themes = try parseThemes(try arguments.option("--theme"), fallback: [.light, .dark], command: name)
        let stem = run.output.deletingPathExtension().lastPathComponent
        let title = try arguments.option("--title") ?? stem
        let paths = try arguments.positionals()
        if let other = paths.first(where: { InputKind(path: $0) != .page }) {
            throw .usage("docc takes lesson pages (.md); \(other) is not one", command: name)
        }
        guard let root = OutputName.slug(stem) else {
            throw .usage(
                "the catalog '\(run.output.lastPathComponent)' has no letter or digit to name its root article",
                command: name)
        }
        var writer = CatalogWriter(root: root, title: title, png: formats.contains(.png), themes: themes)
        return try InputOptions.publish(run, paths, with: &writer, tally: tally, command: name, console: console)
    }
}
