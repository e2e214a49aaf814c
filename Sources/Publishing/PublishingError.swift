import SystemIO

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a publishing run stopped. Its message is one line, and where an input is at fault it starts
/// with the place (`file:line:column: error: …`). Nothing of the run is left in the output folder.
public enum PublishingError: Error, Equatable, Sendable, Codable {
    /// What was asked does not fit (a block or change out of range, no input; on the command line,
    /// an unknown option or a value out of range): the caller's request, not the inputs, is at fault.
    case request(String)
    /// Input that cannot be read as a scene, or that breaks a limit; the message is already
    /// `file:line:column: error: …`.
    case data(String)
    /// An input file that does not exist or cannot be opened.
    case noInput(path: String, reason: String)
    /// An output file or folder that cannot be created, or something in its way.
    case cantCreate(path: String, reason: String)
    /// A write, sync or rename that failed part way.
    case io(path: String, reason: String)
    /// A file that may not be replaced as it is (`check --fix`'s page with more than one hard link,
    /// or another user's): why. It is left as it is.
    case cantReplace(path: String, reason: String)
    /// A page that changed while the run had it (`check --fix`'s, saved by an editor after it was
    /// read): how. It is left as the change made it; a new run reads it afresh.
    case changed(path: String, reason: String)
    /// A failure of the tool's own or of libgvc that is not the input's fault.
    case software(String)
    /// SIGINT or SIGTERM stopped the run.
    case interrupted(signal: Int32)

    /// The run's error for an output's.
    public init(_ error: OutputError) {
        switch error {
        case .cantCreate(let path, let reason): self = .cantCreate(path: path, reason: reason)
        case .io(let path, let reason): self = .io(path: path, reason: reason)
        case .interrupted(let signal): self = .interrupted(signal: signal)
        }
    }

    /// The one-line message.
    public var message: String {
        switch self {
        case .request(let text), .data(let text): return text
        case .noInput(let path, let reason): return "\(path): error: cannot read input: \(reason)"
        case .cantCreate(let path, let reason): return "\(path): error: cannot create output: \(reason)"
        case .io(let path, let reason): return "\(path): error: write failed: \(reason)"
        case .cantReplace(let path, let reason): return "\(path): error: cannot replace it: \(reason)"
        case .changed(let path, let reason):
            return "\(path): error: the page changed during the run (\(reason)), so it was left as it is; run again"
        case .software(let text): return "triggergraph: internal error: \(text)"
        case .interrupted(let signal):
            return "triggergraph: \(signal == SIGTERM ? "terminated" : "interrupted"); the output folder is as it was"
        }
    }
}

extension PublishingError: WorkerFailure {
    /// An internal error for a drawing process that ended without sending its report.
    /// - Parameter waitStatus: The process's wait status.
    /// - Returns: A `software` error that names the wait status.
    public static func lostReport(waitStatus: Int32) -> PublishingError {
        .software("a drawing process ended without its report (wait status \(waitStatus))")
    }
}
