/// Why output could not be written or put in place: the one error of ``StagedOutput``.
public enum OutputError: Error, Equatable, Sendable, Codable {
    /// A file or folder that cannot be created, or something in its way.
    case cantCreate(path: String, reason: String)
    /// Something the tool did not write, or that changed since, in the way: what forcing the run
    /// (``StagedOutput/force``) would do to it.
    case notOurs(path: String, reason: String, forcing: Forcing)
    /// A write, sync or rename that failed part way.
    case io(path: String, reason: String)
    /// SIGINT or SIGTERM stopped the run (``Interruption``).
    case interrupted(signal: Int32)
}

/// What a forced run does to something in the output folder it did not write: the words after
/// the setting's name (`--force takes it over`).
public enum Forcing: String, Equatable, Sendable, Codable {
    /// The run replaces it, and whatever it holds.
    case takesOver = "takes it over"
    /// The run replaces the file or link itself.
    case replaces = "replaces it"
    /// The run replaces the link, and what it points at is untouched.
    case replacesLink = "replaces the link, not what it points at"
}
