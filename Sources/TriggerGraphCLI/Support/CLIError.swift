import Foundation

/// Why a command stopped, carrying what the one-line message needs.
public enum CLIError: Error, Equatable, Sendable, Codable {
    /// Bad arguments: the message, and the command whose usage applies.
    case usage(String, command: String?)
    /// Input that cannot be read as a scene; the message is already `file:line:column: error: …`.
    case data(String)
    /// An input file that does not exist or cannot be opened.
    case noInput(path: String, reason: String)
    /// An output file or folder that cannot be created.
    case cantCreate(path: String, reason: String)
    /// A write that failed part way.
    case io(path: String, reason: String)
    /// A failure of our own or of libgvc that is not the input's fault.
    case software(String)
    /// SIGINT or SIGTERM stopped the run; what it staged was removed.
    case interrupted(signal: Int32)

    /// The exit code this error ends the process with.
    public var exitCode: ExitCode {
        switch self {
        case .usage: return .usage
        case .data: return .dataError
        case .noInput: return .noInput
        case .cantCreate: return .cantCreate
        case .io: return .ioError
        case .software: return .software
        case .interrupted(let signal): return signal == SIGTERM ? .terminated : .interrupted
        }
    }

    /// The one line printed on standard error.
    public var message: String {
        switch self {
        case .usage(let text, let command):
            let help = command.map { "triggergraph \($0) --help" } ?? "triggergraph --help"
            return "triggergraph: error: \(text) (see '\(help)')"
        case .data(let text):
            return text
        case .noInput(let path, let reason):
            return "\(path): error: cannot read input: \(reason)"
        case .cantCreate(let path, let reason):
            return "\(path): error: cannot create output: \(reason)"
        case .io(let path, let reason):
            return "\(path): error: write failed: \(reason)"
        case .software(let text):
            return "triggergraph: internal error: \(text)"
        case .interrupted(let signal):
            let name = signal == SIGTERM ? "terminated" : "interrupted"
            return "triggergraph: \(name); the output folder is as it was"
        }
    }
}
