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

/// Draws a run's blocks on every core. libgvc is not thread-safe, so the other cores get
/// processes, forked from this one: each takes the next block from a queue they share, draws it
/// whole (layout, every frame, format and theme, the animations) into the run's staged folders,
/// and in the end reports what it wrote. A block is drawn the same whichever process draws it:
/// the files are byte-identical to a run on one core.
public enum BlockWorkers {
    /// The fewest frames a run draws in more than one process: forking and a second process's
    /// memory cost about what drawing a few frames does.
    public static let fewestFramesToShare = 16

    /// Which blocks this process draws itself, which go through the shared queue, and how many
    /// processes draw.
    public struct Schedule: Equatable, Sendable {
        /// Blocks only this process may draw (a page preview shows them), in plan order.
        public var kept: [Int]
        /// The other blocks, the costliest first, so that the last ones taken are short.
        public var queued: [Int]
        /// How many processes draw, this one included.
        public var processes: Int
    }

    /// Blocks ordered for the queue: the kept ones aside in plan order, the others costliest
    /// first (longest processing time first), ties in plan order. Each queued block's cost is
    /// asked for once.
    public static func schedule(_ positions: [Int], keeping kept: Set<Int>, cost: (Int) -> Int, processes: Int)
        -> Schedule
    {
        let queued = positions.filter { !kept.contains($0) }.map { (position: $0, cost: cost($0)) }
            .sorted { ($0.cost, $1.position) > ($1.cost, $0.position) }.map(\.position)
        return Schedule(
            kept: positions.filter { kept.contains($0) }, queued: queued,
            processes: max(1, min(processes, queued.count + (kept.isEmpty ? 0 : 1))))
    }

    /// What a process reports: each block's result, or the first error in plan order it met, and
    /// what it staged outside the run's staged folders (single files, as a partial run writes them).
    private struct Report<Result: WireCodable, Failure: WorkerFailure> {
        var results: [Int: Result] = [:]
        var failure: Failed<Failure>?
        var staged: [StagedOutput.StagedEntry] = []

        /// Draws a block, unless a block before it in plan order has failed here already: after a
        /// failure only an earlier block's error could be the run's.
        mutating func draw(_ position: Int, _ body: (Int) throws(Failure) -> Result) {
            if let failure, failure.position < position { return }
            do {
                results[position] = try body(position)
            } catch {
                failure = Failed<Failure>(position: position, error: error)
            }
        }

        /// Takes another process's report: its results, and the failure of the earlier block.
        mutating func merge(_ other: Report) {
            results.merge(other.results) { first, _ in first }
            failure = [failure, other.failure].compactMap { $0 }.min { $0.position < $1.position }
        }

        /// The results, or the failure's error.
        func finish() throws(Failure) -> [Int: Result] {
            if let failure { throw failure.error }
            return results
        }
    }

    /// The first block in plan order that failed, and how.
    private struct Failed<Failure: WorkerFailure>: Codable {
        let position: Int
        let error: Failure
    }

    /// A drawing process's report as it travels to this one, in ``WireCodable`` bytes: each block's
    /// position and result, written as soon as the block is drawn, while the other processes still
    /// draw, so that a process's last block is not followed by writing all of them; then what it
    /// staged, and its failure, as JSON (a failure is rare, and its type only `Codable`).
    private enum ChildReport<Result: WireCodable, Failure: WorkerFailure> {
        /// What comes before a block's position and result, or before the end.
        enum Mark: Int {
            case end = 0
            case block = 1
        }

        /// Appends a block's position and result.
        static func write(_ position: Int, _ result: Result, to wire: inout WireWriter) {
            wire.write(Mark.block.rawValue)
            wire.write(position)
            wire.write(result)
        }

        /// Appends what ends a report: what the process staged and its failure; false when the
        /// failure could not be written.
        static func end(staged: [StagedOutput.StagedEntry], failure: Failed<Failure>?, to wire: inout WireWriter)
            -> Bool
        {
            wire.write(Mark.end.rawValue)
            wire.write(staged)
            guard let failure else {
                wire.write(Data?.none)
                return true
            }
            guard let json = try? JSONEncoder().encode(failure) else { return false }
            wire.write(Data?.some(json))
            return true
        }

        /// The report a process's bytes hold; nil when they do not hold a whole one, or report a
        /// block not among `positions` (those the process could take from the queue).
        static func read(_ bytes: [UInt8], positions: Set<Int>) -> Report<Result, Failure>? {
            var wire = WireReader(bytes)
            var report = Report<Result, Failure>()
            do {
                while true {
                    guard let mark = Mark(rawValue: try wire.read(Int.self)) else { return nil }
                    guard mark == .block else { break }
                    let position: Int = try wire.read()
                    guard positions.contains(position), report.results[position] == nil else { return nil }
                    report.results[position] = try wire.read(Result.self)
                }
                report.staged = try wire.read()
                if let json = try wire.read(Data?.self) {
                    guard let failure = try? JSONDecoder().decode(Failed<Failure>.self, from: json) else { return nil }
                    report.failure = failure
                }
            } catch {
                return nil
            }
            return wire.isAtEnd ? report : nil
        }
    }

    /// Runs `body` for every block of the schedule and returns each block's result, by position.
    ///
    /// It first waits for `preparation`, so that every process starts with Graphviz, its plugins
    /// and fonts loaded once. With one process, or when this process keeps another thread (`fork`
    /// copies the calling thread alone, and the locks of any other as they are), the blocks are
    /// drawn here in plan order. When a block fails, the error of the first failing block
    /// in plan order is thrown, as a run on one core would throw it, once every process has ended.
    /// What another process staged is adopted into `output`, to be committed or rolled back with
    /// the rest. Once every block is drawn, `output` starts syncing what they wrote
    /// (`StagedOutput.startSync()`), while the caller writes its last files.
    public static func run<Result: WireCodable, Failure: WorkerFailure>(
        _ schedule: Schedule, after preparation: BackgroundThread?, output: StagedOutput,
        _ body: (Int) throws(Failure) -> Result
    ) throws(Failure) -> [Int: Result] {
        preparation?.wait()
        var report = Report<Result, Failure>()
        func drawInOrder(_ positions: [Int]) throws(Failure) -> [Int: Result] {
            for position in positions.sorted() {
                if let signal = Interruption.signal { throw .interrupted(signal: signal) }
                report.draw(position, body)
            }
            output.startSync()
            return try report.finish()
        }
        let kept = schedule.kept
        let queued = schedule.queued
        guard schedule.processes > 1, queued.count > 1, settlesToOneThread(), let queue = WorkQueue(queued) else {
            return try drawInOrder(kept + queued)
        }
        // Nothing buffered may be written twice: once by this process and once by a child.
        fflush(nil)
        var children: [(pid: pid_t, pipe: Int32)] = []
        let parent = getpid()
        let lifeline = Lifeline()
        defer { lifeline?.end() }
        for _ in 1..<schedule.processes {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { break }
            let pid = SystemCall.fork()
            if pid == 0 {
                // Killed with this process, and by SIGINT or SIGTERM as any process is.
                Interruption.becomeChild(of: parent, lifeline: lifeline?.childEnd() ?? -1)
                close(ends[0])
                let before = output.stagedCount
                var own = Report<Result, Failure>()
                var wire = WireWriter()
                while let position = queue.next() {
                    own.draw(position, body)
                    guard let result = own.results.removeValue(forKey: position) else { continue }
                    ChildReport<Result, Failure>.write(position, result, to: &wire)
                }
                // Nothing, when its failure could not be written: the run then fails with a lost report.
                let whole = ChildReport<Result, Failure>.end(
                    staged: output.staged(since: before), failure: own.failure, to: &wire)
                let report = whole ? Data(wire.bytes) : nil
                try? SystemCall.writeAll(report ?? Data(), to: ends[1])
                // The report is whole at the end of the pipe, before this process's memory is let go.
                close(ends[1])
                fflush(nil)
                _exit(0)
            }
            close(ends[1])
            guard pid > 0 else {
                close(ends[0])
                break
            }
            SystemCall.startElsewhere(pid)
            Interruption.add(child: pid)
            children.append((pid, ends[0]))
        }
        for position in kept where Interruption.signal == nil { report.draw(position, body) }
        while Interruption.signal == nil, let position = queue.next() { report.draw(position, body) }
        queue.closeReadEnd()
        // Every block is drawn once every report has come. A report is whole once its pipe ends,
        // before its process has let its memory go, so it is decoded while the process ends; it is
        // taken only once every process has ended, and what they wrote then starts going to disk.
        let reports = children.map { child in
            defer { close(child.pipe) }
            return ChildReport<Result, Failure>.read([UInt8](SystemCall.readAll(child.pipe)), positions: Set(queued))
        }
        var statuses: [Int32] = []
        for child in children {
            var status: Int32 = 0
            while waitpid(child.pid, &status, 0) < 0, errno == EINTR {}
            statuses.append(status)
        }
        Interruption.clearChildren()
        // Killed by the signal: what they staged is removed with the rest at rollback.
        if let signal = Interruption.signal { throw .interrupted(signal: signal) }
        output.startSync()
        for (status, other) in zip(statuses, reports) {
            guard let other else {
                // What it drew is unknown; its staged folders go with the run's at rollback.
                throw .lostReport(waitStatus: status)
            }
            output.adopt(other.staged)
            report.merge(other)
        }
        return try report.finish()
    }

    /// Whether this process is down to its one thread, waiting up to `patience` seconds for it.
    ///
    /// Loading fonts starts threads of Pango's own (fontconfig's set-up and font matching), each
    /// ending by itself soon after its work; a fork while one runs would copy the locks it holds.
    /// Checked once, one run in several would find one and draw on one core.
    public static func settlesToOneThread(within patience: Double = 0.25) -> Bool {
        let deadline = SystemCall.monotonicNanoseconds() + UInt64(patience * 1e9)
        while threadCount() != 1 {
            guard SystemCall.monotonicNanoseconds() < deadline else { return false }
            usleep(200)
        }
        return true
    }

    /// How many threads this process has (`Threads:` in /proc/self/status); 0 if unknown.
    public static func threadCount() -> Int {
        // Read to its end: a /proc file declares no size and gives a page a read.
        let descriptor = open("/proc/self/status", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return 0 }
        defer { close(descriptor) }
        let status = String(decoding: SystemCall.readAll(descriptor), as: UTF8.self)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Threads:") }) else { return 0 }
        return Int(line.dropFirst("Threads:".count).trimmingWhitespace()) ?? 0
    }
}

/// What the work of a block can fail with: something a process can report to another (`Codable`),
/// and the failures of the processes themselves.
public protocol WorkerFailure: Error, Codable {
    /// SIGINT or SIGTERM stopped the run.
    static func interrupted(signal: Int32) -> Self
    /// A drawing process ended without saying what it drew.
    static func lostReport(waitStatus: Int32) -> Self
}
