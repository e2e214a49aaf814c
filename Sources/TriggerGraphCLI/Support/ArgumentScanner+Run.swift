import Foundation
import LessonScript
import Publishing
import SystemIO

extension ArgumentScanner {
    /// A publishing run from the options of a command that writes a folder (``Option/writing``)
    /// and draws (``Option/drawing``).
    /// - Parameter draws: Whether the run lays diagrams out, and so holds its blocks to the layout budget.
    /// - Throws: `CLIError.usage` when `-o` is missing or empty, or a number is not one.
    mutating func publishingRun(console: Console, draws: Bool = true) throws(CLIError) -> PublishingRun {
        guard let output = try option("-o", "--output") else { throw .usage("missing -o DIR", command: command) }
        guard !output.isEmpty else { throw .usage("-o needs a folder", command: command) }
        var run = PublishingRun(output: URL(fileURLWithPath: output))
        run.sync = !flag("--no-sync")
        run.force = flag("--force")
        run.jobs = try wholeNumber("--jobs") ?? console.drawingProcesses
        run.limits = try limits(drawing: true, draws: draws)
        return run
    }
}

extension Command {
    /// Runs the library's part of the command: its error becomes the command's.
    @discardableResult
    static func running<Result>(_ body: () throws(PublishingError) -> Result) throws(CLIError) -> Result {
        do {
            return try body()
        } catch {
            throw CLIError(error, command: name)
        }
    }

    /// Reads `paths` for a command that only reads (``Console/load(_:limits:verbosity:)``).
    static func load(_ paths: [String], limits: InputLimits, verbosity: Verbosity, console: Console)
        throws(CLIError) -> [LoadedInput]
    {
        try running { () throws(PublishingError) in try console.load(paths, limits: limits, verbosity: verbosity) }
    }

    /// Reads the one input of a command that takes one (`dot`, `scene`).
    /// - Throws: `CLIError.usage` for more than one.
    static func loadOne(_ paths: [String], limits: InputLimits, verbosity: Verbosity, console: Console)
        throws(CLIError) -> LoadedInput
    {
        guard paths.count <= 1 else { throw .usage("\(name) takes one input", command: name) }
        return try load(paths, limits: limits, verbosity: verbosity, console: console)[0]
    }

    /// Publishes `paths` with `writer` (``Console/publish(_:with:run:verbosity:)``), SIGINT and
    /// SIGTERM rolling the run back and ending it with 130 or 143.
    static func publish(
        _ paths: [String], with writer: inout some BlockWriter, run: PublishingRun, verbosity: Verbosity,
        console: Console
    ) throws(CLIError) -> ExitCode {
        Interruption.install()
        try running { () throws(PublishingError) in
            try console.publish(paths, with: &writer, run: run, verbosity: verbosity)
        }
        return .success
    }
}
