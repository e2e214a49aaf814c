/// Why output could not be written or put in place: the one error of ``StagedOutput``.
public enum OutputError: Error, Equatable, Sendable, Codable {
    /// A file or folder that cannot be created, or something in its way.
    case cantCreate(path: String, reason: String)
    /// A write, sync or rename that failed part way.
    case io(path: String, reason: String)
    /// SIGINT or SIGTERM stopped the run (``Interruption``).
    case interrupted(signal: Int32)
}
