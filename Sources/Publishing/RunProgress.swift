import SystemIO

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

/// How far a publishing run is: blocks and frames drawn of the run's total, by every drawing
/// process together, and the time since it began.
public struct RunProgress: Sendable, Equatable {
    /// The blocks drawn, and how many the run draws.
    public var blocks: (done: Int, total: Int)
    /// The frames drawn, and how many the run draws.
    public var frames: (done: Int, total: Int)
    /// Seconds since the run began drawing.
    public var elapsed: Double

    /// Whether two reports give the same counts and the same time.
    public static func == (lhs: RunProgress, rhs: RunProgress) -> Bool {
        lhs.blocks == rhs.blocks && lhs.frames == rhs.frames && lhs.elapsed == rhs.elapsed
    }

    /// `render: 3/12 blocks, 40/131 frames, 1.2 s`: how far `command`'s run is, in one line (a
    /// terminal's status line, a log).
    public func statusLine(command: String) -> String {
        let tenths = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
            let count = withVaList([elapsed]) { vsnprintf(buffer.baseAddress!, 64, "%.1f", $0) }  // printf's %.1f
            return count > 0 && count < 64 ? String(cString: buffer.baseAddress!) : "\(elapsed)"
        }
        return "\(command): \(blocks.done)/\(blocks.total) blocks, \(frames.done)/\(frames.total) frames, \(tenths) s"
    }
}

/// What a run's drawing processes count together, and who is told: at most every `interval`
/// seconds in each process, at every block's end, and once more when the run has drawn them all.
final class ProgressCounter: @unchecked Sendable {
    private let counters = SharedCounters(count: 2)
    private let totals: (blocks: Int, frames: Int)
    private let start = SystemCall.monotonicNanoseconds()
    private var lastTold: UInt64 = 0
    private let report: (RunProgress) -> Void
    static let interval: UInt64 = 50_000_000

    init(blocks: Int, frames: Int, report: @escaping (RunProgress) -> Void) {
        totals = (blocks, frames)
        self.report = report
    }

    /// `count` more frames drawn.
    func framesDrawn(_ count: Int) {
        counters.add(Int64(count), to: 1)
        tell(force: false)
    }

    /// One more block drawn whole.
    func blockDrawn() {
        counters.add(1, to: 0)
        tell(force: true)
    }

    /// Every block drawn: told once more, whatever the interval, with the counts as they end.
    func finish() {
        tell(force: true)
    }

    private func tell(force: Bool) {
        let now = SystemCall.monotonicNanoseconds()
        guard force || now - lastTold >= Self.interval else { return }
        lastTold = now
        report(
            RunProgress(
                blocks: (Int(counters[0]), totals.blocks), frames: (Int(counters[1]), totals.frames),
                elapsed: Double(now - start) / 1e9))
    }
}
