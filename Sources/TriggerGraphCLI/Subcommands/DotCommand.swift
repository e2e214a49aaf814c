import TriggerGraph

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
            .oneBlock, .theme,
        ] + Option.limits + Option.verbosity

    static func run(_ arguments: inout ArgumentScanner, console: Console) throws(PublishingError) -> ExitCode {
        let change = try arguments.wholeNumber(.change) ?? 1
        let block = try arguments.wholeNumber(.block)
        let theme = try arguments.theme()
        let limits = try arguments.limits()
        let verbosity = try arguments.verbosity()
        let input = try loadOne(try arguments.positionals(), limits: limits, verbosity: verbosity, console: console)
        let dot = try input.dot(block: block, change: change, theme: theme)
        console.print(dot, terminator: "")
        return .success
    }
}
