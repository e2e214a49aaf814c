/// The process exit codes, from sysexits(3) where one fits.
public enum ExitCode: Int32, Sendable {
    case success = 0
    /// `check` found a line that differs from the model.
    case mismatch = 1
    case usage = 64
    case dataError = 65
    case noInput = 66
    case software = 70
    case cantCreate = 73
    case ioError = 74
    /// Stopped by SIGINT: 128 + 2, as a shell reports it.
    case interrupted = 130
    /// Stopped by SIGTERM: 128 + 15.
    case terminated = 143
}
