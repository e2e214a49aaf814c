import LessonScript
import SystemIO
import TextEscapes

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
///
/// A front end (the command line, a plugin, a test) hands its console to what it runs: output goes
/// to ``print(_:terminator:)``, messages and warnings to ``warn(_:)``, and on a terminal one status
/// line, redrawn in place, to ``status(_:)``.
public final class Console: @unchecked Sendable {
    private let writeOut: (String) throws -> Void
    private let writeErr: (String) -> Void
    private let readIn: (_ limit: Int) throws(InputBytes.Failure) -> Data
    /// Whether standard error is a terminal, so progress may be shown there.
    public let errorIsTerminal: Bool
    /// How many processes a command may draw with: the cores of the machine for the tool's own
    /// console, one for any other (a process that hosts the command, such as a test runner, has
    /// threads of its own and is never forked).
    public private(set) lazy var drawingProcesses = drawsOnEveryCore ? ProcessInfo.processInfo.activeProcessorCount : 1
    /// Whether ``drawingProcesses`` is the machine's cores: counted when a command first asks
    /// (Foundation reads the cgroup's quota for it), not by every command at start-up.
    private var drawsOnEveryCore = false
    /// Why writing to standard output failed, if it did; the output is then incomplete
    /// and nothing more is written to it.
    public private(set) var outputFailure: String?

    /// Creates a console that writes through two closures.
    /// - Parameters:
    ///   - out: Writes to standard output; a thrown error ends the output (see ``outputFailure``).
    ///   - err: Writes to standard error.
    ///   - readIn: Reads all of standard input (what it gives is then held to the size limit).
    ///   - errorIsTerminal: Whether progress may be shown on standard error.
    public convenience init(
        out: @escaping (String) throws -> Void,
        err: @escaping (String) -> Void,
        readIn: @escaping () -> Data = { Data() },
        errorIsTerminal: Bool = false
    ) {
        self.init(
            out: out, err: err,
            boundedReadIn: { limit throws(InputBytes.Failure) in
                let data = readIn()
                guard data.count <= limit else { throw .tooLarge(limit: limit) }
                return data
            }, errorIsTerminal: errorIsTerminal)
    }

    /// Creates a console that writes through two closures and reads standard input within a limit.
    /// - Parameters:
    ///   - out: Writes to standard output; a thrown error ends the output (see ``outputFailure``).
    ///   - err: Writes to standard error.
    ///   - boundedReadIn: Reads standard input to its end, refusing more than `limit` bytes.
    ///   - errorIsTerminal: Whether progress may be shown on standard error.
    public init(
        out: @escaping (String) throws -> Void,
        err: @escaping (String) -> Void,
        boundedReadIn: @escaping (_ limit: Int) throws(InputBytes.Failure) -> Data,
        errorIsTerminal: Bool
    ) {
        self.writeOut = out
        self.writeErr = err
        self.readIn = boundedReadIn
        self.errorIsTerminal = errorIsTerminal
    }

    /// The process's own streams, drawing with every core of the machine.
    public static func standard() -> Console {
        let console = writing(
            output: STDOUT_FILENO, error: STDERR_FILENO,
            readIn: { limit throws(InputBytes.Failure) in try InputBytes.read(descriptor: STDIN_FILENO, limit: limit) },
            errorIsTerminal: isatty(STDERR_FILENO) == 1
        )
        console.drawsOnEveryCore = true
        return console
    }

    /// A console that writes to two open file descriptors.
    /// - Parameters:
    ///   - output: The descriptor of standard output; a failed write ends the output.
    ///   - error: The descriptor of standard error.
    ///   - readIn: Reads standard input to its end, refusing more than `limit` bytes.
    ///   - errorIsTerminal: Whether progress may be shown on standard error.
    public static func writing(
        output: Int32, error: Int32,
        readIn: @escaping (_ limit: Int) throws(InputBytes.Failure) -> Data = { _ in Data() },
        errorIsTerminal: Bool = false
    ) -> Console {
        Console(
            out: { text throws(SystemCallError) in try SystemCall.writeAll(Data(text.utf8), to: output) },
            // A failed write to standard error has nowhere to be reported.
            err: { text in try? SystemCall.writeAll(Data(text.utf8), to: error) },
            boundedReadIn: readIn,
            errorIsTerminal: errorIsTerminal
        )
    }

    /// Writes a line to standard output, unless an earlier write failed.
    /// - Parameters:
    ///   - line: The text to write.
    ///   - terminator: What follows it: a line feed unless told otherwise.
    public func print(_ line: String, terminator: String = "\n") {
        guard outputFailure == nil else { return }
        do {
            try writeOut(line + terminator)
        } catch let error as SystemCallError {
            outputFailure = error.reason
        } catch {
            outputFailure = "\(error)"
        }
    }

    /// Writes a line to standard error, with control characters escaped (``TerminalText``):
    /// whatever input text a message quotes (a file name, an option, a page line), it stays
    /// one line and cannot drive the terminal.
    /// - Parameter line: The message, one line.
    public func warn(_ line: String) { writeErr(TerminalText.escaped(line) + "\n") }

    /// Shows `line` as the one status line at the foot of a terminal, redrawn in place (a carriage
    /// return, the line, the rest of the old one erased); only when standard error is a terminal.
    /// - Parameter line: The status, one line.
    public func status(_ line: String) {
        guard errorIsTerminal else { return }
        writeErr("\r" + TerminalText.escaped(line) + "\u{1B}[K")
    }

    /// Erases the status line, if one was shown.
    public func clearStatus() {
        guard errorIsTerminal else { return }
        writeErr("\r\u{1B}[K")
    }

    /// Reads all of standard input, at most `limit` bytes.
    /// - Parameter limit: The most bytes standard input may hold.
    /// - Returns: Every byte of standard input.
    /// - Throws: `tooLarge` as soon as more than `limit` bytes have come, without reading the rest.
    public func readStandardInput(limit: Int) throws(InputBytes.Failure) -> Data { try readIn(limit) }
}
