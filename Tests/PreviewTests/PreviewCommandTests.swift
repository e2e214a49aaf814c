import CourseFixtures
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `triggergraph preview` as its own process: it prints where it serves, and SIGINT ends it with
/// exit 0, leaving no process and no temporary file.
@Suite("triggergraph preview, the process")
struct PreviewCommandTests {
    /// The `triggergraph` executable that `swift build` put beside this test bundle.
    static let tool = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("triggergraph")

    /// The processes whose parent is `pid`.
    static func children(of pid: pid_t) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { $0.allSatisfy(\.isNumber) }.compactMap { entry in
            guard let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            // pid (comm) state ppid …
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && fields[1] == "\(pid)" ? entry : nil
        }
    }

    @Test func sigintEndsItWithExitZeroAndNothingLeft() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("preview-cli-\(UUID().uuidString)")
        let temporary = work.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let page = work.appendingPathComponent("01-declarative-syntax.md")
        try FileManager.default.copyItem(at: Course.page("01-declarative-syntax.md"), to: page)

        let process = Process()
        process.executableURL = Self.tool
        process.arguments = ["preview", page.path, "--port", "0"]
        process.environment = ["TMPDIR": temporary.path, "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        // "preview: http://127.0.0.1:PORT/01-declarative-syntax/"
        var printed = ""
        while !printed.contains("\n") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            printed += String(decoding: data, as: UTF8.self)
        }
        let match = try #require(
            printed.firstMatch(of: /preview: http:\/\/127\.0\.0\.1:(\d+)\/01-declarative-syntax\//))
        let port = try #require(UInt16(match.1))
        let served = try RawHTTP.get("/01-declarative-syntax/", port: port)
        #expect(served.status == 200)
        // Drawn in a child of its drawing process: the frames are there, with render's ids.
        #expect(served.text.contains(#"<figure class="frame" data-frame="6" hidden><svg"#))
        #expect(served.text.contains(#"id="01-declarative-syntax-1-06"#))
        // An open event stream does not hold the process.
        let events = try RawHTTP.connect(port: port, seconds: 20)
        defer { close(events) }
        _ = "GET /events HTTP/1.1\r\nHost: localhost\r\n\r\n".withCString {
            send(events, $0, strlen($0), Int32(MSG_NOSIGNAL))
        }
        #expect(RawHTTP.read(events, until: "retry:").contains("text/event-stream"))
        // Its one child is its drawing process, which forks a child of its own for each save.
        let children = Self.children(of: process.processIdentifier)
        #expect(children.count == 1, "\(children)")

        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        // The drawing process ends with it.
        let deadline = Date().addingTimeInterval(10)
        while children.contains(where: { kill(pid_t($0)!, 0) == 0 }), Date() < deadline { usleep(20_000) }
        #expect(!children.contains { kill(pid_t($0)!, 0) == 0 })
        // The stream ended with the process, and nothing is left behind.
        _ = RawHTTP.read(events, until: "never sent")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
        #expect(kill(process.processIdentifier, 0) != 0)
    }

    @Test func aPortInUseIsAPlainErrorThatNamesThePortAndExits69() throws {
        let taken = try RunningPreview()
        defer { taken.stop() }
        let process = Process()
        process.executableURL = Self.tool
        process.arguments = ["preview", Course.page("01-declarative-syntax.md").path, "--port", "\(taken.port)"]
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 69)
        #expect(
            message == "triggergraph: error: port \(taken.port) on 127.0.0.1 is in use; pick another with --port N\n")
        #expect(!message.contains("internal error"))
    }

    @Test func aFileThatIsNotAPageIsAUsageErrorAndAMissingPageIsNoInput() throws {
        for (arguments, status) in [
            (["preview", Course.block("01-declarative-syntax-1").path, "--port", "0"], Int32(64)),
            (["preview", "/nonexistent/lesson.md", "--port", "0"], 66),
            (["preview", Course.page("01-declarative-syntax.md").path, "--port", "70000"], 64),
            (["preview"], 64),
        ] {
            let process = Process()
            process.executableURL = Self.tool
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == status, "\(arguments)")
        }
    }

    /// A FIFO named as a page is not opened (which would wait for a writer): exit 66, at once.
    @Test func aFIFOGivenAsAPageIsNoInput() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("preview-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let fifo = work.appendingPathComponent("lesson.md")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let process = Process()
        process.executableURL = Self.tool
        process.arguments = ["preview", fifo.path, "--port", "0"]
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        // Were it opened, it would never end: still running after 20 s, it is ended and fails.
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 66)
        #expect(message.contains("it is a FIFO, not a regular file"), "\(message)")
    }
}
