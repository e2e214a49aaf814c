import LessonScript
import SystemIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a publishing run stopped, as data: the place, the name, the limit. Its message
/// (``message(naming:)``) is one line, and where an input is at fault it starts with the place
/// (`file:line:column: error: …`); each front end names the settings in it as it takes them.
/// Nothing of the run is left in the output folder.
public enum PublishingError: Error, Equatable, Sendable, Codable, CustomStringConvertible {
    /// A front end's refusal of what it was given (its own arguments), in its own words; the
    /// library never throws it.
    case usage(String)
    /// What was asked does not fit (a setting's text, no input, a block that is not there): the
    /// caller's request, not the inputs, is at fault.
    case request(Request)
    /// The outputs cannot be planned: two inputs would write one name, or the selection is out of
    /// range (``PublishError/isUsage``).
    case plan(PublishError)
    /// Input that cannot be read as a scene, or that breaks a limit: the lesson reader's
    /// diagnostic, with its place and its problem.
    case input(Diagnostic)
    /// A PNG (or a GIF's frame) larger than cairo draws: at `origin`, the change (nil for the
    /// block's GIF) of `block`, its size and the limit.
    case tooLargeForBitmap(origin: String, block: String, change: Int?, width: Int, height: Int, limit: Int)
    /// An input file that does not exist or cannot be opened.
    case noInput(path: String, reason: String)
    /// An output file or folder that cannot be created, or something in its way.
    case cantCreate(path: String, reason: String)
    /// Something in the output folder the tool did not write, or that changed since, in the way:
    /// what forcing the run (``PublishingRun/force``) would do to it.
    case notOurs(path: String, reason: String, forcing: Forcing)
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
        case .notOurs(let path, let reason, let forcing): self = .notOurs(path: path, reason: reason, forcing: forcing)
        case .io(let path, let reason): self = .io(path: path, reason: reason)
        case .interrupted(let signal): self = .interrupted(signal: signal)
        }
    }

    /// The one-line message, the settings it names called as `name` calls them (a command line
    /// by its options: `--max-bytes`).
    /// - Parameter name: What a setting is called where the run was asked for.
    public func message(naming name: (Setting) -> String) -> String {
        switch self {
        case .usage(let text): return text
        case .request(let request): return request.message(naming: name)
        case .plan(let error): return error.message(naming: name)
        case .input(let diagnostic):
            guard let setting = Setting(raising: diagnostic.problem) else { return diagnostic.description }
            let raise = "raise it with \(name(setting))"
            return diagnostic.description + (setting == .maxBytes ? " (\(raise) N)" : " (split the block, or \(raise))")
        case .tooLargeForBitmap(let origin, let block, let change, let width, let height, let limit):
            return "\(origin): error: \(change.map { "change \($0) of \(block)" } ?? "\(block) as GIF"): "
                + "the PNG would be \(width)×\(height) px, past the \(limit) px a side that cairo draws; "
                + "draw it as SVG (\(name(.format)) svg), which has no such limit"
        case .noInput(let path, let reason): return "\(path): error: cannot read input: \(reason)"
        case .cantCreate(let path, let reason): return "\(path): error: cannot create output: \(reason)"
        case .notOurs(let path, let reason, let forcing):
            return "\(path): error: cannot create output: \(reason) (\(name(.force)) \(forcing.rawValue))"
        case .io(let path, let reason): return "\(path): error: write failed: \(reason)"
        case .cantReplace(let path, let reason): return "\(path): error: cannot replace it: \(reason)"
        case .changed(let path, let reason):
            return "\(path): error: the page changed during the run (\(reason)), so it was left as it is; run again"
        case .software(let text): return "triggergraph: internal error: \(text)"
        case .interrupted(let signal):
            return "triggergraph: \(signal == SIGTERM ? "terminated" : "interrupted"); the output folder is as it was"
        }
    }

    /// The message, each setting called by its name in Swift (`maxBytes`).
    public var description: String { message(naming: \.rawValue) }
}

extension PublishingError: WorkerFailure {
    /// An internal error for a drawing process that ended without sending its report.
    /// - Parameter waitStatus: The process's wait status.
    /// - Returns: A `software` error that names the wait status.
    public static func lostReport(waitStatus: Int32) -> PublishingError {
        .software("a drawing process ended without its report (wait status \(waitStatus))")
    }
}
