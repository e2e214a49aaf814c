import Publishing

/// `triggergraph dot`: one frame's complete DOT on standard output.
enum DotCommand: Command {
    static let name = "dot"
    static let summary = "print one change's diagram as DOT"
    static let synopsis = "INPUT [options]"
    static let about = """
        Prints the DOT of one change: the views coloured for that change, the source, the title and
        the legend, ready for Graphviz's own tools.
        """
    static let options: [Option] =
        [
            Option("--change", value: "N", help: "the change's position in the block, from 1 (default 1)"),
            Option(
                "--block", value: "K",
                help: "for a lesson page, the measurement block, from 1 (needed when it has several)"),
            Option("--theme", value: "NAME", help: "light (default) or dark"),
        ] + Option.limits + Verbosity.options

    static func run(_ arguments: inout ArgumentScanner, console: Console) throws(CLIError) -> ExitCode {
        let change = try arguments.wholeNumber("--change") ?? 1
        let block = try arguments.wholeNumber("--block")
        let theme = try parseTheme(try arguments.option("--theme"), command: name)
        let limits = try InputOptions.limits(&arguments, command: name)
        let verbosity = try Verbosity.scan(&arguments, command: name)
        let paths = try arguments.positionals()
        guard paths.count <= 1 else { throw .usage("dot takes one input", command: name) }
        let input = try InputOptions.load(paths, command: name, console: console, limits: limits, verbosity: verbosity)[
            0]
        let dot = try running(name) { () throws(PublishingError) in
            try input.dot(block: block, change: change, theme: theme)
        }
        console.print(dot, terminator: "")
        return .success
    }
}
