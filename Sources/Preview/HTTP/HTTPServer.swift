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
/// event), within ``HTTPLimits``. Every request goes through ``RequestPolicy`` before `handler`
/// sees it. A final class owns the `MHD_Daemon` and stops it in `deinit`.
public final class HTTPServer: @unchecked Sendable {
    /// The port it listens on (the one the system picked, for port 0).
    public private(set) var port: UInt16 = 0
    private let handler: @Sendable (HTTPRequest) -> HTTPReply
    /// libmicrohttpd's functions, for this file's callbacks too.
    fileprivate let mhd: MicroHTTPDLibrary
    private var daemon: OpaquePointer?

    /// Starts listening on 127.0.0.1, opening libmicrohttpd the first time; SIGPIPE is ignored from then on.
    ///
    /// The corresponding C function is `MHD_start_daemon`.
    /// - Parameters:
    ///   - port: The port; 0 lets the system pick a free one.
    ///   - limits: Connections, idle time and request size.
    ///   - handler: The answer to each request the policy lets through; called on the connection's thread.
    /// - Throws: `PreviewError.libraryUnavailable` when libmicrohttpd cannot be opened;
    ///   `.system` when the port cannot be had.
    public init(
        port: UInt16, limits: HTTPLimits = .standard, handler: @escaping @Sendable (HTTPRequest) -> HTTPReply
    ) throws(PreviewError) {
        mhd = try MicroHTTPDLibrary.shared.get()
        self.handler = handler
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
                mhd.startDaemon, flags, address, answer, Unmanaged.passUnretained(self).toOpaque(), limits.connections,
                limits.idleSeconds, limits.requestBytes)
        }
        guard let started else {
            throw .system("cannot listen on 127.0.0.1:\(port): \(String(cString: strerror(errno)))")
        }
        daemon = started
        let bound = tg_mhd_port(mhd.getDaemonInfo, started)
        guard bound != 0 else {
            mhd.stopDaemon(started)
            daemon = nil
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
private let answer: MHD_AccessHandlerCallback = { context, connection, url, method, _, _, _, _ in
    guard let context, let connection, let url, let method else { return refused }
    let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
    let mhd = server.mhd
    let host = mhd.lookupConnectionValue(connection, headerKind, "Host").map { String(cString: $0) }
    let request = HTTPRequest(method: String(cString: method), path: String(cString: url), host: host)
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
