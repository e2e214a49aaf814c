import Foundation

extension Chromium {
    /// Loads a page, lets its scripts run for up to `budget` milliseconds of virtual time, and
    /// returns the DOM as it then is (`--dump-dom`): what a page's own script wrote into it.
    /// - Throws: `Failure` when Chromium is missing, fails or hangs.
    public static func dom(
        _ url: URL, width: Int = 1280, height: Int = 1000, scheme: ColorScheme = .light,
        budget: Int = 20_000
    ) throws -> String {
        guard let executable else { throw Failure(description: "chromium is not on PATH") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("dom.html")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = executable
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--no-first-run", "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
            "--blink-settings=\(scheme.blinkSetting)", "--virtual-time-budget=\(budget)",
            "--window-size=\(width),\(height)", "--dump-dom", url.absoluteString,
        ]
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        try wait(for: process)
        guard process.terminationStatus == 0 else {
            throw Failure(description: "chromium exited \(process.terminationStatus) dumping \(url)")
        }
        return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    }

    /// Waits for a browser run, stopping it after ``hangLimit``.
    static func wait(for process: Process) throws {
        let deadline = Date().addingTimeInterval(hangLimit)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                process.waitUntilExit()
                throw Failure(description: "chromium did not finish within \(Int(hangLimit)) s")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }
}

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
