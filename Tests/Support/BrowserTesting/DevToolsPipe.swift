import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The Chrome DevTools Protocol over the pipes of `--remote-debugging-pipe`: JSON messages, each
/// ended by a NUL byte, written to the browser's fd 3 and read from its fd 4.
///
/// Synchronous, for one thread at a time (``Browser``'s queue): a call blocks until its answer
/// comes, and every read gives up at ``deadline``.
final class DevToolsPipe {
    typealias Message = [String: Any]

    /// Our end of the browser's fd 3.
    private let input: Int32
    /// Our end of the browser's fd 4.
    private let output: Int32
    /// Bytes read and not yet taken as messages.
    private var buffer: [UInt8] = []
    private var lastID = 0
    /// Events read while waiting for something else, oldest first.
    private var events: [Message] = []
    /// When every read gives up (``Chromium/hangLimit`` after a page load starts).
    var deadline = Date.distantFuture

    /// Takes ownership of both descriptors.
    init(writingTo input: Int32, readingFrom output: Int32) {
        self.input = input
        self.output = output
    }

    deinit {
        close(input)
        close(output)
    }

    /// Sends a command and waits for its answer.
    /// - Parameters:
    ///   - method: The command, such as `Page.navigate`.
    ///   - parameters: Its parameters.
    ///   - session: The page's session (`Target.attachToTarget` with `flatten`); the browser's when nil.
    /// - Returns: The answer's `result`.
    /// - Throws: `Chromium.Failure` when the browser answers with an error, closes the pipe or
    ///   does not answer before ``deadline``.
    @discardableResult
    func call(_ method: String, _ parameters: Message = [:], session: String? = nil) throws -> Message {
        lastID += 1
        let id = lastID
        var command: Message = ["id": id, "method": method, "params": parameters]
        if let session { command["sessionId"] = session }
        try write(JSONSerialization.data(withJSONObject: command) + [0])
        while true {
            let message = try read(waitingFor: method)
            guard message["id"] as? Int == id else {
                if message["method"] != nil { events.append(message) }
                continue
            }
            if let error = message["error"] as? Message {
                throw Chromium.Failure(description: "chromium refused \(method): \(error["message"] ?? error)")
            }
            return message["result"] as? Message ?? [:]
        }
    }

    /// Waits for an event of a session, or takes it from the events already read.
    /// - Returns: The event's `params`.
    /// - Throws: `Chromium.Failure` when the pipe closes or ``deadline`` passes first.
    @discardableResult
    func wait(for method: String, session: String) throws -> Message {
        let matches = { (message: Message) in
            message["method"] as? String == method && message["sessionId"] as? String == session
        }
        if let index = events.firstIndex(where: matches) {
            return events.remove(at: index)["params"] as? Message ?? [:]
        }
        while true {
            let message = try read(waitingFor: method)
            if matches(message) { return message["params"] as? Message ?? [:] }
            if message["method"] != nil { events.append(message) }
        }
    }

    /// Forgets the events read so far: those of pages already closed.
    func forgetEvents() {
        events.removeAll()
    }

    private func write(_ data: Data) throws {
        var bytes = [UInt8](data)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(input, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw Chromium.Failure(description: "chromium's DevTools pipe is closed") }
            bytes = bytes.dropFirst(written)
        }
    }

    /// The next whole message, reading more when the buffer holds none.
    private func read(waitingFor what: String) throws -> Message {
        var searched = 0
        while true {
            if let end = buffer[searched...].firstIndex(of: 0) {
                let text = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                if let message = try? JSONSerialization.jsonObject(with: text) as? Message { return message }
                throw Chromium.Failure(description: "chromium sent a message that is not a JSON object")
            }
            searched = buffer.count
            try fill(waitingFor: what)
        }
    }

    /// Reads what the browser has written, waiting until ``deadline`` at most.
    private func fill(waitingFor what: String) throws {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else {
                throw Chromium.Failure(
                    description: "chromium did not finish within \(Int(Chromium.hangLimit)) s (waiting for \(what))")
            }
            var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(min(remaining, 1) * 1000))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { continue }
            let count = chunk.withUnsafeMutableBytes { Glibc.read(output, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else {
                throw Chromium.Failure(description: "chromium closed its DevTools pipe (waiting for \(what))")
            }
            buffer += chunk[..<count]
            return
        }
    }
}
