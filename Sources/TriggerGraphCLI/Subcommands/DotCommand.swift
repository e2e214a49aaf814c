import TriggerGraph

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
            Option(SettingUse(.change, help: "the change's position in the block, from 1 (default 1)")),
            .oneBlock, Option(SettingUse(.theme, "NAME", help: "light (default) or dark")),
        ] + Option.limits + Option.verbosity

    static func run(_ arguments: ArgumentScanner, console: Console) throws(PublishingError) -> ExitCode {
        let change = try arguments.settings.wholeNumber(.change) ?? 1
        let block = try arguments.settings.wholeNumber(.block)
        let theme = try arguments.settings[.theme].map(Theme.init(named:)) ?? .light
        let input = try loadOne(arguments, console: console)
        console.print(try input.dot(block: block, change: change, theme: theme), terminator: "")
        return .success
    }
}
