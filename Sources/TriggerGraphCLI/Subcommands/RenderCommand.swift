import TriggerGraph

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `triggergraph render`: one file per change and format.
enum RenderCommand: Command {
    static let name = "render"
    static let summary = "draw one diagram per change (SVG, PNG, PDF or DOT)"
    static let synopsis = "INPUT… -o DIR [options]"
    static let about = """
        Draws every change of every block as DIR/<block>/<NN>-<label>.<ext>, NN the change's position,
        zero-padded. <block> is a JSON scene's name, else the file's stem; a stem `main` takes its folders'
        names (01-x/1/main.swift is 01-x-1), a page stem `lesson`, `index` or `README` its folder's
        (01-x/lesson.md is 01-x, its blocks 01-x-1, …). Each block's folder is replaced whole. Beside every
        SVG frame, <NN>-<label>.figure.html and .figure.md are figures to paste into a page; for a lesson
        page, DIR/<page>/index.html previews it. --theme both also writes <NN>-<label>~dark.<ext>, which
        the figures show under a dark colour scheme. DIR/manifest.json lists every file written.
        """
    static let options: [Option] =
        [
            .output, .formats(OutputFormat.self), .themes, .scale,
            Option("--animate", value: "LIST", help: "also write <block>/animation.<ext>: svg, gif, html (as animate)"),
            .delay, .block,
            Option("--change", value: "LIST", help: "only these changes (2,4-6), into the block's folder; no preview"),
            .name,
        ] + Option.writing + Option.drawing + Option.verbosity

    static func run(_ arguments: inout ArgumentScanner, console: Console) throws(PublishingError) -> ExitCode {
        let verbosity = try arguments.verbosity()
        var writer = FrameWriter(formats: try arguments.formats(), themes: try arguments.themes())
        writer.scale = try DiagramRenderer.scale(arguments.option("--scale"))
        writer.animations = try arguments.formats("--animate", fallback: nil)
        var run = try arguments.publishingRun(console: console)
        writer.delay = try AnimationFormat.delay(arguments.option("--delay"))
        try arguments.select(&run)
        if !writer.animations.isEmpty, run.selection.isPartial {
            throw .usage("--animate draws whole blocks; animate --block and --change pick what to animate")
        }
        let paths = try arguments.positionals()
        // The date the run's PDFs carry, from `SOURCE_DATE_EPOCH`: its warning is shown here, once,
        // where every drawing process reads the variable again and says nothing.
        let pdfDate = PDFDate(sourceDateEpoch: getenv("SOURCE_DATE_EPOCH").map { String(cString: $0) })
        if writer.formats.contains(.pdf), verbosity != .quiet, let warning = pdfDate.warning {
            console.warn("triggergraph: warning: \(warning)")
        }
        return try console.publish(paths, with: &writer, run: run, verbosity: verbosity)
    }
}
