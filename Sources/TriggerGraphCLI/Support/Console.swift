import Foundation

/// Where a command writes: standard output and standard error in the tool, buffers in tests.
public final class Console: @unchecked Sendable {
    private let writeOut: (String) throws -> Void
    private let writeErr: (String) -> Void
    private let readIn: () -> Data
    /// Whether standard error is a terminal, so progress may be shown there.
    public let errorIsTerminal: Bool
    /// Why writing to standard output failed, if it did; the output is then incomplete
    /// and nothing more is written to it.
    public private(set) var outputFailure: String?

    /// - Parameters:
    ///   - out: Writes to standard output; a thrown error ends the output (see ``outputFailure``).
    ///   - err: Writes to standard error.
    ///   - readIn: Reads all of standard input.
    ///   - errorIsTerminal: Whether progress may be shown on standard error.
    public init(
        out: @escaping (String) throws -> Void,
        err: @escaping (String) -> Void,
        readIn: @escaping () -> Data = { Data() },
        errorIsTerminal: Bool = false
    ) {
        self.writeOut = out
        self.writeErr = err
        self.readIn = readIn
        self.errorIsTerminal = errorIsTerminal
    }

    /// The process's own streams.
    public static func standard() -> Console {
        writing(
            output: STDOUT_FILENO, error: STDERR_FILENO,
            readIn: { FileHandle.standardInput.readDataToEndOfFile() },
            errorIsTerminal: isatty(STDERR_FILENO) == 1
        )
    }

    /// A console that writes to two open file descriptors.
    static func writing(
        output: Int32, error: Int32, readIn: @escaping () -> Data = { Data() }, errorIsTerminal: Bool = false
    ) -> Console {
        Console(
            out: { text throws(SystemCallError) in try SystemCall.writeAll(Data(text.utf8), to: output) },
            // A failed write to standard error has nowhere to be reported.
            err: { text in try? SystemCall.writeAll(Data(text.utf8), to: error) },
            readIn: readIn,
            errorIsTerminal: errorIsTerminal
        )
    }

    /// Writes a line to standard output, unless an earlier write failed.
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

    /// Writes a line to standard error.
    public func warn(_ line: String) { writeErr(line + "\n") }

    /// Reads all of standard input.
    public func readStandardInput() -> Data { readIn() }
}
