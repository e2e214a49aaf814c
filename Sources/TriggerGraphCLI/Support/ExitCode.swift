import TriggerGraph

/// The process exit codes, from sysexits(3) where one fits.
public enum ExitCode: Int32, Sendable {
    case success = 0
    /// `check` found a line that differs from the model.
    case mismatch = 1
    case usage = 64
    case dataError = 65
    case noInput = 66
    /// A service the command needs is taken: the preview's port, by another program.
    case unavailable = 69
    case software = 70
    case cantCreate = 73
    case ioError = 74
    /// A file changed while the run had it: nothing is wrong with it, and a new run will do
    /// (sysexits' `EX_TEMPFAIL`: "the user is invited to retry the operation later").
    case tempFail = 75
    /// Stopped by SIGINT: 128 + 2.
    case interrupted = 130
    /// Stopped by SIGTERM: 128 + 15.
    case terminated = 143

    /// The code `error` ends the process with: a request that does not fit is a usage error.
    init(_ error: PublishingError) {
        switch error {
        case .usage, .request: self = .usage
        case .plan(let error): self = error.isUsage ? .usage : .dataError
        case .input, .tooLargeForBitmap: self = .dataError
        case .noInput: self = .noInput
        case .cantCreate, .notOurs, .cantReplace: self = .cantCreate
        case .io: self = .ioError
        case .changed: self = .tempFail
        case .software: self = .software
        case .interrupted(let signal): self = ExitCode(rawValue: 128 + signal) ?? .interrupted  // as a shell reports it
        }
    }
}

extension PublishingError {
    /// The one line printed on standard error, each setting named by its option: a usage error
    /// (bad arguments among them) says where the usage of `command`, or of the tool, is described.
    func message(command: String?) -> String {
        var text = message(naming: Option.flag)
        // A missing option is named with its value, as its help names it: `missing -o DIR`.
        if case .request(.missing(.output)) = self { text += " DIR" }
        guard ExitCode(self) == .usage else { return text }
        let help = command.map { "triggergraph \($0) --help" } ?? "triggergraph --help"
        return "triggergraph: error: \(text) (see '\(help)')"
    }
}
