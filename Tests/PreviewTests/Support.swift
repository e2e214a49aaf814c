import CourseFixtures
import Foundation
import Preview
import SystemIO

#if canImport(Glibc)
    import Glibc
#endif

/// A preview served in this process, on a port the system picks, of copies of course pages in a
/// folder of its own; stopped as `tg_interruption_notify`'s handler would stop it, by a byte on a pipe.
final class RunningPreview: @unchecked Sendable {
    let folder: URL
    let pages: [URL]
    let preview: LivePreview
    private let stopEnds: [Int32]
    private var thread: BackgroundThread?

    /// Copies `pages` (file names in Graphs/) and serves the copies.
    init(pages names: [String] = ["01-declarative-syntax.md"], limits: HTTPLimits = .standard) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        self.folder = folder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        pages = try names.map { name in
            let copy = folder.appendingPathComponent(name)
            try FileManager.default.copyItem(at: Course.graphs.appendingPathComponent(name), to: copy)
            return copy
        }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw PreviewTestFailure("pipe failed") }
        stopEnds = ends
        preview = try LivePreview(pages: pages.map(\.path), port: 0, httpLimits: limits)
        let preview = self.preview
        let stop = ends[0]
        thread = BackgroundThread { preview.run(until: stop) }
    }

    var port: UInt16 { preview.port }

    /// A URL on the server.
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// Replaces the first `old` with `new` in the page's text (it must occur), writing the file in place.
    func edit(page: Int = 0, replacing old: String, with new: String) throws {
        var text = try String(contentsOf: pages[page], encoding: .utf8)
        guard let range = text.range(of: old) else { throw PreviewTestFailure("the page has no \(old)") }
        text.replaceSubrange(range, with: new)
        try Data(text.utf8).write(to: pages[page])
    }

    /// Stops the loop and the server, and removes the folder.
    func stop() {
        guard thread != nil else { return }
        var byte: UInt8 = 1
        _ = write(stopEnds[1], &byte, 1)
        thread?.wait()
        thread = nil
        for end in stopEnds { close(end) }
        try? FileManager.default.removeItem(at: folder)
    }

    deinit { stop() }
}

struct PreviewTestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Requests written byte for byte to 127.0.0.1, as no HTTP client library would send them.
enum RawHTTP {
    /// What came back: the status of the first response line, if any, and everything read.
    struct Answer {
        var status: Int?
        var text: String
        /// The connection was reset before anything was read.
        var reset: Bool
    }

    /// A GET of `path` with `Host`, closing the connection after the answer.
    static func get(_ path: String, port: UInt16, host: String = "127.0.0.1", method: String = "GET") throws -> Answer {
        try exchange(
            Array("\(method) \(path) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n".utf8), port: port)
    }

    /// Sends `request` and reads until the server closes the connection (or `seconds` pass).
    static func exchange(_ request: [UInt8], port: UInt16, seconds: Int = 10) throws -> Answer {
        let socket = try connect(port: port, seconds: seconds)
        defer { close(socket) }
        var sent = 0
        while sent < request.count {
            let count = request[sent...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count <= 0 { break }  // the server stopped reading: its answer may be waiting
            sent += count
        }
        var received: [UInt8] = []
        var reset = false
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count < 0 {
                reset = errno == ECONNRESET
                break
            }
            if count == 0 { break }
            received += buffer[..<count]
        }
        let text = String(decoding: received, as: UTF8.self)
        let status = text.hasPrefix("HTTP/1.") ? Int(text.dropFirst(9).prefix(3)) : nil
        return Answer(status: status, text: text, reset: reset && received.isEmpty)
    }

    /// A connected socket to 127.0.0.1:`port`, whose reads give up after `seconds`.
    static func connect(port: UInt16, seconds: Int = 10) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw PreviewTestFailure("socket: \(errno)") }
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard status == 0 else {
            close(socket)
            throw PreviewTestFailure("connect to 127.0.0.1:\(port): \(errno)")
        }
        return socket
    }

    /// Reads from `socket` until `marker` has come (or the socket's read timeout passes); what was read.
    static func read(_ socket: Int32, until marker: String) -> String {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !String(decoding: received, as: UTF8.self).contains(marker) {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += buffer[..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }
}
