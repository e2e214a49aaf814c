import Foundation
import Testing

@testable import Preview

#if canImport(Glibc)
    import Glibc
#endif

/// A request's line and headers get a total time, not an idle time that each byte starts again,
/// and clients slow to send them never hold every place of the server (``HeaderDeadlines``).
@Suite("Deadlines for a request's headers")
struct HeaderDeadlineTests {
    static func server(_ limits: HTTPLimits) throws -> HTTPServer {
        try HTTPServer(port: 0, limits: limits) { _ in
            .body(status: 200, contentType: "text/plain", data: Data("answered".utf8))
        }
    }

    /// Sends `bytes` one at a time, `interval` apart, until the server ends the connection;
    /// how long that took, or nil if it never did.
    static func trickle(_ bytes: [UInt8], on socket: Int32, every interval: Double) -> Double? {
        let start = Date()
        for byte in bytes {
            var one = byte
            if send(socket, &one, 1, Int32(MSG_NOSIGNAL)) != 1 { return Date().timeIntervalSince(start) }
            var ready = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            if poll(&ready, 1, Int32(interval * 1000)) > 0 {
                var buffer = [UInt8](repeating: 0, count: 512)
                if recv(socket, &buffer, buffer.count, 0) <= 0 { return Date().timeIntervalSince(start) }
            }
        }
        return nil
    }

    /// A header sent a byte every 200 ms, with an idle limit of 30 s: ended at its 1 s deadline.
    @Test func aHeaderSentAByteAtATimeIsEndedAtItsDeadline() throws {
        let server = try Self.server(
            HTTPLimits(connections: 8, idleSeconds: 30, requestBytes: 16 * 1024, headerSeconds: 1))
        defer { server.stop() }
        let socket = try RawHTTP.connect(port: server.port)
        defer { close(socket) }
        let header =
            Array("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ".utf8) + Array(repeating: UInt8(ascii: "a"), count: 40)
        let ended = try #require(Self.trickle(header, on: socket, every: 0.2), "the connection was never ended")
        #expect(ended >= 0.8 && ended < 4, "\(ended) s")
        #expect(server.deadlines.endedConnections.late == 1)
        // The server answers as before.
        #expect(try RawHTTP.get("/", port: server.port).status == 200)
    }

    /// The deadline is set again once a request has been answered: the next request on a kept
    /// connection gets the same time, not more.
    @Test func theNextRequestOnAConnectionHasItsDeadlineToo() throws {
        let server = try Self.server(
            HTTPLimits(connections: 8, idleSeconds: 30, requestBytes: 16 * 1024, headerSeconds: 1))
        defer { server.stop() }
        let socket = try RawHTTP.connect(port: server.port)
        defer { close(socket) }
        _ = "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n".withCString {
            send(socket, $0, strlen($0), Int32(MSG_NOSIGNAL))
        }
        #expect(RawHTTP.read(socket, until: "answered").contains("200 OK"))
        let ended = Self.trickle(
            Array("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: aaaaaaaaaaaaaaaaaaaa".utf8), on: socket, every: 0.2)
        #expect(ended.map { $0 < 4 } == true, "\(String(describing: ended))")
    }

    /// Eight clients that began a request and send no more take every place of a server of
    /// eight; a request sent whole is still answered at once, well before their deadline: each
    /// client past four waiting ended the one that had waited longest.
    @Test func aRequestSentWholeIsAnsweredWhileSlowClientsTakeEveryPlace() throws {
        let server = try Self.server(
            HTTPLimits(
                connections: 8, idleSeconds: 30, requestBytes: 16 * 1024, headerSeconds: 20, waitingConnections: 4))
        defer { server.stop() }
        var slow: [Int32] = []
        defer { for socket in slow { close(socket) } }
        for _ in 0..<8 {
            let socket = try RawHTTP.connect(port: server.port)
            slow.append(socket)
            _ = "GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: a".withCString {
                send(socket, $0, strlen($0), Int32(MSG_NOSIGNAL))
            }
            usleep(20_000)
        }
        let start = Date()
        var status: Int?
        // A place frees once a connection's thread has seen its end: a few tries at most.
        for _ in 0..<20 where status != 200 {
            status = try RawHTTP.get("/", port: server.port).status
            if status != 200 { usleep(50_000) }
        }
        #expect(status == 200)
        #expect(Date().timeIntervalSince(start) < 2)
        #expect(server.deadlines.endedConnections.forRoom >= 4)
        #expect(server.deadlines.endedConnections.late == 0)
        #expect(server.deadlines.waitingCount <= 4)
    }
}
