import TextEscapes
import TriggerGraph

/// A subcommand: its name, what it does, the options it takes, and its run.
protocol Command {
    /// The word after `triggergraph`.
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// What follows the command's name in its usage line: `INPUT… -o DIR [options]`.
    static var synopsis: String { get }
    /// What the command does, for its help.
    static var about: String { get }
    /// Every option it takes (`-h, --help` aside): what its scanner accepts and its help lists.
    static var options: [Option] { get }
    /// Runs the command.
    /// - Returns: The exit code (`success`, or `mismatch` for `check`).
    /// - Throws: `PublishingError` for everything that stops the command, bad arguments as a request.
    static func run(_ arguments: inout ArgumentScanner, console: Console) throws(PublishingError) -> ExitCode
}

extension Command {
    /// The command's help: usage, what it does, and every option it takes.
    static var help: String {
        let all = options + [.help]
        let width = all.map(\.label.count).max() ?? 0
        let lines = all.flatMap { option in
            option.help.split(separator: "\n").enumerated().map { index, line in
                "  " + (index == 0 ? option.label : "").padded(to: width) + "  " + line
            }
        }
        return "Usage: triggergraph \(name) \(synopsis)\n\n\(about)\n\nOptions:\n" + lines.joined(separator: "\n")
    }

    /// Reads the one input of a command that takes one (`dot`, `scene`): its limits, `--quiet` or
    /// `--verbose`, and its path.
    /// - Throws: `PublishingError.usage` for more than one.
    static func loadOne(_ arguments: inout ArgumentScanner, console: Console) throws(PublishingError) -> LoadedInput {
        let limits = try arguments.limits()
        let verbosity = try arguments.verbosity()
        let paths = try arguments.positionals()
        guard paths.count <= 1 else { throw .usage("\(name) takes one input") }
        return try console.load(paths, limits: limits, verbosity: verbosity)[0]
    }
}
