import SystemIO

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

/// How long a request's line and headers may take, whole, and how many connections may wait for
/// theirs at once.
///
/// libmicrohttpd's connection timeout is an idle time, which each byte received starts again: a
/// client sending a header byte now and then kept its connection as long as it liked, and 32 such
/// clients kept every other from being answered. Here each connection has a deadline instead,
/// set when it opens and again once a request on it has been answered (for the next one), and
/// cleared once a request's headers are all in (the access handler is called): a connection
/// still waiting at its deadline is ended. And a connection that opens while ``waitingLimit``
/// others wait for their headers ends the one that has waited longest, so that slow clients never
/// hold the places of the server's connection limit and a request sent whole is answered at once.
///
/// A connection is ended by shutting its socket down (`shutdown`, as libmicrohttpd itself ends
/// its connections from another thread): its thread reads the end and closes it. Only a socket
/// between the connection's start and end (libmicrohttpd's notifications) is shut down:
/// libmicrohttpd closes a socket only after it has told the connection's end, which waits for
/// this object's lock.
final class HeaderDeadlines: @unchecked Sendable {
    /// How long a connection may wait for a request's headers.
    let seconds: Double
    /// How many connections may wait for their headers at once.
    let waitingLimit: Int
    private let condition = Condition()
    /// Every connection's socket, from the connection's start to its end.
    private var sockets: [OpaquePointer: Int32] = [:]
    /// The connections waiting for a request's headers, by deadline (seconds on the monotonic clock).
    private var waiting: [OpaquePointer: Double] = [:]
    private var stopping = false
    private var watcher: BackgroundThread?
    private var ended = (late: 0, forRoom: 0)

    /// Starts the thread that ends connections at their deadlines.
    /// - Parameters:
    ///   - seconds: How long a connection may wait for a request's headers.
    ///   - waitingLimit: How many connections may wait for their headers at once (at least 1).
    init(seconds: Double, waitingLimit: Int) {
        self.seconds = seconds
        self.waitingLimit = max(1, waitingLimit)
        // The thread holds this object until ``stop()``.
        watcher = BackgroundThread { self.endLateConnections() }
    }

    /// Stops the thread; call it once libmicrohttpd has ended every connection (the object is
    /// held by its thread until then).
    func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
        watcher?.wait()
        watcher = nil
    }

    /// How many connections were ended at their deadline, and how many to make room.
    var endedConnections: (late: Int, forRoom: Int) {
        condition.lock()
        defer { condition.unlock() }
        return ended
    }

    /// How many connections wait for a request's headers now.
    var waitingCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return waiting.count
    }

    /// A connection started, on `socket` (-1 if unknown): it waits for its first request's headers.
    func started(_ connection: OpaquePointer, socket: Int32) {
        condition.lock()
        defer { condition.unlock() }
        if socket >= 0 { sockets[connection] = socket }
        wait(connection)
    }

    /// A request's headers are all in on `connection`: it no longer waits.
    func headersArrived(_ connection: OpaquePointer) {
        condition.lock()
        waiting[connection] = nil
        condition.unlock()
    }

    /// A request on `connection` has been answered: it waits for the next one's headers, if it
    /// stays open.
    func answered(_ connection: OpaquePointer) {
        condition.lock()
        defer { condition.unlock() }
        guard sockets[connection] != nil else { return }
        wait(connection)
    }

    /// `connection` ended: its socket is libmicrohttpd's to close.
    func ended(_ connection: OpaquePointer) {
        condition.lock()
        sockets[connection] = nil
        waiting[connection] = nil
        condition.unlock()
    }

    /// The monotonic clock, in seconds.
    private static var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Sets `connection`'s deadline, and ends the connection that has waited longest if that
    /// makes too many wait. Call it holding the lock.
    private func wait(_ connection: OpaquePointer) {
        waiting[connection] = Self.now + seconds
        if waiting.count > waitingLimit, let longest = waiting.min(by: { $0.value < $1.value })?.key {
            end(longest)
            ended.forRoom += 1
        }
        condition.broadcast()
    }

    /// Ends a waiting connection: it no longer waits, and its socket is shut down. Call it holding the lock.
    private func end(_ connection: OpaquePointer) {
        waiting[connection] = nil
        if let socket = sockets[connection] { _ = shutdown(socket, Int32(SHUT_RDWR)) }
    }

    /// The watching thread: ends each connection still waiting at its deadline, until stopped.
    private func endLateConnections() {
        condition.lock()
        defer { condition.unlock() }
        while !stopping {
            let now = Self.now
            for (connection, deadline) in waiting where deadline <= now {
                end(connection)
                ended.late += 1
            }
            // Woken by a new deadline, or at the earliest one.
            let next = waiting.values.min().map { $0 - now } ?? 3600
            _ = condition.wait(until: Date(timeIntervalSinceNow: max(next, 0.001)))
        }
    }
}
