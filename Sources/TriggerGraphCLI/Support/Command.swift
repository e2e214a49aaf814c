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
