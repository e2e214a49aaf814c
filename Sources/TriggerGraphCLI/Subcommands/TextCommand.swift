import Publishing

/// `triggergraph text`: what each block prints through `change` and `countCauses`.
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
        [
            Option("--json", help: "print the outcomes (views, causes, skipped views, counts) as JSON instead")
        ] + Option.limits + Verbosity.options

    static func run(_ arguments: inout ArgumentScanner, console: Console) throws(CLIError) -> ExitCode {
        let json = arguments.flag("--json")
        let limits = try InputOptions.limits(&arguments, command: name)
        let verbosity = try Verbosity.scan(&arguments, command: name)
        let inputs = try InputOptions.load(
            try arguments.positionals(), command: name, console: console, limits: limits, verbosity: verbosity)
        if json {
            console.print(OutcomeReport(inputs).jsonText())
            return .success
        }
        for line in inputs.flatMap({ $0.textLines() }) { console.print(line) }
        return .success
    }
}
