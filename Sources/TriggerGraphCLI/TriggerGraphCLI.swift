import TriggerGraph

/// The `triggergraph` command line: picks the subcommand and turns errors into exit codes.
public enum TriggerGraphCLI {
    static var commands: [any Command.Type] {
        [
            TextCommand.self, RenderCommand.self, AnimateCommand.self, DoccCommand.self, CheckCommand.self,
            PreviewCommand.self, DotCommand.self, SceneCommand.self,
        ]
    }

    /// Runs the tool with the arguments after the program name.
    ///
    /// Output that could not be written to standard output (a full disk, a closed file) ends the run
    /// with a write error, 74, whatever the command returned.
    /// - Returns: The process exit code.
    public static func run(_ arguments: [String], console: Console) -> Int32 {
        let status = dispatch(arguments, console: console)
        guard let failure = console.outputFailure else { return status.rawValue }
        let error = PublishingError.io(path: "<stdout>", reason: failure)
        console.warn(error.message(command: nil))
        return ExitCode(error).rawValue
    }

    /// Runs the command `arguments` name, or prints the help or the version they ask for (among
    /// the command's options, or first); a usage error says where the usage of the command, or of
    /// the tool, is described.
    private static func dispatch(_ arguments: [String], console: Console) -> ExitCode {
        let command = commands.first { $0.name == arguments.first }
        let asking = command == nil ? arguments.prefix(1) : arguments.dropFirst().prefix { $0 != "--" }
        do throws(PublishingError) {
            if asking.contains(where: Option.help.names.contains) || (command == nil && asking == ["help"]) {
                console.print(command?.help ?? help)
            } else if asking.contains("--version") {
                console.print("triggergraph \(TriggerGraphVersion.current)")
            } else if let command {
                let scanner = try ArgumentScanner(Array(arguments.dropFirst()), options: command.options)
                return try command.run(scanner, console: console)
            } else {
                throw .usage(arguments.first.map { "unknown command '\($0)'" } ?? "no command given")
            }
            return .success
        } catch {
            console.warn(error.message(command: command?.name))
            return ExitCode(error)
        }
    }

    static var help: String {
        """
        triggergraph \(TriggerGraphVersion.current): draws why a SwiftUI view was recomputed

        Usage: triggergraph <command> [options] INPUT…

        Commands:
        \(columns(commands.map { ($0.name, $0.summary) }))

        INPUT is a lesson block (.swift), a lesson page (.md), a JSON scene (.json), or - for standard input.
        Run 'triggergraph <command> --help' for a command's options. render, animate and docc refuse
        two inputs that would write one name, and a run that fails leaves DIR as it was.
        Exit codes: 0 ok, 1 check found a mismatch, 64 usage, 65 bad input, 66 no input, 69 preview's port
        taken, 70 internal error, 73 output not creatable, 74 write error, 75 a page changed during check --fix.
        """
    }
}
