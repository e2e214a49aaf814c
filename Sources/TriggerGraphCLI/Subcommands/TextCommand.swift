import TriggerGraph

enum TextCommand: Command {
    static let name = "text"
    static let summary = "print the lines each block prints, exactly as the course core prints them"
    static let synopsis = "[options] INPUT…"
    static let about = """
        Prints, for every block, the lines it prints through change and countCauses, in statement order,
        byte for byte as the course's Invalidation.swift prints them. For a lesson page, a line
        '== PAGE block K: caption' comes before each block's lines. Warnings go to standard error.
        """
    static let options: [Option] =
        [Option("--json", help: "print the outcomes (views, causes, skipped views, counts) as JSON instead")]
        + Option.limits + Option.verbosity

    static func run(_ arguments: ArgumentScanner, console: Console) throws(PublishingError) -> ExitCode {
        let inputs = try console.load(arguments.paths, settings: arguments.settings, verbosity: arguments.verbosity())
        // Printed as made, a change at a time: the text of a large block is many times its input.
        if arguments.flag("--json") {
            OutcomeReport(inputs).write { console.print(String(decoding: $0, as: UTF8.self), terminator: "") }
            console.print("")
        } else {
            for input in inputs { input.forEachTextLine { console.print($0) } }
        }
        return .success
    }
}
