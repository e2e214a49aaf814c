import Foundation
import Publishing

/// Why a command stopped: bad arguments, or the run's own error.
public enum CLIError: Error, Equatable, Sendable {
    /// Bad arguments: the message, and the command whose usage applies.
    case usage(String, command: String?)
    /// What stopped the run (``PublishingError``); a request that does not fit is a usage error.
    case run(PublishingError)

    /// A run's error, as `command` reports it.
    init(_ error: PublishingError, command: String) {
        if case .request(let text) = error { self = .usage(text, command: command) } else { self = .run(error) }
    }

    /// The exit code this error ends the process with.
    public var exitCode: ExitCode {
        switch self {
        case .usage: return .usage
        case .run(.request): return .usage
        case .run(.data): return .dataError
        case .run(.noInput): return .noInput
        case .run(.cantCreate): return .cantCreate
        case .run(.io): return .ioError
        case .run(.software): return .software
        case .run(.interrupted(let signal)): return signal == SIGTERM ? .terminated : .interrupted
        }
    }

    /// The one line printed on standard error.
    public var message: String {
        switch self {
        case .usage(let text, let command):
            let help = command.map { "triggergraph \($0) --help" } ?? "triggergraph --help"
            return "triggergraph: error: \(text) (see '\(help)')"
        case .run(let error):
            return error.message
        }
    }
}
