import Foundation
import SystemIO
import Testing

/// SIGINT and SIGTERM: noted, with a run's drawing processes killed and a last resort armed, or
/// written to a pipe for a command that runs until stopped. Handlers are the whole process's, and
/// a signal stays noted, so each test sends its signals to an exit test's process of its own.
@Suite("Interruption")
struct InterruptionTests {
    /// Starts a process that waits for a signal, to be killed with the run; its process id.
    static func waitingChild() -> pid_t {
        let parent = getpid()
        let pid = SystemCall.fork()
        if pid == 0 {
            Interruption.becomeChild(of: parent)
            while true { pause() }
        }
        return pid
    }

    @Test func aSignalKillsTheRunsProcessesAndTheRunEndsWithinItsPatience() async {
        await #expect(processExitsWith: .exitCode(128 + SIGTERM)) {
            Interruption.install()
            #expect(Interruption.signal == nil)
            let before = InterruptionTests.waitingChild()
            try #require(before > 0)
            Interruption.add(child: before)
            raise(SIGTERM)
            #expect(Interruption.signal == SIGTERM)
            #expect(throws: OutputError.interrupted(signal: SIGTERM)) { try Interruption.check() }
            #expect(wait(for: before) == .killed(SIGKILL))
            // A process noted after the signal is killed at once.
            let after = InterruptionTests.waitingChild()
            try #require(after > 0)
            Interruption.add(child: after)
            #expect(wait(for: after) == .killed(SIGKILL))
            // The run reaches no point where it stops: the last resort ends it a second later.
            sleep(10)
            Issue.record("still running 10 s after the signal")
        }
    }

    @Test func aSecondSignalEndsTheRunAtOnce() async {
        await #expect(processExitsWith: .exitCode(128 + SIGINT)) {
            Interruption.install()
            raise(SIGTERM)
            #expect(Interruption.signal == SIGTERM)
            raise(SIGINT)
            Issue.record("still running after the second signal")
        }
    }

    @Test func aPipeIsWrittenToInsteadOfStoppingTheCommand() async {
        await #expect(processExitsWith: .exitCode(128 + SIGINT)) {
            let stop = try InterruptionPipe()
            var waiting = pollfd(fd: stop.descriptor, events: Int16(POLLIN), revents: 0)
            #expect(poll(&waiting, 1, 0) == 0, "readable before any signal")
            raise(SIGINT)
            #expect(poll(&waiting, 1, 1_000) == 1)
            var byte: UInt8 = 0
            #expect(read(stop.descriptor, &byte, 1) == 1)
            #expect(Interruption.signal == SIGINT)
            // The command goes on, and SIGPIPE no longer ends it: a write nobody reads fails instead.
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            close(ends[0])
            let written = write(ends[1], &byte, 1)
            let code = errno
            #expect(written == -1)
            #expect(code == EPIPE)
            // Both ends are closed on exec.
            #expect(fcntl(stop.descriptor, F_GETFD) & FD_CLOEXEC != 0)
            raise(SIGINT)
            Issue.record("still running after the second signal")
        }
    }

    @Test func aSignalAfterThePipeIsGoneWritesIntoNoFileGivenItsNumbers() async {
        await #expect(processExitsWith: .success) {
            var gone: Int32 = -1
            do {
                let stop = try InterruptionPipe()
                gone = stop.descriptor
            }
            // New descriptors take the lowest free numbers: the pipe's, among others.
            var pipes: [[Int32]] = []
            for _ in 0..<4 {
                var ends: [Int32] = [0, 0]
                try #require(pipe(&ends) == 0)
                pipes.append(ends)
            }
            try #require(pipes.joined().contains(gone))
            raise(SIGINT)
            #expect(Interruption.signal == SIGINT)
            for ends in pipes {
                var waiting = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
                #expect(poll(&waiting, 1, 0) == 0, "the signal wrote into a pipe made after the old one went")
            }
        }
    }
}
