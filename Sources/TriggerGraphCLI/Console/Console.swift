import TriggerGraph

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where a command writes: standard output and standard error in the tool, buffers in tests.
/// Output goes to ``print(_:terminator:)``, messages to ``warn(_:)``, and on a terminal one status
/// line, redrawn in place, to ``statusLine``.
public final class Console: @unchecked Sendable {
    private let writeOut: (String) throws -> Void
    private let writeErr: (String) -> Void
    /// Reads all of standard input; `tooLarge` as soon as more than `limit` bytes have come.
    public private(set) var readStandardInput: (_ limit: Int) throws(InputBytes.Failure) -> Data
    /// Whether standard error is a terminal, so progress may be shown there.
    public let errorIsTerminal: Bool
    /// The most processes a command may draw with: one for a console of closures (a test runner
    /// is never forked), none beyond the run's own for ``standard(output:error:)``.
    public private(set) var mostDrawingProcesses: Int? = 1
    /// Why writing to standard output failed, if it did; nothing more is written to it then.
    public private(set) var outputFailure: String?

    /// Creates a console that writes through two closures and draws in its own process only.
    /// - Parameters:
    ///   - out: Writes to standard output; a thrown error ends the output (see ``outputFailure``).
    ///   - err: Writes to standard error.
    ///   - readIn: Reads all of standard input (what it gives is then held to the size limit).
    ///   - errorIsTerminal: Whether progress may be shown on standard error.
    public init(
        out: @escaping (String) throws -> Void, err: @escaping (String) -> Void,
        readIn: @escaping () -> Data = { Data() }, errorIsTerminal: Bool = false
    ) {
        (writeOut, writeErr, self.errorIsTerminal) = (out, err, errorIsTerminal)
        readStandardInput = { limit throws(InputBytes.Failure) in
            let data = readIn()
            guard data.count <= limit else { throw .tooLarge(limit: limit) }
            return data
        }
    }

    /// The process's streams, drawing with every core of the machine: standard input, and
    /// standard output and error or the descriptors given.
    public static func standard(
        output: Int32 = SystemCall.standardOutput, error: Int32 = SystemCall.standardError
    ) -> Console {
        let console = Console(
            out: { text throws(SystemCallError) in try SystemCall.writeAll(Data(text.utf8), to: output) },
            err: { text in try? SystemCall.writeAll(Data(text.utf8), to: error) },  // nowhere to report it
            errorIsTerminal: SystemCall.isTerminal(error))
        console.readStandardInput = { limit throws(InputBytes.Failure) in
            try InputBytes.read(descriptor: SystemCall.standardInput, limit: limit)
        }
        console.mostDrawingProcesses = nil
        return console
    }

    /// Writes `line` and `terminator` to standard output, unless an earlier write failed.
    public func print(_ line: String, terminator: String = "\n") {
        guard outputFailure == nil else { return }
        do { try writeOut(line + terminator) } catch {
            outputFailure = (error as? SystemCallError)?.reason ?? "\(error)"
        }
    }

    /// Writes a line to standard error, control characters escaped (``TerminalText``): whatever
    /// input a message quotes, it stays one line and cannot drive the terminal.
    public func warn(_ line: String) { writeErr(TerminalText.escaped(line) + "\n") }

    /// The status line at the foot of a terminal: drawn in place when set, erased when nil; only
    /// on a terminal.
    public var statusLine: String? {
        didSet { if errorIsTerminal { writeErr("\r" + (statusLine.map(TerminalText.escaped) ?? "") + "\u{1B}[K") } }
    }
}
