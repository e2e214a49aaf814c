import CourseFixtures
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What a save does, as the event stream tells it: only the blocks whose text changed are drawn
/// again, saves by rename are seen, and nothing a page holds stops the preview.
@Suite("Saves, as the event stream announces them")
struct LiveUpdateTests {
    /// Opens the event stream; the stream's opening comment has been read.
    static func subscribe(_ preview: RunningPreview) throws -> Int32 {
        let socket = try RawHTTP.connect(port: preview.port, seconds: 30)
        let request = "GET /events HTTP/1.1\r\nHost: localhost\r\n\r\n"
        _ = request.withCString { send(socket, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
        let opening = RawHTTP.read(socket, until: "retry:")
        guard opening.contains("text/event-stream") else {
            close(socket)
            throw PreviewTestFailure("no event stream: \(opening)")
        }
        return socket
    }

    /// The data of the next `update` event.
    static func nextUpdate(_ socket: Int32) -> String? {
        let text = RawHTTP.read(socket, until: "\n\n")
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("data: ") }) else {
            return text.contains("keep-alive") ? nextUpdate(socket) : nil
        }
        return String(line.dropFirst(6))
    }

    @Test func aChangedBlockAloneIsDrawnAgain() throws {
        let preview = try RunningPreview()
        defer { preview.stop() }
        let events = try Self.subscribe(preview)
        defer { close(events) }
        try preview.edit(replacing: #"screen.change("task-added""#, with: #"screen.change("task-created""#)
        let update = try #require(Self.nextUpdate(events))
        #expect(update == #"{"page":"01-declarative-syntax","version":2,"blocks":["01-declarative-syntax-1"]}"#)
        let page = try RawHTTP.get("/01-declarative-syntax/parts.html", port: preview.port)
        #expect(page.text.contains("task-created: tasks changed"))
    }

    @Test func aProseEditRedrawsNoBlockAndASaveByRenameIsSeen() throws {
        let preview = try RunningPreview()
        defer { preview.stop() }
        let events = try Self.subscribe(preview)
        defer { close(events) }
        var text = try String(contentsOf: preview.pages[0], encoding: .utf8)
        text = text.replacingOccurrences(of: "# Declarative Syntax", with: "# Declarative Syntax, Again")
        // As editors that save by rename do.
        try Data(text.utf8).write(to: preview.pages[0], options: .atomic)
        let update = try #require(Self.nextUpdate(events))
        #expect(update == #"{"page":"01-declarative-syntax","version":2,"blocks":[]}"#)
        let page = try RawHTTP.get("/01-declarative-syntax/", port: preview.port)
        #expect(page.text.contains("<title>Declarative Syntax, Again</title>"))
    }

    @Test func anUnreadablePageShowsItsErrorAndThePreviewGoesOn() throws {
        let preview = try RunningPreview()
        defer { preview.stop() }
        let events = try Self.subscribe(preview)
        defer { close(events) }
        let good = try Data(contentsOf: preview.pages[0])
        try (Data("# Broken\n\n".utf8) + Data([0xFF, 0xFE]) + Data("\n".utf8)).write(to: preview.pages[0])
        #expect(Self.nextUpdate(events)?.contains(#""version":2"#) == true)
        let broken = try RawHTTP.get("/01-declarative-syntax/", port: preview.port)
        #expect(broken.status == 200)
        #expect(broken.text.contains("01-declarative-syntax.md:3:1: error: "), "\(broken.text.suffix(600))")
        try good.write(to: preview.pages[0])
        #expect(Self.nextUpdate(events)?.contains(#""version":3"#) == true)
        let back = try RawHTTP.get("/01-declarative-syntax/", port: preview.port)
        #expect(back.text.components(separatedBy: "<figure class=\"frame\"").count - 1 == 9)
    }

    /// A FIFO renamed into the page's place: the page is not opened for good (a FIFO's `open`
    /// waits for a writer), it shows its error, and the next save, a regular file, shows.
    @Test func aFIFOInThePagesPlaceShowsItsErrorAndTheNextSaveShows() throws {
        let preview = try RunningPreview()
        defer { preview.stop() }
        let events = try Self.subscribe(preview)
        defer { close(events) }
        let page = preview.pages[0]
        let fifo = preview.folder.appendingPathComponent("page.fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(rename(fifo.path, page.path) == 0)
        #expect(Self.nextUpdate(events)?.contains(#""version":2"#) == true)
        let refused = try RawHTTP.get("/01-declarative-syntax/", port: preview.port)
        #expect(refused.text.contains("it is a FIFO, not a regular file"), "\(refused.text.suffix(600))")
        // An editor's save: a regular file renamed into place.
        let saved = try String(contentsOf: Course.page("01-declarative-syntax.md"), encoding: .utf8)
            .replacingOccurrences(of: "# Declarative Syntax", with: "# Declarative Syntax, After A FIFO")
        try Data(saved.utf8).write(to: page, options: .atomic)
        #expect(Self.nextUpdate(events)?.contains(#""version":3"#) == true)
        let shown = try RawHTTP.get("/01-declarative-syntax/", port: preview.port)
        #expect(shown.text.contains("<title>Declarative Syntax, After A FIFO</title>"))
    }

    /// A device in the page's place, through a link: refused the same, without reading it.
    @Test func aDeviceInThePagesPlaceShowsItsError() throws {
        let preview = try RunningPreview()
        defer { preview.stop() }
        let events = try Self.subscribe(preview)
        defer { close(events) }
        let link = preview.folder.appendingPathComponent("page.link")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/zero")
        #expect(rename(link.path, preview.pages[0].path) == 0)
        #expect(Self.nextUpdate(events)?.contains(#""version":2"#) == true)
        let refused = try RawHTTP.get("/01-declarative-syntax/", port: preview.port)
        #expect(refused.text.contains("it is a device, not a regular file"), "\(refused.text.suffix(600))")
    }

    /// The page's folder deleted and made again (`rm -rf`, then a checkout writing the page by
    /// rename), then a save in place: each shown.
    @Test func aSaveAfterThePagesFolderIsMadeAgainShows() throws {
        let preview = try RunningPreview()
        defer { preview.stop() }
        let text = try String(contentsOf: preview.pages[0], encoding: .utf8)
        /// Whether the page shows `title` within 10 s.
        func shows(_ title: String) throws -> Bool {
            for _ in 0..<200 {
                if try RawHTTP.get("/01-declarative-syntax/", port: preview.port).text.contains(
                    "<title>\(title)</title>")
                {
                    return true
                }
                usleep(50_000)
            }
            return false
        }
        try FileManager.default.removeItem(at: preview.folder)
        try FileManager.default.createDirectory(at: preview.folder, withIntermediateDirectories: true)
        try Data(text.replacingOccurrences(of: "# Declarative Syntax", with: "# Declarative Syntax, Made Again").utf8)
            .write(to: preview.pages[0], options: .atomic)
        #expect(try shows("Declarative Syntax, Made Again"))
        // The saves after it: the folder made again is watched.
        try Data(text.replacingOccurrences(of: "# Declarative Syntax", with: "# Declarative Syntax, Again").utf8)
            .write(to: preview.pages[0])
        #expect(try shows("Declarative Syntax, Again"))
    }
}
