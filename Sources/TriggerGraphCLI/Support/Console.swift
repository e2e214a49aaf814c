import Foundation

/// Where a command writes: standard output and standard error in the tool, buffers in tests.
public final class Console: @unchecked Sendable {
    private let writeOut: (String) -> Void
    private let writeErr: (String) -> Void
    private let readIn: () -> Data
    /// Whether standard error is a terminal, so progress may be shown there.
    public let errorIsTerminal: Bool

    public init(
        out: @escaping (String) -> Void,
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
        Console(
            out: { FileHandle.standardOutput.write(Data($0.utf8)) },
            err: { FileHandle.standardError.write(Data($0.utf8)) },
            readIn: { FileHandle.standardInput.readDataToEndOfFile() },
            errorIsTerminal: isatty(STDERR_FILENO) == 1
        )
    }

    /// Writes a line to standard output.
    public func print(_ line: String, terminator: String = "\n") { writeOut(line + terminator) }

    /// Writes a line to standard error.
    public func warn(_ line: String) { writeErr(line + "\n") }

    /// Reads all of standard input.
    public func readStandardInput() -> Data { readIn() }
}
