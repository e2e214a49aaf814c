import Foundation
import SystemIO
import Testing

/// A drawing process just forked is let run on every CPU its parent may but the parent's own,
/// so that it starts beside its parent instead of waiting for the parent's CPU.
@Suite("Where a forked process starts")
struct StartElsewhereTests {
    /// The CPUs a process may run on, from `Cpus_allowed_list` (`0-3,6`) in its status file.
    static func allowedCPUs(of pid: pid_t) -> Set<Int> {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed_list:") })
        else { return [] }
        var cpus: Set<Int> = []
        for range in line.dropFirst("Cpus_allowed_list:".count).split(separator: ",") {
            let bounds = range.split(separator: "-").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard let first = bounds.first, let last = bounds.last, first <= last else { continue }
            cpus.formUnion(first...last)
        }
        return cpus
    }

    @Test func aForkedProcessMayRunOnEveryCPUButItsParents() async {
        await #expect(processExitsWith: .success) {
            alarm(60)
            var ends: [Int32] = [0, 0]
            #expect(pipe(&ends) == 0)
            let before = StartElsewhereTests.allowedCPUs(of: getpid())
            fflush(nil)
            let pid = SystemCall.fork()
            if pid == 0 {
                // Nothing to do but wait for the parent to have moved this process, then end.
                close(ends[1])
                var byte: UInt8 = 0
                _ = read(ends[0], &byte, 1)
                _exit(0)
            }
            #expect(pid > 0)
            close(ends[0])
            SystemCall.startElsewhere(pid)
            let child = StartElsewhereTests.allowedCPUs(of: pid)
            var byte: UInt8 = 1
            _ = write(ends[1], &byte, 1)
            close(ends[1])
            #expect(wait(for: pid) == .exited(0))
            #expect(!before.isEmpty)
            #expect(child.isSubset(of: before))
            // One CPU fewer, the parent's at the time, unless the parent may use only one; the POSIX
            // build has no call to choose, and the set stays the parent's.
            let fewer = SystemCall.usesLinuxCalls && before.count > 1
            #expect(child.count == (fewer ? before.count - 1 : before.count), "\(before) → \(child)")
            // The parent itself may still run everywhere it could.
            #expect(StartElsewhereTests.allowedCPUs(of: getpid()) == before)
        }
    }
}
