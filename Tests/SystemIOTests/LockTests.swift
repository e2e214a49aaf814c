import Foundation
import SystemIO
import Testing

/// The lock and the condition that stand in for Foundation's `NSLock` and `NSCondition`.
@Suite("Locks")
struct LockTests {
    @Test func aLockKeepsThreadsApart() async {
        let lock = Lock()
        nonisolated(unsafe) var total = 0
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<10_000 { lock.withLock { total += 1 } }
                }
            }
        }
        #expect(lock.withLock { total } == 80_000)
    }

    @Test func aConditionWaitsUntilItsDeadlineOrAnAnnouncement() throws {
        let condition = Condition()
        condition.lock()
        let start = Date()
        #expect(!condition.wait(until: start.addingTimeInterval(0.05)))
        #expect(Date().timeIntervalSince(start) >= 0.04)
        // A deadline already past: no wait.
        #expect(!condition.wait(until: start))
        condition.unlock()

        nonisolated(unsafe) var announced = false
        let thread = try #require(
            BackgroundThread {
                usleep(20_000)
                condition.lock()
                announced = true
                condition.broadcast()
                condition.unlock()
            })
        condition.lock()
        let deadline = Date().addingTimeInterval(10)
        while !announced, condition.wait(until: deadline) {}
        #expect(announced)
        #expect(Date() < deadline)
        condition.unlock()
        thread.wait()
    }

    @Test func theMonotonicClockGoesForward() {
        let first = SystemCall.monotonicNanoseconds()
        usleep(2_000)
        let second = SystemCall.monotonicNanoseconds()
        #expect(second >= first + 1_000_000)
    }
}
