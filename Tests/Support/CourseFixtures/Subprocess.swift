import Foundation

/// A program the tests start and wait for: its exit status and everything it printed, both
/// streams in the order written (through a log file, which a pipe left unread could block).
public enum Subprocess {
    /// Runs `executable` with `arguments` to its end.
    /// - Parameters:
    ///   - folder: Where the log is written (and removed); the working directory too when
    ///     `inFolder` is set.
    /// - Returns: Its exit status and what it printed.
    public static func run(_ executable: URL, _ arguments: [String], logIn folder: URL, inFolder: Bool = false)
        throws -> (Int32, String)
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if inFolder { process.currentDirectoryURL = folder }
        let log = folder.appendingPathComponent("log-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let printed = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: log)
        return (process.terminationStatus, printed)
    }
}
