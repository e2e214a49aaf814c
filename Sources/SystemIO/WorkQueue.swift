import CSystem

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

/// Block positions in a pipe, taken one at a time by every process that inherited its read end:
/// each `read` of one 4-byte record is atomic, so no two processes take the same block, and
/// whichever process is free takes the next.
public final class WorkQueue {
    private let descriptor: Int32

    /// Writes every position into a new pipe and closes its write end, so that a read finds the
    /// next position or, once all are taken, the end. Nil when the pipe cannot hold them all.
    /// The corresponding C functions are `pipe`, `fcntl` with `F_SETPIPE_SZ` (Linux only: the POSIX
    /// build keeps the system's capacity), `fcntl` with `O_NONBLOCK`, and `write`.
    public init?(_ positions: [Int]) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        var records = positions.map { UInt32(truncatingIfNeeded: $0) }
        let size = records.count * MemoryLayout<UInt32>.size
        // A pipe holds 64 KB on Linux unless asked for more (16 KB to start with on macOS); writing
        // more than it holds would block, so the write end does not block: what does not fit makes
        // the queue nil. Without F_SETPIPE_SZ (a size over the system's limit, or the POSIX build)
        // the pipe keeps the system's capacity, and 64 KB is tried.
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        let asked = tg_set_pipe_size(ends[1], Int32(clamping: max(size, 4096)))
        let capacity = asked > 0 ? Int(asked) : 65_536
        let written = capacity >= size ? records.withUnsafeMutableBytes { write(ends[1], $0.baseAddress, size) } : -1
        close(ends[1])
        guard written == size else {
            close(ends[0])
            return nil
        }
        descriptor = ends[0]
    }

    /// The next position, or nil when every one has been taken. The corresponding C function is `read`.
    public func next() -> Int? {
        var record: UInt32 = 0
        while true {
            let count = withUnsafeMutableBytes(of: &record) { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            return count == MemoryLayout<UInt32>.size ? Int(record) : nil
        }
    }

    /// Closes this process's read end. The corresponding C function is `close`.
    public func closeReadEnd() {
        close(descriptor)
    }
}
