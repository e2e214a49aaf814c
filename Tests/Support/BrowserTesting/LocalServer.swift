import Foundation

/// A folder served over HTTP on the loopback interface, for pages that fetch what they show (a
/// DocC site does). The server is Python's `http.server`; it is killed when the value is released.
public final class LocalServer: @unchecked Sendable {
    public let port: Int
    private let process: Process

    /// Starts serving `folder` on a free port of 127.0.0.1.
    /// - Throws: `Chromium.Failure` when `python3` is missing or the server does not start.
    public init(serving folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", folder.path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        // "Serving HTTP on 127.0.0.1 port 43329 (http://127.0.0.1:43329/) ..."
        var text = ""
        let deadline = Date().addingTimeInterval(20)
        while !text.contains("\n"), Date() < deadline, process.isRunning {
            let data = pipe.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        guard let range = text.range(of: #"port (\d+)"#, options: .regularExpression),
            let port = Int(text[range].dropFirst(5))
        else {
            process.terminate()
            throw Chromium.Failure(description: "python3 -m http.server did not start: \(text)")
        }
        self.port = port
        self.process = process
    }

    /// The URL of a path on the server.
    public func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    deinit {
        // SIGKILL: a server started from the test runner may not see SIGTERM (its mask is inherited).
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
