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

/// For a command that runs until it is stopped: a pipe that SIGINT and SIGTERM write a byte to
/// (`Interruption.notify(descriptor:)`) instead of stopping the process; the command polls
/// ``descriptor`` and ends in its own time. When it goes, the handlers are told to write nowhere,
/// then both ends are closed: a later signal is noted and writes to no file that reuses the number.
public final class InterruptionPipe {
    /// The end to poll: readable once SIGINT or SIGTERM has come.
    public let descriptor: Int32
    private let writeEnd: Int32

    /// Makes the pipe, closed on `exec`, and has SIGINT and SIGTERM write to it; SIGPIPE is then
    /// ignored. The corresponding C functions are `pipe` and `fcntl`.
    /// - Throws: `SystemCallError` from `pipe(2)`.
    public init() throws(SystemCallError) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw .last }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        descriptor = ends[0]
        writeEnd = ends[1]
        Interruption.notify(descriptor: writeEnd)
    }

    deinit {
        Interruption.notify(descriptor: -1)
        close(descriptor)
        close(writeEnd)
    }
}
