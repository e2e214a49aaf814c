#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The POSIX build's way for a drawing process to end with the process that forked it, where
/// Linux has `prctl(PR_SET_PDEATHSIG)`: a pipe whose write end only the parent holds (closed in
/// every child, and on `exec`), and on which nothing is ever written. A child's thread reads the
/// other end (``Interruption/becomeChild(of:lifeline:)``): the read ends when the parent ends,
/// however it ends (a crash, SIGKILL), and the child is killed. Nil on Linux, and when no pipe can be had.
struct Lifeline {
    private let ends: (read: Int32, write: Int32)

    /// A new pipe, both ends closed on `exec`. The corresponding C functions are `pipe` and `fcntl`.
    init?() {
        guard !SystemCall.usesLinuxCalls else { return nil }
        var pair: [Int32] = [0, 0]
        guard pipe(&pair) == 0 else { return nil }
        for end in pair { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        ends = (pair[0], pair[1])
    }

    /// In a child just forked: closes its copy of the write end; the read end, to watch.
    func childEnd() -> Int32 {
        close(ends.write)
        return ends.read
    }

    /// In the parent, once every child has ended: closes both ends.
    func end() {
        close(ends.read)
        close(ends.write)
    }
}
