/// A subcommand: its name, its help text, and what it does with its arguments.
protocol Command {
    /// The word after `triggergraph`.
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// The full `--help` text.
    static var help: String { get }
    /// Runs the command.
    /// - Returns: The exit code (`success`, or `mismatch` for `check`).
    /// - Throws: `CLIError` for everything that stops the command.
    static func run(_ arguments: inout ArgumentScanner, console: Console) throws(CLIError) -> ExitCode
}
