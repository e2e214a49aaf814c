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
    /// Runs the command with its arguments taken apart: the library's settings, its own options
    /// and its inputs' paths.
    /// - Returns: The exit code (`success`, or `mismatch` for `check`).
    /// - Throws: `PublishingError` for everything that stops the command, bad arguments as a request.
    static func run(_ arguments: ArgumentScanner, console: Console) throws(PublishingError) -> ExitCode
}

extension Command {
    /// The command's help: usage, what it does, and every option it takes.
    static var help: String {
        "Usage: triggergraph \(name) \(synopsis)\n\n\(about)\n\nOptions:\n"
            + columns((options + [.help]).map { ($0.label, $0.help) })
    }

    /// Reads the one input of a command that takes one (`dot`, `scene`), as its options say.
    /// - Throws: `PublishingError.usage` for more than one.
    static func loadOne(_ arguments: ArgumentScanner, console: Console) throws(PublishingError) -> LoadedInput {
        let verbosity = try arguments.verbosity()
        guard arguments.paths.count <= 1 else { throw .usage("\(name) takes one input") }
        return try console.load(arguments.paths, settings: arguments.settings, verbosity: verbosity)[0]
    }
}

/// A command that publishes what its writer, made from the settings, writes: `render`,
/// `animate`, `docc`. Its options are the settings the library says the writer and the run read.
protocol PublishingCommand: Command {
    /// What the command writes.
    associatedtype Writer: SettingsWriter
}

extension PublishingCommand {
    static var options: [Option] { (Writer.settings + PublishingRun.settings).map(Option.init) + Option.verbosity }

    static func run(_ arguments: ArgumentScanner, console: Console) throws(PublishingError) -> ExitCode {
        let verbosity = try arguments.verbosity()
        var writer = try Writer(settings: arguments.settings)
        return try console.publish(arguments.paths, with: &writer, settings: arguments.settings, verbosity: verbosity)
    }
}

/// Rows of a help in two columns, the first padded to the widest: each line of the second after it,
/// a line of the second past its first under the one before.
func columns(_ rows: [(String, String)]) -> String {
    let width = rows.map(\.0.count).max() ?? 0
    return rows.flatMap { first, second in
        second.split(separator: "\n").enumerated().map { "  " + ($0 == 0 ? first : "").padded(to: width) + "  " + $1 }
    }.joined(separator: "\n")
}
