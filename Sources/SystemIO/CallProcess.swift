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

/// A process forked while this one has a single thread, which answers each call in a child
/// forked for it: what the call leaves behind (a C library's leaks, its caches) ends with that
/// child, so a program that calls it again and again (the preview, drawing every save) keeps
/// its memory flat.
///
/// It is forked once, before the program starts threads of its own, and itself starts none:
/// every child it forks later is forked from a process with one thread, as ``BlockWorkers``'
/// drawing processes are. It dies with this process (`PR_SET_PDEATHSIG`; in the POSIX build it
/// ends when its request pipe does, which only this process writes to), and its children with
/// it. A call is bytes in, bytes out; the child runs `handler`, which it has as this process
/// had it when the call process was forked.
public final class CallProcess: @unchecked Sendable {
    private let pid: pid_t
    private let requests: Int32
    private let replies: Int32
    private let lock = Lock()

    /// Forks the call process, if this process has one thread.
    /// - Parameters:
    ///   - prepare: Run once in the call process, before it answers: what every child then
    ///     starts with (a library loaded, its fonts).
    ///   - handler: Run in a child of its own for each call, with the call's bytes; returns the answer.
    /// - Returns: nil when this process has other threads (a fork would copy their locks as they
    ///   are), or the fork fails.
    public init?(prepare: () -> Void = {}, handler: ([UInt8]) -> [UInt8]) {
        guard BlockWorkers.threadCount() == 1 else { return nil }
        var down: [Int32] = [0, 0]
        var up: [Int32] = [0, 0]
        guard pipe(&down) == 0 else { return nil }
        guard pipe(&up) == 0 else {
            close(down[0])
            close(down[1])
            return nil
        }
        fflush(nil)
        let parent = getpid()
        let pid = SystemCall.fork()
        if pid == 0 {
            Interruption.becomeChild(of: parent)
            close(down[1])
            close(up[0])
            prepare()
            Self.serve(requests: down[0], replies: up[1], handler: handler)
            _exit(0)
        }
        close(down[0])
        close(up[1])
        guard pid > 0 else {
            close(down[1])
            close(up[0])
            return nil
        }
        self.pid = pid
        requests = down[1]
        replies = up[0]
    }

    /// The call process's id.
    public var processID: Int32 { pid }

    /// Answers `request` in a child of the call process.
    /// - Returns: The child's answer; nil when the child ended without one (a crash) or the call
    ///   process is gone.
    public func call(_ request: [UInt8]) -> [UInt8]? {
        lock.withLock {
            guard Self.writeFrame(request, to: requests), let answer = Self.readFrame(from: replies),
                let first = answer.first
            else { return nil }
            return first == 1 ? Array(answer.dropFirst()) : nil
        }
    }

    deinit {
        close(requests)
        close(replies)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    }

    /// The call process's loop: for each request, a child that answers it; the answer goes up
    /// marked 1, or a lone 0 when the child ended without one. Ends when this process closes its end.
    private static func serve(requests: Int32, replies: Int32, handler: ([UInt8]) -> [UInt8]) {
        let me = getpid()
        while let request = readFrame(from: requests) {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else {
                guard writeFrame([0], to: replies) else { return }
                continue
            }
            // What the preparation started (a library's own threads) has ended before each fork.
            _ = BlockWorkers.settlesToOneThread(within: 1)
            let child = SystemCall.fork()
            if child == 0 {
                Interruption.becomeChild(of: me)
                close(ends[0])
                close(requests)
                close(replies)
                let answer = handler(request)
                _ = writeFrame(answer, to: ends[1])
                close(ends[1])
                _exit(0)
            }
            close(ends[1])
            let answer = child > 0 ? readFrame(from: ends[0]) : nil
            close(ends[0])
            var status: Int32 = 0
            if child > 0 { while waitpid(child, &status, 0) < 0, errno == EINTR {} }
            guard writeFrame(answer.map { [1] + $0 } ?? [0], to: replies) else { return }
        }
    }

    /// Writes a frame: its length as 8 bytes, then its bytes.
    private static func writeFrame(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var length = UInt64(bytes.count).littleEndian
        let header = withUnsafeBytes(of: &length) { Data($0) }
        do {
            try SystemCall.writeAll(header + Data(bytes), to: descriptor)
            return true
        } catch {
            return false
        }
    }

    /// The longest frame read: 1 GiB, above a block's frames at the output budget (80 MB of SVG),
    /// so that a length a crashed child left half-written never asks for more memory than that.
    static let frameLimit: UInt64 = 1 << 30

    /// Reads a frame ``writeFrame(_:to:)`` wrote; nil at the end of the pipe, on a short read, or
    /// for a length over ``frameLimit``.
    private static func readFrame(from descriptor: Int32) -> [UInt8]? {
        guard let header = readExactly(8, from: descriptor) else { return nil }
        let length = header.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        guard length <= frameLimit else { return nil }
        return readExactly(Int(length), from: descriptor)
    }

    private static func readExactly(_ count: Int, from descriptor: Int32) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + offset, count - offset) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { return nil }
            offset += got
        }
        return bytes
    }
}
