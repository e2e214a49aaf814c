import TriggerGraph

/// The `triggergraph` command line: picks the subcommand and turns errors into exit codes.
public enum TriggerGraphCLI {
    /// The tool's version.
    public static let version = TriggerGraphVersion.current

    static var commands: [any Command.Type] {
        [
            TextCommand.self, RenderCommand.self, AnimateCommand.self, DoccCommand.self, CheckCommand.self,
            PreviewCommand.self, DotCommand.self, SceneCommand.self,
        ]
    }

    /// Runs the tool with the arguments after the program name.
    ///
    /// Output that could not be written to standard output (a full disk, a closed file)
    /// ends the run with a write error, 74, whatever the command returned.
    /// - Returns: The process exit code.
    public static func run(_ arguments: [String], console: Console) -> Int32 {
        let status = dispatch(arguments, console: console)
        guard let failure = console.outputFailure else { return status.rawValue }
        let error = PublishingError.io(path: "<stdout>", reason: failure)
        console.warn(error.message(command: nil))
        return ExitCode(error).rawValue
    }

    /// Runs the command `arguments` name, or prints the help or the version they ask for; a usage
    /// error says where the usage of the command, or of the tool, is described.
    private static func dispatch(_ arguments: [String], console: Console) -> ExitCode {
        let command = commands.first { $0.name == arguments.first }
        do throws(PublishingError) {
            guard let first = arguments.first else { throw .usage("no command given") }
            if ["--help", "-h", "help", "--version"].contains(first) {
                console.print(first == "--version" ? "triggergraph \(version)" : help)
                return .success
            }
            guard let command else { throw .usage("unknown command '\(first)'") }
            let options = arguments.dropFirst().prefix { $0 != "--" }
            if options.contains(where: { Option.help.names.contains($0) }) {
                console.print(command.help)
            } else if options.contains("--version") {
                console.print("triggergraph \(version)")
            } else {
                return try command.run(
                    ArgumentScanner(Array(arguments.dropFirst()), options: command.options), console: console)
            }
            return .success
        } catch {
            console.warn(error.message(command: command?.name))
            return ExitCode(error)
        }
    }

    static var help: String {
        """
        triggergraph \(version): draws why a SwiftUI view was recomputed

        Usage: triggergraph <command> [options] INPUT…

        Commands:
        \(columns(commands.map { ($0.name, $0.summary) }))

        INPUT is a lesson block (.swift), a lesson page (.md), a JSON scene (.json), or - for standard input.
        Run 'triggergraph <command> --help' for a command's options. render, animate and docc refuse
        two inputs that would write one name, and a run that fails leaves DIR as it was.
        Exit codes: 0 ok, 1 check found a mismatch, 64 usage, 65 bad input, 66 no input,
        70 internal error, 73 output not creatable, 74 write error, 75 a page changed during check --fix.
        """
    }
}
