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

/// A failed system call: its `errno`, read as text only when a message needs it.
public struct SystemCallError: Error, Equatable, Sendable {
    /// The `errno` value the call failed with.
    public let code: Int32

    /// Creates an error from an `errno` value.
    public init(code: Int32) { self.code = code }

    /// The current `errno`.
    public static var last: SystemCallError { SystemCallError(code: errno) }

    /// The system's words for the error, such as `No space left on device`.
    /// The corresponding C function is `strerror`.
    public var reason: String { String(cString: strerror(code)) }
}

/// The few POSIX calls the command line writes with, each with its failure as a thrown error.
public enum SystemCall {
    /// The descriptors every process starts with: standard input, output and error.
    public static let standardInput = STDIN_FILENO, standardOutput = STDOUT_FILENO, standardError = STDERR_FILENO

    /// Whether `descriptor` is a terminal. The corresponding C function is `isatty`.
    public static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// Writes every byte to a file descriptor, going on after short writes and interruptions.
    /// The corresponding C function is `write`.
    /// - Throws: `SystemCallError` with the `errno` of the failed `write`.
    public static func writeAll(_ data: Data, to descriptor: Int32) throws(SystemCallError) {
        var failure: SystemCallError?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = .last
                    return
                }
                if written == 0 {
                    failure = SystemCallError(code: EIO)
                    return
                }
                offset += written
            }
        }
        if let failure { throw failure }
    }
}

extension SystemCall {
    /// Reads a file descriptor to its end; what was read before an error.
    /// The corresponding C function is `read`.
    public static func readAll(_ descriptor: Int32) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return data }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Nanoseconds on the monotonic clock, which no change of the date moves.
    /// The corresponding C function is `clock_gettime` with `CLOCK_MONOTONIC`.
    public static func monotonicNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    /// Starts a process that is a copy of this one: the child gets 0, the parent the child's
    /// process id, or -1. Only a process whose one thread is the caller forks (``BlockWorkers``).
    /// The corresponding C function is `fork` (which Swift's Glibc module marks unavailable).
    public static func fork() -> pid_t { tg_fork() }

    /// Lets the process `child`, just forked, run on every CPU this one may but the one this runs
    /// on, so that it starts at once beside this process rather than after this one's time slice
    /// (0.3-5 ms on a 2-CPU virtual machine, where a new process starts on its parent's CPU). It
    /// keeps that set for its life; nothing changes when there is no other CPU.
    /// The corresponding C function is `sched_setaffinity`, through `tg_start_elsewhere`; the
    /// POSIX build (`TG_PORTABLE`, and any system but Linux) does nothing here.
    public static func startElsewhere(_ child: pid_t) { tg_start_elsewhere(child) }

    /// Commits the file system holding `descriptor` to disk: every file a run wrote, in one call.
    /// The corresponding C function is `syncfs`; it returns 0, or -1 with `errno` set. The POSIX
    /// build has no such call: there it is `fsync` of `descriptor` alone (a folder: its names),
    /// and a run syncs each file and folder it staged first (`StagedOutput.syncStaged`).
    public static func syncFileSystem(_ descriptor: Int32) -> Int32 {
        #if os(Linux) && !TG_PORTABLE
            tg_syncfs(descriptor)
        #else
            fsync(descriptor)
        #endif
    }

    /// Whether this build calls Linux's own calls (`syncfs`, `renameat2`, `prctl`,
    /// `sched_setaffinity`, `F_SETPIPE_SZ`, inotify) or their POSIX paths: false in the POSIX
    /// build (`make … PORTABLE=1`, compiled with `TG_PORTABLE`) and on any other system.
    public static let usesLinuxCalls: Bool = {
        #if os(Linux) && !TG_PORTABLE
            true
        #else
            false
        #endif
    }()
}
