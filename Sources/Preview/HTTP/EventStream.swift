import SystemIO

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Server-Sent Events for every open page: each event announced goes to every subscriber from
/// then on; a subscriber waits for the next one on a connection's own thread.
public final class EventStream: @unchecked Sendable {
    /// How long a subscriber waits before it sends a comment line to keep its connection alive.
    static let keepAliveSeconds = 10.0
    private let condition = Condition()
    /// The events announced so far, numbered from 1; only the latest few are kept.
    private var recent: [(number: Int, text: String)] = []
    private var announced = 0
    private var closed = false

    public init() {}

    /// Sends an event of type `name` with `data` (one line) to every subscriber.
    public func announce(_ name: String, data: String) {
        condition.lock()
        announced += 1
        recent.append((announced, "event: \(name)\ndata: \(data)\n\n"))
        if recent.count > 64 { recent.removeFirst(recent.count - 64) }
        condition.broadcast()
        condition.unlock()
    }

    /// Ends every subscription: their connections end.
    public func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// A new subscriber, which sees the events announced after this call.
    func subscribe() -> Subscription {
        condition.lock()
        defer { condition.unlock() }
        return Subscription(stream: self, seen: announced)
    }

    /// One connection's place in the stream.
    final class Subscription: @unchecked Sendable {
        private let stream: EventStream
        private var seen: Int
        /// Bytes of an event not yet sent, and first of all the opening comment.
        private var pending = Data(": triggergraph preview\nretry: 500\n\n".utf8)

        init(stream: EventStream, seen: Int) {
            self.stream = stream
            self.seen = seen
        }

        /// The next bytes to send, at most `limit`: waits for an event (or sends a keep-alive comment
        /// after a while); nil once the stream is closed.
        func next(limit: Int) -> Data? {
            if pending.isEmpty, let text = stream.wait(after: &seen) { pending = Data(text.utf8) }
            guard !pending.isEmpty else { return nil }
            let chunk = pending.prefix(limit)
            pending.removeFirst(chunk.count)
            return Data(chunk)
        }
    }

    /// Waits for the events after number `seen`, and moves `seen` past them; a keep-alive comment
    /// when none comes in a while, nil once the stream is closed.
    private func wait(after seen: inout Int) -> String? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(Self.keepAliveSeconds)
        while !closed, announced <= seen {
            if !condition.wait(until: deadline) { break }
        }
        if closed { return nil }
        guard announced > seen else { return ": keep-alive\n\n" }
        let texts = recent.filter { $0.number > seen }.map(\.text)
        seen = announced
        return texts.joined()
    }
}
