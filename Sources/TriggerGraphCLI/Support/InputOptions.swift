import LessonScript

/// The options every command that reads input takes: `--max-nodes N` and `--max-bytes N`.
enum InputOptions {
    /// Takes `--max-nodes` and `--max-bytes` from the arguments.
    /// - Throws: `CLIError.usage` when a value is not a whole number from 1.
    static func limits(_ arguments: inout ArgumentScanner, command: String) throws(CLIError) -> InputLimits {
        var limits = InputLimits.standard
        if let text = try arguments.option("--max-nodes") {
            guard let value = Int(text), value >= 1 else {
                throw .usage("--max-nodes takes a whole number from 1", command: command)
            }
            limits.maxNodes = value
        }
        if let text = try arguments.option("--max-bytes") {
            guard let value = Int(text), value >= 1 else {
                throw .usage("--max-bytes takes a whole number from 1", command: command)
            }
            limits.maxInputBytes = value
        }
        return limits
    }
}
