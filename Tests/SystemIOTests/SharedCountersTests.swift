import Foundation
import SystemIO
import Testing

/// Counters that every forked process adds to and reads.
@Suite("Shared counters")
struct SharedCountersTests {
    @Test func countersStartAtZeroAndAddUp() {
        let counters = SharedCounters(count: 2)
        #expect(counters[0] == 0)
        #expect(counters.add(5, to: 1) == 5)
        #expect(counters.add(-2, to: 1) == 3)
        #expect(counters[1] == 3)
        #expect(counters[0] == 0)
        // Past the last counter: nothing is added, nothing read.
        #expect(counters.add(5, to: 2) == 0)
        #expect(counters[2] == 0)
    }

    @Test func whatForkedProcessesAddIsSeenByTheirParent() async {
        await #expect(processExitsWith: .success) {
            alarm(60)
            let counters = SharedCounters(count: 2)
            counters.add(100, to: 1)
            var children: [pid_t] = []
            for number in 1...3 {
                let pid = SystemCall.fork()
                if pid == 0 {
                    // Only calls a forked process of a process with other threads may make.
                    for _ in 0..<1_000 { counters.add(1, to: 0) }
                    counters.add(Int64(number), to: 1)
                    _exit(0)
                }
                try #require(pid > 0)
                children.append(pid)
            }
            for _ in 0..<1_000 { counters.add(1, to: 0) }
            for child in children { #expect(wait(for: child) == .exited(0)) }
            #expect(counters[0] == 4_000)
            #expect(counters[1] == 106)
        }
    }

    @Test func countersAreUnmappedWhenTheyGo() async {
        await #expect(processExitsWith: .success) {
            // One line of /proc/self/maps a mapping; each counters' mapping is one of its own.
            func mappings() -> Int {
                let maps = open("/proc/self/maps", O_RDONLY | O_CLOEXEC)
                defer { close(maps) }
                return SystemCall.readAll(maps).count(where: { $0 == UInt8(ascii: "\n") })
            }
            let before = mappings()
            for _ in 0..<1_000 {
                let counters = SharedCounters(count: 2)
                counters.add(1, to: 0)
            }
            let after = mappings()
            #expect(after - before < 100, "\(after - before) mappings more")
        }
    }
}
