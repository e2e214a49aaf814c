import TriggerGraph

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

/// Where a command writes: standard output and standard error in the tool, buffers in tests.
/// Output goes to ``print(_:terminator:)``, messages to ``warn(_:)``, and on a terminal one status
/// line, redrawn in place, to ``status(_:)``.
public final class Console: @unchecked Sendable {
    private let writeOut: (String) throws -> Void
    private let writeErr: (String) -> Void
    private let readIn: (_ limit: Int) throws(InputBytes.Failure) -> Data
    /// Whether standard error is a terminal, so progress may be shown there.
    public let errorIsTerminal: Bool
    /// How many processes a command may draw with: the machine's cores for ``standard()``
    /// (counted when first asked), one for any other console (a test runner is never forked).
    public private(set) lazy var drawingProcesses = drawsOnEveryCore ? ProcessInfo.processInfo.activeProcessorCount : 1
    private var drawsOnEveryCore = false
    /// Why writing to standard output failed, if it did; nothing more is written to it then.
    public private(set) var outputFailure: String?

    /// Creates a console that writes through two closures.
    /// - Parameters:
    ///   - out: Writes to standard output; a thrown error ends the output (see ``outputFailure``).
    ///   - err: Writes to standard error.
    ///   - readIn: Reads all of standard input (what it gives is then held to the size limit).
    ///   - errorIsTerminal: Whether progress may be shown on standard error.
    public convenience init(
        out: @escaping (String) throws -> Void, err: @escaping (String) -> Void,
        readIn: @escaping () -> Data = { Data() }, errorIsTerminal: Bool = false
    ) {
        self.init(out: out, err: err, errorIsTerminal: errorIsTerminal) { limit throws(InputBytes.Failure) in
            let data = readIn()
            guard data.count <= limit else { throw .tooLarge(limit: limit) }
            return data
        }
    }

    private init(
        out: @escaping (String) throws -> Void, err: @escaping (String) -> Void, errorIsTerminal: Bool,
        readIn: @escaping (_ limit: Int) throws(InputBytes.Failure) -> Data
    ) {
        (writeOut, writeErr, self.readIn, self.errorIsTerminal) = (out, err, readIn, errorIsTerminal)
    }

    /// The process's own streams, drawing with every core of the machine.
    public static func standard() -> Console {
        let console = writing(output: STDOUT_FILENO, error: STDERR_FILENO, errorIsTerminal: isatty(STDERR_FILENO) == 1)
        {
            limit throws(InputBytes.Failure) in try InputBytes.read(descriptor: STDIN_FILENO, limit: limit)
        }
        console.drawsOnEveryCore = true
        return console
    }

    /// A console that writes to two open file descriptors.
    /// - Parameters:
    ///   - output: The descriptor of standard output; a failed write ends the output.
    ///   - error: The descriptor of standard error.
    ///   - errorIsTerminal: Whether progress may be shown on standard error.
    ///   - readIn: Reads standard input to its end, refusing more than `limit` bytes.
    public static func writing(
        output: Int32, error: Int32, errorIsTerminal: Bool = false,
        readIn: @escaping (_ limit: Int) throws(InputBytes.Failure) -> Data = { _ in Data() }
    ) -> Console {
        Console(
            out: { text throws(SystemCallError) in try SystemCall.writeAll(Data(text.utf8), to: output) },
            err: { text in try? SystemCall.writeAll(Data(text.utf8), to: error) },  // nowhere to report it
            errorIsTerminal: errorIsTerminal, readIn: readIn)
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

    /// Shows `line` as the status line at the foot of a terminal, redrawn in place; only on a terminal.
    public func status(_ line: String) {
        if errorIsTerminal { writeErr("\r" + TerminalText.escaped(line) + "\u{1B}[K") }
    }

    /// Erases the status line, if one was shown.
    public func clearStatus() { if errorIsTerminal { writeErr("\r\u{1B}[K") } }

    /// Reads all of standard input; `tooLarge` as soon as more than `limit` bytes have come.
    public func readStandardInput(limit: Int) throws(InputBytes.Failure) -> Data { try readIn(limit) }
}
