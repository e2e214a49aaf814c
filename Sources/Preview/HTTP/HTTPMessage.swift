#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A request as the server hands it on: what the preview needs of it.
public struct HTTPRequest: Sendable, Hashable {
    /// `GET`, `HEAD`, …, as sent.
    public var method: String
    /// The path, percent-decoded by the server, without its query.
    public var path: String
    /// The `Host` header, if sent.
    public var host: String?

    public init(method: String, path: String, host: String?) {
        self.method = method
        self.path = path
        self.host = host
    }
}

/// What the server sends back: a whole body, or a stream of events that lasts until it ends.
public enum HTTPReply: Sendable {
    case body(status: Int, contentType: String, data: Data, headers: [String: String] = [:])
    /// `text/event-stream`: every event the stream announces from now on.
    case events(EventStream)

    /// A short text answer for a refused request.
    static func refusal(_ status: Int, _ text: String, headers: [String: String] = [:]) -> HTTPReply {
        .body(
            status: status, contentType: "text/plain; charset=utf-8", data: Data((text + "\n").utf8), headers: headers)
    }

    /// The status it is sent with.
    public var status: Int {
        switch self {
        case .body(let status, _, _, _): return status
        case .events: return 200
        }
    }
}

/// The bounds of the server: how many connections at once, how long one may stay idle, how many
/// bytes its request line and headers may take, how long they may take to arrive, whole, and how
/// many connections may wait for them at once.
public struct HTTPLimits: Sendable {
    public var connections: UInt32
    public var idleSeconds: UInt32
    public var requestBytes: Int
    /// How long a request's line and headers may take from the connection's start (or the
    /// previous answer on it), however they trickle in (``HeaderDeadlines``).
    public var headerSeconds: Double
    /// How many connections may wait for a request's headers at once: one more ends the one that
    /// has waited longest. Fewer than ``connections``, so that a request sent whole finds a place.
    public var waitingConnections: UInt32

    /// - Parameters:
    ///   - connections: The most connections at once.
    ///   - idleSeconds: How long a connection may send and read nothing.
    ///   - requestBytes: The most bytes a request's line and headers may take.
    ///   - headerSeconds: How long a request's line and headers may take to arrive; 10 s unless given.
    ///   - waitingConnections: How many connections may wait for a request's headers at once;
    ///     half of `connections` (at least 1) unless given.
    public init(
        connections: UInt32, idleSeconds: UInt32, requestBytes: Int, headerSeconds: Double = 10,
        waitingConnections: UInt32? = nil
    ) {
        self.connections = connections
        self.idleSeconds = idleSeconds
        self.requestBytes = requestBytes
        self.headerSeconds = headerSeconds
        self.waitingConnections = waitingConnections ?? max(1, connections / 2)
    }

    /// 32 connections, 30 s idle, 16 KB of request line and headers within 10 s, 16 connections
    /// waiting for theirs.
    public static let standard = HTTPLimits(connections: 32, idleSeconds: 30, requestBytes: 16 * 1024)
}
