import Foundation
import SystemIO
import Testing

/// Block positions in a pipe: each taken once, by whichever process reads first.
@Suite("Work queue")
struct WorkQueueTests {
    /// Every position left in `queue`, in the order taken.
    static func drain(_ queue: WorkQueue) -> [Int] {
        var taken: [Int] = []
        while let position = queue.next() { taken.append(position) }
        return taken
    }

    @Test func positionsComeInTheOrderGivenAndThenNoMore() throws {
        let queue = try #require(WorkQueue([7, 0, 3, 1_000_000]))
        #expect(Self.drain(queue) == [7, 0, 3, 1_000_000])
        #expect(queue.next() == nil)
        queue.closeReadEnd()
        #expect(Self.drain(try #require(WorkQueue([]))) == [])
    }

    @Test func aQueueLargerThanAPipeHoldsByDefaultKeepsEveryPositionOrIsNone() throws {
        // 160 KB of records: more than the 64 KB a pipe holds unless asked for more (F_SETPIPE_SZ,
        // Linux's); the POSIX build cannot ask, and has no queue rather than one that blocks.
        let positions = Array((0..<40_000).reversed())
        guard SystemCall.usesLinuxCalls else {
            #expect(WorkQueue(positions) == nil)
            return
        }
        let queue = try #require(WorkQueue(positions))
        #expect(Self.drain(queue) == positions)
    }

    /// The records a process wrote to `descriptor`, to its end.
    static func records(_ descriptor: Int32) -> [Int] {
        let data = SystemCall.readAll(descriptor)
        return stride(from: 0, to: data.count - 3, by: 4).map { offset in
            Int(data[offset..<offset + 4].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) })
        }
    }

    @Test func eachPositionIsTakenOnceAcrossForkedProcesses() async {
        await #expect(processExitsWith: .success) {
            alarm(60)
            let count = 3_000
            let queue = try #require(WorkQueue(Array(0..<count)))
            // Each forked process waits, once it has taken a position, until this one closes `start`.
            var start: [Int32] = [0, 0]
            try #require(pipe(&start) == 0)
            var children: [(pid: pid_t, records: Int32)] = []
            for _ in 0..<3 {
                var ends: [Int32] = [0, 0]
                try #require(pipe(&ends) == 0)
                let parent = getpid()
                let pid = SystemCall.fork()
                if pid == 0 {
                    // Only calls a forked process of a process with other threads may make.
                    Interruption.becomeChild(of: parent)
                    close(start[1])
                    close(ends[0])
                    var first = true
                    while let position = queue.next() {
                        var record = UInt32(position)
                        _ = withUnsafeBytes(of: &record) { write(ends[1], $0.baseAddress, 4) }
                        if first {
                            first = false
                            var byte: UInt8 = 0
                            _ = read(start[0], &byte, 1)
                        }
                    }
                    _exit(0)
                }
                close(ends[1])
                try #require(pid > 0)
                children.append((pid, ends[0]))
            }
            close(start[0])
            var taken: [[Int]] = []
            for child in children {
                var record: UInt32 = 0
                let count = withUnsafeMutableBytes(of: &record) { read(child.records, $0.baseAddress, 4) }
                #expect(count == 4)
                taken.append([Int(record)])
            }
            close(start[1])
            let own = WorkQueueTests.drain(queue)
            for (index, child) in children.enumerated() {
                taken[index] += WorkQueueTests.records(child.records)
                close(child.records)
                #expect(wait(for: child.pid) == .exited(0))
            }
            let all = (taken + [own]).flatMap { $0 }
            #expect(all.count == count, "a position was taken twice, or lost")
            #expect(all.sorted() == Array(0..<count))
        }
    }
}
