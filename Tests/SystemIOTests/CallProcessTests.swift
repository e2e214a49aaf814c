import Foundation
import SystemIO
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What a call leaves behind in this process's memory: a call process's child adds to its own copy.
nonisolated(unsafe) private var leftBehind: [UInt8] = []

/// A call process answers each call in a child of its own: what a call leaves behind ends with it,
/// a child that crashes costs only its call, and the call process ends with its parent.
@Suite("A call process")
struct CallProcessTests {
    @Test func eachCallIsAnsweredInAChildOfItsOwnAndACrashCostsOnlyItsCall() async {
        await #expect(processExitsWith: .success) {
            let (data, ending) = inForkedProcess {
                // Forked while this process has one thread; a byte 0 crashes the child.
                guard
                    let calls = CallProcess(handler: { request in
                        if request == [0] { abort() }
                        leftBehind += request
                        var pid = Int32(getpid())
                        return [UInt8](withUnsafeBytes(of: &pid) { Data($0) }) + leftBehind
                    })
                else { return Data("no call process".utf8) }
                let first = calls.call([1, 2])
                let crashed = calls.call([0])
                let second = calls.call([3])
                let pids = [first, second].compactMap { $0 }.map { Array($0.prefix(4)) }
                let words = [
                    "first \(first.map { Array($0.dropFirst(4)) } ?? [])",
                    "crashed \(crashed == nil)",
                    "second \(second.map { Array($0.dropFirst(4)) } ?? [])",
                    "children \(Set(pids).count)",
                    "here \(leftBehind)",
                ]
                return Data(words.joined(separator: "; ").utf8)
            }
            #expect(ending == .exited(0))
            #expect(
                String(decoding: data, as: UTF8.self)
                    == "first [1, 2]; crashed true; second [3]; children 2; here []")
        }
    }

    @Test func aProcessWithOtherThreadsForksNoCallProcess() {
        // The test runner's process has threads of its own: a fork would copy their locks.
        #expect(BlockWorkers.threadCount() > 1)
        #expect(CallProcess(handler: { $0 }) == nil)
    }
}
