import Preview
import Testing

@Suite("Which requests the preview answers")
struct RequestPolicyTests {
    @Test(arguments: [
        ("localhost", true), ("LocalHost", true), ("127.0.0.1", true), ("[::1]", true), ("localhost:8080", true),
        ("127.0.0.1:0", true), ("[::1]:65535", true), ("evil.example", false), ("localhost.evil.example", false),
        ("127.0.0.1.nip.io", false), ("localhost:", false), ("localhost:80x", false), ("::1", false),
        ("127.0.0.2", false), ("", false), ("[::1]:123456", false),
    ])
    func hosts(_ host: String, _ loopback: Bool) {
        #expect(RequestPolicy.isLoopback(host: host) == loopback)
    }

    @Test(
        arguments: [
            ("/", "/"), ("/a/", "/a/"), ("/a/parts.html", "/a/parts.html"), ("/..", nil), ("/../etc/passwd", nil),
            ("/a/../b", nil), ("/./a", nil), ("//etc/passwd", nil), ("a", nil), ("/a\\..\\b", nil), ("/a\u{0}b", nil),
            ("/a/.", nil),
        ] as [(String, String?)])
    func paths(_ path: String, _ normalized: String?) {
        #expect(RequestPolicy.normalized(path) == normalized)
    }

    @Test func methodsOtherThanGetAndHeadAreRefused() {
        for method in ["POST", "PUT", "DELETE", "OPTIONS", "TRACE", "get"] {
            #expect(RequestPolicy.refusal(of: HTTPRequest(method: method, path: "/", host: "localhost"))?.status == 405)
        }
        #expect(RequestPolicy.refusal(of: HTTPRequest(method: "HEAD", path: "/", host: "localhost")) == nil)
    }
}
