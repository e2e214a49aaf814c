import CSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// SIGINT and SIGTERM during a run that writes: the handlers (C, async-signal-safe) note the
/// signal and kill the drawing processes at once; the run stops at its next write or block, rolls
/// back what it staged, and exits 130 or 143. A run that reaches no such point within
/// `patience` seconds exits then, leaving its staged files to the next run on the folder.
public enum Interruption {
    /// Seconds between the signal and the last-resort exit.
    static let patience: UInt32 = 1

    /// Installs the handlers, for the whole process: the program's choice (the command line makes
    /// it), never a library's. Calling it again changes nothing. The corresponding C functions
    /// are `sigaction` and `pthread_sigmask`.
    public static func install() {
        tg_interruption_install(patience)
    }

    /// The signal received, or nil.
    public static var signal: Int32? {
        let received = tg_interruption_signal()
        return received == 0 ? nil : received
    }

    /// Throws `OutputError.interrupted` once a signal has come.
    public static func check() throws(OutputError) {
        if let signal { throw .interrupted(signal: signal) }
    }

    /// A drawing process to kill should a signal come.
    public static func add(child: pid_t) {
        tg_interruption_add_child(child)
    }

    /// Forgets the drawing processes: they have ended.
    public static func clearChildren() {
        tg_interruption_clear_children()
    }

    /// In a process just forked from `parent`: the default handlers back, and death with the parent.
    /// The corresponding C functions are `sigaction`, and `prctl` with `PR_SET_PDEATHSIG`; in the
    /// POSIX build, a thread that reads `lifeline` (the read end of a pipe whose write end only the
    /// parent holds, `Lifeline`) and kills the process when the read ends.
    public static func becomeChild(of parent: pid_t, lifeline: Int32 = -1) {
        tg_interruption_child(parent, lifeline)
    }

    /// For a command that runs until stopped: SIGINT and SIGTERM write a byte to `descriptor`
    /// (a pipe's end the command polls; -1 for none) instead of stopping a run; SIGPIPE is ignored.
    /// Only ``InterruptionPipe`` calls it. The corresponding C functions are `sigaction` and
    /// `pthread_sigmask`.
    static func notify(descriptor: Int32) {
        tg_interruption_notify(descriptor)
    }
}
