/// What the preview answers at all, before it looks for what was asked: loopback hosts only (a
/// page elsewhere that rebinds its own name to 127.0.0.1 sends its own name as `Host`), GET and
/// HEAD only, and paths without `.` or `..` segments.
public enum RequestPolicy {
    /// The names a request's `Host` may give, with or without a port.
    static let hosts: Set<String> = ["localhost", "127.0.0.1", "[::1]"]

    /// The refusal for a request the preview does not answer; nil for one it may answer.
    public static func refusal(of request: HTTPRequest) -> HTTPReply? {
        guard let host = request.host else {
            return .refusal(400, "bad request: no Host header")
        }
        guard isLoopback(host: host) else {
            return .refusal(403, "forbidden: the preview answers only requests for localhost")
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return .refusal(405, "method not allowed", headers: ["Allow": "GET, HEAD"])
        }
        guard normalized(request.path) != nil else {
            return .refusal(400, "bad request: the path is not a plain absolute path")
        }
        return nil
    }

    /// Whether a `Host` header names the loopback interface: `localhost`, `127.0.0.1` or `[::1]`,
    /// any letter case, with an optional `:port`.
    public static func isLoopback(host: String) -> Bool {
        var name = Substring(host.lowercased())
        if let colon = name.lastIndex(of: ":"), !name.hasSuffix("]") {
            let port = name[name.index(after: colon)...]
            guard !port.isEmpty, port.count <= 5, port.allSatisfy(\.isASCII), port.allSatisfy(\.isNumber) else {
                return false
            }
            name = name[..<colon]
        }
        return hosts.contains(String(name))
    }

    /// The path as the preview looks it up: absolute, with no empty, `.` or `..` segment but a
    /// final one, no backslash and no control character; nil for any other.
    public static func normalized(_ path: String) -> String? {
        guard path.hasPrefix("/"), !path.contains("\\"),
            !path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        else { return nil }
        let segments = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        for (position, segment) in segments.enumerated() {
            if segment == "." || segment == ".." { return nil }
            if segment.isEmpty, position != segments.count - 1 { return nil }
        }
        return path
    }
}
