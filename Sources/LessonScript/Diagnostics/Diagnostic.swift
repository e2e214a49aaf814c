import TextEscapes

/// A located error or warning about an input, formatted as the Swift compiler formats its own.
public struct Diagnostic: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Whether the input cannot be used (`error`) or only part of it was not understood (`warning`).
    public enum Severity: String, Hashable, Sendable, Codable {
        /// The input cannot be used.
        case error
        /// Part of the input was not understood; the rest is used.
        case warning
    }

    /// Whether this is an error or a warning.
    public let severity: Severity
    /// Where in the input the problem is.
    public let location: SourceLocation
    /// What is wrong.
    public let problem: Problem

    /// Creates a diagnostic.
    /// - Parameters:
    ///   - severity: Whether it is an error or a warning.
    ///   - location: Where in the input the problem is.
    ///   - problem: What is wrong.
    public init(_ severity: Severity, at location: SourceLocation, _ problem: Problem) {
        self.severity = severity
        self.location = location
        self.problem = problem
    }

    /// An error at `location`.
    public static func error(_ problem: Problem, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, at: location, problem)
    }

    /// A warning at `location`.
    public static func warning(_ problem: Problem, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.warning, at: location, problem)
    }

    /// The message alone: lowercase, no final period.
    public var message: String { problem.message }

    /// `file:line:column: error: message`, one printable line (the file name escaped as the message is).
    public var description: String { "\(TerminalText.escaped(location.description)): \(severity.rawValue): \(message)" }
}
