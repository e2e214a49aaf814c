import Foundation
import LessonScript
import Publishing

/// The options every command that reads input takes: `--max-nodes N` and `--max-bytes N`, and
/// `--max-layout N` on the commands that draw.
enum InputOptions {
    /// Takes `--max-nodes`, `--max-bytes` and, on a command that draws, `--max-layout`.
    /// - Parameters:
    ///   - drawing: Whether the command draws (render, animate, docc): it takes `--max-layout`.
    ///   - draws: Whether this run lays diagrams out (not `render --format dot`): its blocks are
    ///     then held to the layout budget.
    /// - Throws: `CLIError.usage` when a value is not a whole number from 1, or `--max-bytes` is
    ///   over its cap (``InputLimits/maxInputBytesCap``).
    static func limits(
        _ arguments: inout ArgumentScanner, command: String, drawing: Bool = false, draws: Bool = false
    ) throws(CLIError) -> InputLimits {
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
}

extension InputOptions {
    /// Takes `--name NAME`: the name of the one input's block (or page, whose blocks are `NAME-K`).
    /// - Throws: `CLIError.usage` when it is empty.
    static func name(_ arguments: inout ArgumentScanner, command: String) throws(CLIError) -> String? {
        guard let name = try arguments.option("--name") else { return nil }
        guard !name.isEmpty else { throw .usage("--name needs a name", command: command) }
        return name
    }

    /// Takes `--jobs N`: how many processes may draw, at most what the console allows
    /// (``Console/drawingProcesses``: the machine's cores for the tool itself).
    /// - Throws: `CLIError.usage` when the value is not a whole number from 1.
    static func jobs(_ arguments: inout ArgumentScanner, command: String, default allowed: Int) throws(CLIError) -> Int
    {
        min(try arguments.wholeNumber("--jobs") ?? allowed, allowed)
    }

    /// Takes `-o DIR`.
    /// - Throws: `CLIError.usage` when it is missing or empty.
    static func output(_ arguments: inout ArgumentScanner, command: String) throws(CLIError) -> URL {
        guard let output = try arguments.uniqueOption("-o", "--output") else {
            throw .usage("missing -o DIR", command: command)
        }
        guard !output.isEmpty else { throw .usage("-o needs a folder", command: command) }
        return URL(fileURLWithPath: output)
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
}
