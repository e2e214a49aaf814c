import Foundation
import LessonScript
import Publishing
import SystemIO

/// The options several commands take, scanned in one place.
enum InputOptions {
    /// Takes `--max-nodes`, `--max-bytes` and, on a command that draws, `--max-layout`.
    /// - Parameters:
    ///   - drawing: Whether the command draws (render, animate, docc): it takes `--max-layout`.
    ///   - draws: Whether this run lays diagrams out (not `render --format dot`): its blocks are
    ///     then held to the layout budget.
    /// - Throws: `CLIError.usage` when a value is not a whole number from 1, or `--max-bytes` is
    ///   over its cap (``InputLimits/maxInputBytesCap``).
    static func limits(_ arguments: inout ArgumentScanner, command: String, drawing: Bool = false, draws: Bool = false)
        throws(CLIError) -> InputLimits
    {
        var limits = draws ? InputLimits.drawing : InputLimits.standard
        if let value = try arguments.wholeNumber("--max-nodes") { limits.maxNodes = value }
        if let value = try arguments.wholeNumber("--max-bytes") {
            guard value <= InputLimits.maxInputBytesCap else {
                throw .usage(
                    "--max-bytes is at most \(InputLimits.maxInputBytesCap) (256 MB), where memory stays bounded",
                    command: command)
            }
            limits.maxInputBytes = value
        }
        if drawing, let value = try arguments.wholeNumber("--max-layout"), draws { limits.maxLayoutCost = value }
        return limits
    }

    /// Takes `--name NAME`: the name of the one input's block (or page, whose blocks are `NAME-K`).
    /// - Throws: `CLIError.usage` when it is empty.
    static func name(_ arguments: inout ArgumentScanner, command: String) throws(CLIError) -> String? {
        guard let name = try arguments.option("--name") else { return nil }
        guard !name.isEmpty else { throw .usage("--name needs a name", command: command) }
        return name
    }

    /// Takes `--block K` and `--change LIST`.
    /// - Throws: `CLIError.usage` when either is not of its form.
    static func selection(_ arguments: inout ArgumentScanner, command: String) throws(CLIError) -> Selection {
        var selection = Selection.everything
        selection.block = try arguments.wholeNumber("--block")
        if let text = try arguments.option("--change") {
            guard let changes = Selection.positions(text) else {
                throw .usage("--change takes numbers and ranges from 1, such as 2,4-6", command: command)
            }
            selection.changes = changes
        }
        return selection
    }

    /// A publishing run from the options of a command that writes a folder (``Option/writing``)
    /// and reads inputs (``Option/limits``).
    /// - Throws: `CLIError.usage` when `-o` is missing or empty, or a number is not one.
    /// - Parameter draws: Whether the run lays diagrams out, and so holds its blocks to the layout budget.
    static func run(_ arguments: inout ArgumentScanner, command: String, console: Console, draws: Bool = true)
        throws(CLIError) -> PublishingRun
    {
        guard let output = try arguments.option("-o", "--output") else {
            throw .usage("missing -o DIR", command: command)
        }
        guard !output.isEmpty else { throw .usage("-o needs a folder", command: command) }
        var run = PublishingRun(output: URL(fileURLWithPath: output))
        run.sync = !arguments.flag("--no-sync")
        run.force = arguments.flag("--force")
        run.jobs = try arguments.wholeNumber("--jobs") ?? console.drawingProcesses
        run.limits = try limits(&arguments, command: command, drawing: true, draws: draws)
        return run
    }

    /// Publishes `paths` with `writer` on `console` (``Console/publish(_:with:run:verbosity:)``).
    static func publish(
        _ run: PublishingRun, _ paths: [String], with writer: inout some BlockWriter, verbosity: Verbosity,
        command: String, console: Console
    ) throws(CLIError) -> ExitCode {
        // SIGINT and SIGTERM now roll the run back and end it with 130 or 143.
        Interruption.install()
        try running(command) { () throws(PublishingError) in
            try console.publish(paths, with: &writer, run: run, verbosity: verbosity)
        }
        return .success
    }

    /// Reads `paths` for a command that only reads (``Console/load(_:limits:verbosity:)``).
    static func load(
        _ paths: [String], command: String, console: Console, limits: InputLimits, verbosity: Verbosity = .normal
    ) throws(CLIError) -> [LoadedInput] {
        try running(command) { () throws(PublishingError) in
            try console.load(paths, limits: limits, verbosity: verbosity)
        }
    }
}

extension Verbosity {
    static let options = [
        Option("-q", "--quiet", help: "print errors only"),
        Option("-v", "--verbose", help: "print every warning, not only how many there are"),
    ]

    /// Takes `--quiet` and `--verbose`.
    static func scan(_ arguments: inout ArgumentScanner, command: String) throws(CLIError) -> Verbosity {
        let quiet = arguments.flag("-q", "--quiet")
        let verbose = arguments.flag("-v", "--verbose")
        if quiet, verbose { throw .usage("--quiet and --verbose do not go together", command: command) }
        return quiet ? .quiet : verbose ? .verbose : .normal
    }
}
