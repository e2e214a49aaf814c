import Foundation
import SystemIO

/// Runs `body` in a process forked from this one, whose one thread is the caller's, as the
/// tool's own process is when it draws; returns what `body` returned and how the process ended.
///
/// Called only inside an exit test (`#expect(processExitsWith:)`), a process of its own where no
/// other test runs: the test runner's process has threads that may hold a lock at the fork, which
/// the forked process would then wait for forever. The forked process dies with its parent.
func inForkedProcess(_ body: () -> Data) -> (data: Data, ending: Ending) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return (Data(), .unknown) }
    // Nothing buffered may be written twice: once by this process and once by the other.
    fflush(nil)
    let parent = getpid()
    let pid = SystemCall.fork()
    if pid == 0 {
        Interruption.becomeChild(of: parent)
        close(ends[0])
        do {
            try SystemCall.writeAll(body(), to: ends[1])
            _exit(0)
        } catch {
            _exit(1)
        }
    }
    close(ends[1])
    guard pid > 0 else {
        close(ends[0])
        return (Data(), .unknown)
    }
    let data = SystemCall.readAll(ends[0])
    close(ends[0])
    return (data, wait(for: pid))
}
