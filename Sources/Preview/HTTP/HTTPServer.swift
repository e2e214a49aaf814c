internal import CMicroHTTPD

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An HTTP server on 127.0.0.1, by GNU libmicrohttpd: with ``MicroHTTPDLibrary``, which opens
/// it, the only Swift code that touches it.
///
/// Each connection has a thread of its own (so that an event stream may wait for its next
/// event), within ``HTTPLimits``; a connection gets a request's headers in within a total time,
/// and only so many wait for theirs at once (``HeaderDeadlines``). Every request goes through
/// ``RequestPolicy`` before `handler` sees it. A final class owns the `MHD_Daemon` and stops it
/// in `deinit`.
public final class HTTPServer: @unchecked Sendable {
    /// The port it listens on (the one the system picked, for port 0).
    public private(set) var port: UInt16 = 0
    private let handler: @Sendable (HTTPRequest) -> HTTPReply
    /// libmicrohttpd's functions, for this file's callbacks too.
    fileprivate let mhd: MicroHTTPDLibrary
    /// Each connection's deadline for a request's headers.
    let deadlines: HeaderDeadlines
    /// The most bytes a request's line and headers may take.
    fileprivate let requestBytes: Int
    private var daemon: OpaquePointer?

    /// Starts listening on 127.0.0.1, opening libmicrohttpd the first time; SIGPIPE is ignored from then on.
    ///
    /// The corresponding C function is `MHD_start_daemon`.
    /// - Parameters:
    ///   - port: The port; 0 lets the system pick a free one.
    ///   - limits: Connections, idle time, request size, and the time and places for a request's headers.
    ///   - handler: The answer to each request the policy lets through; called on the connection's thread.
    /// - Throws: `PreviewError.libraryUnavailable` when libmicrohttpd cannot be opened;
    ///   `.portInUse` when another program listens on the port, `.system` when it cannot be had
    ///   otherwise.
    public init(
        port: UInt16, limits: HTTPLimits = .standard, handler: @escaping @Sendable (HTTPRequest) -> HTTPReply
    ) throws(PreviewError) {
        mhd = try MicroHTTPDLibrary.shared.get()
        self.handler = handler
        deadlines = HeaderDeadlines(seconds: limits.headerSeconds, waitingLimit: Int(limits.waitingConnections))
        requestBytes = limits.requestBytes
        // A client may close its end while a connection's thread writes to it: that write must
        // fail, not end the process.
        signal(SIGPIPE, SIG_IGN)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let flags =
            MHD_USE_THREAD_PER_CONNECTION.rawValue | MHD_USE_INTERNAL_POLLING_THREAD.rawValue
            | MHD_USE_POLL.rawValue
        let started = withUnsafePointer(to: &address) { address in
            tg_mhd_start(
                mhd.startDaemon, flags, address, answer, connectionNotified, requestCompleted, logTarget,
                Unmanaged.passUnretained(self).toOpaque(), limits.connections, limits.idleSeconds, limits.requestBytes)
        }
        guard let started else {
            let code = errno
            let reason = String(cString: strerror(code))
            deadlines.stop()
            if code == EADDRINUSE { throw .portInUse(port: port) }
            throw .system("cannot listen on 127.0.0.1:\(port): \(reason)")
        }
        daemon = started
        let bound = tg_mhd_port(mhd.getDaemonInfo, started)
        guard bound != 0 else {
            mhd.stopDaemon(started)
            daemon = nil
            deadlines.stop()
            throw .system("libmicrohttpd did not say which port it listens on")
        }
        self.port = bound
    }

    /// Stops listening and ends every connection; waits for their threads. Event streams must be
    /// closed first, or their connections wait for their next keep-alive.
    ///
    /// The corresponding C function is `MHD_stop_daemon`.
    public func stop() {
        guard let daemon else { return }
        mhd.stopDaemon(daemon)
        self.daemon = nil
        deadlines.stop()
    }

    deinit { stop() }

    /// The answer to one request: the policy's refusal, or else the handler's reply.
    fileprivate func respond(to request: HTTPRequest) -> HTTPReply {
        RequestPolicy.refusal(of: request) ?? handler(request)
    }
}

/// libmicrohttpd's closed C enums, which Swift imports as enums.
private let refused = MHD_Result.NO
private let headerKind = MHD_ValueKind.HEADER_KIND
private let copyBuffer = MHD_ResponseMemoryMode.RESPMEM_MUST_COPY

/// The access handler: every request, once its headers are in.
private let answer: MHD_AccessHandlerCallback = { context, connection, url, method, version, _, _, mark in
    guard let context, let connection, let url, let method else { return refused }
    let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
    server.deadlines.headersArrived(connection)
    let mhd = server.mhd
    let host = mhd.lookupConnectionValue(connection, headerKind, "Host").map { String(cString: $0) }
    // libmicrohttpd hands the path on as a C string, which ends at its first NUL: a NUL in it is
    // kept at that place, for the policy to refuse.
    let nul = RequestTarget.hadNUL(mark: mark?.pointee, version: version, limit: server.requestBytes)
    let path = String(cString: url) + (nul ? "\u{0}" : "")
    let request = HTTPRequest(method: String(cString: method), path: path, host: host)
    let reply = server.respond(to: request)
    let response: OpaquePointer?
    var headers: [String: String] = [
        "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer",
    ]
    switch reply {
    case .body(_, let type, let data, let extra):
        response = data.withUnsafeBytes { bytes in
            mhd.createResponseFromBuffer(
                bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), copyBuffer)
        }
        headers["Content-Type"] = type
        headers.merge(extra) { $1 }
    case .events(let stream):
        let subscription = Unmanaged.passRetained(stream.subscribe()).toOpaque()
        response = mhd.createResponseFromCallback(
            tg_mhd_size_unknown(), 4096, readEvents, subscription, releaseSubscription)
        headers["Content-Type"] = "text/event-stream"
    }
    guard let response else { return refused }
    defer { mhd.destroyResponse(response) }
    for (name, value) in headers { _ = mhd.addResponseHeader(response, name, value) }
    return mhd.queueResponse(connection, UInt32(reply.status), response)
}

/// Each request's target as sent, before libmicrohttpd decodes it: what the access handler is
/// told of it (``RequestTarget``).
private let logTarget: tg_mhd_uri_logger = { _, target, _ in
    guard let target else { return nil }
    return RequestTarget.mark(target)
}

/// A connection's start and end, for its deadlines: it starts waiting for a request's headers.
private let connectionNotified: MHD_NotifyConnectionCallback = { context, connection, _, code in
    guard let context, let connection else { return }
    let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
    switch code {
    case .CONNECTION_NOTIFY_STARTED:
        server.deadlines.started(
            connection, socket: tg_mhd_connection_socket(server.mhd.getConnectionInfo, connection))
    case .CONNECTION_NOTIFY_CLOSED:
        server.deadlines.ended(connection)
    @unknown default:
        break
    }
}

/// A request answered, or its connection ended: the connection waits for the next request's headers.
private let requestCompleted: MHD_RequestCompletedCallback = { context, connection, _, _ in
    guard let context, let connection else { return }
    Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue().deadlines.answered(connection)
}

/// An event stream's next bytes: blocks on the connection's own thread until an event comes.
private let readEvents: MHD_ContentReaderCallback = { context, _, buffer, limit in
    guard let context, let buffer else { return tg_mhd_end_of_stream() }
    let subscription = Unmanaged<EventStream.Subscription>.fromOpaque(context).takeUnretainedValue()
    guard let chunk = subscription.next(limit: limit) else { return tg_mhd_end_of_stream() }
    chunk.copyBytes(to: UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: chunk.count)
    return chunk.count
}

/// Releases an event stream's subscription once its connection has ended.
private let releaseSubscription: MHD_ContentReaderFreeCallback = { context in
    guard let context else { return }
    Unmanaged<EventStream.Subscription>.fromOpaque(context).release()
}

/// A NUL in a request's path, which libmicrohttpd 0.9 would otherwise drop with all after it: its
/// path is a C string, cut at a NUL sent as such or percent-decoded from `%00`, so that
/// `/page/%00` (or a raw NUL there) would be answered as `/page/`.
///
/// libmicrohttpd gives the target as sent, before it splits off the query at `?` and decodes the
/// path in place, to the URI logger, whose answer it hands to the access handler as `*con_cls`:
/// the mark. A path with `%00` is marked as such. Otherwise the mark is where the target's C
/// string ends, which is where the target ends unless it holds a raw NUL: libmicrohttpd 0.9 reads
/// the request line in place, and the version string it hands the access handler begins just
/// after the target's end (the space it replaced with a NUL). A version elsewhere (none was
/// sent, or another release reads otherwise) tells nothing, and the target is taken as it reads.
enum RequestTarget {
    /// The mark of a path with a percent-encoded NUL: an address no string ends at.
    private static var percentEncodedNUL: UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: 1)! }

    /// The mark of `target`, as sent: ``percentEncodedNUL`` if its path (before `?`) has `%00`,
    /// else where its C string ends.
    static func mark(_ target: UnsafePointer<CChar>) -> UnsafeMutableRawPointer {
        let length = strlen(target)
        let bytes = UnsafeBufferPointer(
            start: UnsafeRawPointer(target).assumingMemoryBound(to: UInt8.self), count: length)
        let path = bytes.prefix { $0 != UInt8(ascii: "?") }
        if hasPercentEncodedNUL(path) { return percentEncodedNUL }
        return UnsafeMutableRawPointer(mutating: target + length)
    }

    /// Whether `path` has `%00`.
    static func hasPercentEncodedNUL(_ path: some Collection<UInt8>) -> Bool {
        var zeros = -1
        for byte in path {
            if byte == UInt8(ascii: "%") {
                zeros = 0
            } else if zeros >= 0, byte == UInt8(ascii: "0") {
                zeros += 1
                if zeros == 2 { return true }
            } else {
                zeros = -1
            }
        }
        return false
    }

    /// Whether the request marked `mark` had a NUL in its path: percent-encoded, or raw (the
    /// target's C string ended before the version began, less than `limit` bytes further on).
    static func hadNUL(mark: UnsafeMutableRawPointer?, version: UnsafePointer<CChar>?, limit: Int) -> Bool {
        guard let mark else { return false }
        if mark == percentEncodedNUL { return true }
        guard let version else { return false }
        let gap = Int(bitPattern: UInt(bitPattern: version)) - 1 - Int(bitPattern: UInt(bitPattern: mark))
        return gap > 0 && gap < limit
    }
}
