import Foundation
import Testing

@testable import Preview

/// The server by itself, without a preview: libmicrohttpd opened when it first starts, a request
/// answered through the functions `dlsym` gave, and what stops it from starting.
@Suite("The HTTP server and libmicrohttpd")
struct HTTPServerTests {
    @Test func libmicrohttpdOpens() throws {
        let library = try MicroHTTPDLibrary.shared.get()
        #expect(library.startDaemon == dlsym(dlopen("libmicrohttpd.so.12", RTLD_NOW | RTLD_NOLOAD), "MHD_start_daemon"))
    }

    @Test func aLibraryThatCannotBeOpenedIsAPreviewError() {
        guard
            case .failure(.libraryUnavailable("libmicrohttpd", let reason)) = MicroHTTPDLibrary.open([
                "libmicrohttpd.so.0-none"
            ])
        else {
            Issue.record("a missing library opened")
            return
        }
        #expect(reason.contains("libmicrohttpd.so.0-none"), "\(reason)")
    }

    @Test func aRequestIsAnsweredThroughTheLibrary() throws {
        let server = try HTTPServer(port: 0) { request in
            .body(
                status: 200, contentType: "text/plain", data: Data("\(request.method) \(request.path)".utf8),
                headers: ["X-Host": request.host ?? "none"])
        }
        defer { server.stop() }
        #expect(server.port != 0)
        let answer = try RawHTTP.get("/a%20b", port: server.port, host: "localhost")
        #expect(answer.status == 200, "\(answer.text)")
        #expect(answer.text.hasSuffix("\r\n\r\nGET /a b"), "\(answer.text)")
        #expect(answer.text.contains("X-Host: localhost\r\n"))
        #expect(answer.text.contains("Cache-Control: no-store\r\n"))
        // The policy answers before the handler does.
        #expect(try RawHTTP.get("/", port: server.port, host: "evil.example").status == 403)
    }

    @Test func aPortInUseIsAnErrorOfItsOwnNamingThePort() throws {
        let first = try HTTPServer(port: 0) { _ in .body(status: 204, contentType: "text/plain", data: Data()) }
        defer { first.stop() }
        #expect(throws: PreviewError.portInUse(port: first.port)) {
            _ = try HTTPServer(port: first.port) { _ in .body(status: 204, contentType: "text/plain", data: Data()) }
        }
    }

    @Test func aStoppedServerNoLongerListens() throws {
        let server = try HTTPServer(port: 0) { _ in .body(status: 204, contentType: "text/plain", data: Data()) }
        let port = server.port
        #expect(try RawHTTP.get("/", port: port).status == 204)
        server.stop()
        #expect(throws: PreviewTestFailure.self) { try RawHTTP.connect(port: port) }
    }
}
