import Foundation
import LessonScript
import Publishing
import TriggerDiagram
import TriggerRender

/// `triggergraph docc`: lesson pages as a DocC catalog, their frames as its resources.
enum DoccCommand: Command {
    static let name = "docc"
    static let summary = "turn lesson pages into a DocC catalog with a diagram of every change"
    static let help = """
        Usage: triggergraph docc PAGE.md… -o NAME.docc [--format svg,png] [--theme light|dark|both]
                                 [--title TITLE] [--no-sync] [--jobs N] [--max-nodes N] [--max-layout N]

        Writes a DocC catalog: one article per page, <page>.md, the page's own Markdown with the
        figures of each measurement block after its printed output (![text line](<block>-<NN>-<label>));
        a root article, <NAME>.md, listing the lessons in order; and every frame as a resource,
        Resources/<block>-<NN>-<label>.svg with its dark variant ~dark.svg (and, with png,
        .png and @2x.png). Pages and blocks are named as by render. manifest.json lists what was
        written; a later run removes the files an earlier one wrote and no longer writes, and
        touches nothing else. Build the site with:

          docc convert NAME.docc --output-path site --transform-for-static-hosting

        Options:
          -o, --output DIR  the catalog folder (made if missing), usually NAME.docc
          --format LIST     svg, or svg,png (default: svg)
          --theme NAME      both (default: light resources and their ~dark variants), light or dark
          --title TITLE     the root article's title (default: NAME)
          --no-sync         do not wait for the files to reach the disk (scratch output)
          --jobs N          draw blocks in up to N processes, at most one per core (the default); the
                            files are the same whatever N
          --max-nodes N     allow trees of up to N nodes (default 2000)
          --max-layout N    refuse, before layout, a block whose diagram costs more than N to lay out:
                            views × (rows + widest row) (default 4002000, a 2,000-view chain or fan)
          -h, --help        show this help
        """

    /// A catalog's image formats.
    enum Format: String, CaseIterable {
        case svg, png
    }

    static func run(_ arguments: inout ArgumentScanner, console: Console) throws(CLIError) -> ExitCode {
        let root = try InputOptions.output(&arguments, command: name)
        let formats = try parseFormats(try arguments.option("--format") ?? "svg", command: name) as [Format]
        guard formats.contains(.svg) else { throw .usage("a catalog needs svg; use --format svg,png", command: name) }
        let themes = try parseThemes(try arguments.option("--theme"), fallback: [.light, .dark], command: name)
        let stem = root.deletingPathExtension().lastPathComponent
        let title = try arguments.option("--title") ?? stem
        let sync = !arguments.flag("--no-sync")
        let jobs = try InputOptions.jobs(&arguments, command: name, default: console.drawingProcesses)
        let limits = try InputOptions.limits(&arguments, command: name, drawing: true, draws: true)
        let preparation = Preparation()
        let inputs = try Inputs.load(try arguments.positionals(), command: name, console: console, limits: limits)
        if let other = inputs.first(where: { $0.document.kind != .page }) {
            throw .usage("docc takes lesson pages (.md); \(other.path) is not one", command: name)
        }
        guard let rootArticle = OutputName.slug(stem) else {
            throw .usage(
                "the catalog '\(root.lastPathComponent)' has no letter or digit to name its root article", command: name
            )
        }
        let plan = try PublishPlan(inputs, layout: .articles(root: rootArticle), selection: .everything, command: name)
        let output = try OutputTransaction(root: root, sync: sync)
        var writer = CatalogWriter(
            output: output, png: formats.contains(.png), themes: themes,
            manifest: Manifest(plan: plan, command: name, version: TriggerGraphCLI.version))
        do {
            // An article takes its figures' text from the manifest, which every block's drawing returns.
            let schedule = BlockWorkers.schedule(for: plan, jobs: jobs)
            let drawn = try BlockWorkers.run(schedule, after: preparation, output: output) {
                position throws(CLIError) in
                try writer.draw(plan.blocks[position], at: position)
                return writer.manifest.blocks[position]
            }
            writer.record(drawn)
            for (position, page) in plan.pages.enumerated() {
                try writer.article(page, at: position, blocks: plan.blocks)
            }
            try writer.root(rootArticle, title: title, lessons: plan.pages.map(\.name))
            try writer.finish()
            try output.commit()
        } catch {
            output.rollback()
            throw error
        }
        console.warn("docc: \(writer.manifest.allFiles.count + 1) file(s) in \(root.path)")
        return .success
    }
}
