import Foundation
import Preview
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The preview's server, as a page elsewhere or a hostile client would reach it: raw requests to
/// a preview served in this process.
@Suite("The preview's server refuses what it does not make")
struct ServerSafetyTests {
    struct Case: Sendable, CustomStringConvertible {
        var description: String
        var request: String
        var allowed: Set<Int>
    }

    static let cases: [Case] = [
        Case(description: "Host: evil.example", request: "GET / HTTP/1.1\r\nHost: evil.example\r\n", allowed: [403]),
        Case(
            description: "a rebinding name with the preview's port",
            request: "GET / HTTP/1.1\r\nHost: evil.example:80\r\n",
            allowed: [403]),
        Case(description: "no Host", request: "GET / HTTP/1.1\r\n", allowed: [400]),
        Case(
            description: "/../../etc/passwd", request: "GET /../../etc/passwd HTTP/1.1\r\nHost: localhost\r\n",
            allowed: [400, 404]),
        Case(
            description: "%2e%2e", request: "GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\nHost: localhost\r\n",
            allowed: [400, 404]),
        Case(
            description: "%2E%2E with an encoded slash",
            request: "GET /%2E%2E%2F%2E%2E%2Fetc%2Fpasswd HTTP/1.1\r\nHost: 127.0.0.1\r\n", allowed: [400, 404]),
        Case(
            description: "a page's folder, then ..",
            request: "GET /01-declarative-syntax/../../../etc/passwd HTTP/1.1\r\nHost: [::1]\r\n", allowed: [400, 404]),
        Case(
            description: "double-encoded dots", request: "GET /%252e%252e/etc/passwd HTTP/1.1\r\nHost: localhost\r\n",
            allowed: [400, 404]),
        Case(
            description: "%00 after a page", request: "GET /01-declarative-syntax/%00 HTTP/1.1\r\nHost: localhost\r\n",
            allowed: [400, 404]),
        Case(
            description: "a raw NUL after a page",
            request: "GET /01-declarative-syntax/\u{0} HTTP/1.1\r\nHost: localhost\r\n", allowed: [400, 404]),
        Case(
            description: "a raw NUL, then what looks like the version",
            request: "GET /01-declarative-syntax/\u{0}HTTP/1.1 HTTP/1.1\r\nHost: localhost\r\n", allowed: [400, 404]),
        Case(
            description: "a raw NUL, ended by a bare LF",
            request: "GET /01-declarative-syntax/\u{0}x HTTP/1.1\nHost: localhost\n", allowed: [400, 404]),
        Case(
            description: "a raw NUL without a version",
            request: "GET /01-declarative-syntax/\u{0}\r\nHost: localhost\r\n",
            allowed: [400, 404, 505]),
        Case(
            description: "%00 in a page's name",
            request: "GET /01-declarative-syntax%00/ HTTP/1.1\r\nHost: localhost\r\n",
            allowed: [400, 404]),
        Case(
            description: "parts.html%00.js",
            request: "GET /01-declarative-syntax/parts.html%00.js HTTP/1.1\r\nHost: localhost\r\n", allowed: [400, 404]),
        Case(description: "/%00", request: "GET /%00 HTTP/1.1\r\nHost: localhost\r\n", allowed: [400, 404]),
        Case(
            description: "a file beside the page",
            request: "GET /01-declarative-syntax.md HTTP/1.1\r\nHost: localhost\r\n", allowed: [404]),
        Case(
            description: "POST", request: "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n", allowed: [405]),
        Case(
            description: "PUT", request: "PUT /x HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n", allowed: [405]),
        Case(description: "a malformed version", request: "GET / FOO/1.1\r\nHost: localhost\r\n", allowed: [400]),
        Case(
            description: "a request line of four words", request: "GET / HTTP/1.1 x\r\nHost: localhost\r\n",
            allowed: [400]),
        Case(
            description: "a header line without a colon",
            request: "GET / HTTP/1.1\r\nHost: localhost\r\nBad header\r\n", allowed: [400]),
        Case(
            description: "a Content-Length that is not a number",
            request: "GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n", allowed: [400]),
    ]

    @Test(arguments: cases)
    func refused(_ example: Case) throws {
        let preview = try RunningPreview()
        defer { preview.stop() }
        let answer = try RawHTTP.exchange(
            Array((example.request + "Connection: close\r\n\r\n").utf8), port: preview.port)
        let status = try #require(answer.status, "no answer: \(answer.text)")
        #expect(example.allowed.contains(status), "\(answer.text.prefix(200))")
        #expect(!answer.text.contains("root:"))
    }

    @Test func aPageIsServedForEachLoopbackName() throws {
        let preview = try RunningPreview()
        defer { preview.stop() }
        for host in ["localhost", "127.0.0.1", "[::1]", "LOCALHOST:8080", "127.0.0.1:\(preview.port)", "[::1]:1"] {
            let answer = try RawHTTP.get("/01-declarative-syntax/", port: preview.port, host: host)
            #expect(answer.status == 200, "Host: \(host)")
            #expect(answer.text.contains("Content-Security-Policy: default-src 'none'"))
        }
        let head = try RawHTTP.get("/01-declarative-syntax/", port: preview.port, method: "HEAD")
        #expect(head.status == 200)
        #expect(!head.text.contains("<html"), "HEAD sends no body")
    }

    @Test func aHundredKilobyteHeaderIsRefused() throws {
        let preview = try RunningPreview()
        defer { preview.stop() }
        let big = String(repeating: "a", count: 100 * 1024)
        let answer = try RawHTTP.exchange(
            Array("GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: \(big)\r\nConnection: close\r\n\r\n".utf8),
            port: preview.port)
        // libmicrohttpd answers 431 once the request outgrows the connection's memory; a client
        // still sending may see the connection reset before it reads that.
        #expect(answer.status.map { $0 == 431 || $0 == 413 } ?? answer.reset, "\(answer.text.prefix(200))")
        #expect(answer.status != 200)
        // The server still answers.
        #expect(try RawHTTP.get("/", port: preview.port).status == 200)
    }

    @Test func aPagesAddressWithoutItsLastSlashIsSentToThePage() throws {
        let preview = try RunningPreview()
        defer { preview.stop() }
        let answer = try RawHTTP.get("/01-declarative-syntax", port: preview.port)
        #expect(answer.status == 301, "\(answer.text.prefix(200))")
        #expect(answer.text.contains("\r\nLocation: /01-declarative-syntax/\r\n"), "\(answer.text.prefix(300))")
        #expect(try RawHTTP.get("/01-declarative-syntax/", port: preview.port).status == 200)
        #expect(try RawHTTP.get("/no-such-page", port: preview.port).status == 404)
    }

    @Test func aNULInAQueryIsNotInThePath() throws {
        let preview = try RunningPreview()
        defer { preview.stop() }
        #expect(try RawHTTP.get("/01-declarative-syntax/?a=%00", port: preview.port).status == 200)
        #expect(try RawHTTP.get("/01-declarative-syntax/?a=%2500", port: preview.port).status == 200)
    }

    @Test func connectionsAreBoundedAndIdleOnesClosed() throws {
        // As many may wait for their headers as the server has places: the limit refuses the third.
        let preview = try RunningPreview(
            limits: HTTPLimits(connections: 2, idleSeconds: 1, requestBytes: 16 * 1024, waitingConnections: 2))
        defer { preview.stop() }
        // Two idle connections take the two places; a third is closed unanswered.
        let first = try RawHTTP.connect(port: preview.port)
        let second = try RawHTTP.connect(port: preview.port)
        defer {
            close(first)
            close(second)
        }
        usleep(200_000)
        let third = try RawHTTP.get("/", port: preview.port)
        #expect(third.status == nil, "\(third.text.prefix(100))")
        // The idle ones are closed by the server (within the socket's 10 s read timeout), freeing the places.
        #expect(RawHTTP.read(first, until: "never sent").isEmpty)
        #expect(RawHTTP.read(second, until: "never sent").isEmpty)
        // Their threads end a moment later; then a new connection is answered.
        var answered = false
        for _ in 0..<20 where !answered {
            usleep(100_000)
            answered = try RawHTTP.get("/", port: preview.port).status == 200
        }
        #expect(answered)
    }

    @Test func onlyWhatThePreviewMadeIsServed() throws {
        let preview = try RunningPreview()
        defer { preview.stop() }
        for path in [
            "/", "/preview.css", "/preview.js", "/01-declarative-syntax/", "/01-declarative-syntax/parts.html",
        ] {
            #expect(try RawHTTP.get(path, port: preview.port).status == 200, "\(path)")
        }
        for path in [
            "/index.html", "/01-declarative-syntax/x", "/01-declarative-syntax.md/", "/etc/passwd", "/Package.swift",
        ] {
            #expect(try RawHTTP.get(path, port: preview.port).status == 404, "\(path)")
        }
        // A page's address without its last slash is sent there (301), with nothing of it served.
        #expect(try RawHTTP.get("/01-declarative-syntax", port: preview.port).status == 301)
    }
}
