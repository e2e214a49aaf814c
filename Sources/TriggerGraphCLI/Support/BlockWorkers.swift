import Foundation
import Publishing

/// Draws a run's blocks on every core. libgvc is not thread-safe, so the other cores get
/// processes: forked before Graphviz is first used, each drawing its share of the blocks whole
/// (layout, every frame, format and theme, the animations) into the run's staged folders, then
/// reporting what it wrote. A block is drawn the same whichever process draws it: the files
/// are byte-identical to a run on one core.
enum BlockWorkers {
    /// The fewest frames a run draws in more than one process: starting Graphviz in another
    /// process costs about what drawing a few frames does.
    static let fewestFramesToShare = 16

    /// The plan's blocks split among up to `jobs` processes. Blocks a page's preview shows stay
    /// with this process, which writes the preview. A block's cost is its frames times its views.
    static func shares(for plan: PublishPlan, jobs: Int) -> [[Int]] {
        let positions = Array(plan.blocks.indices)
        let frames = plan.blocks.map(\.frames.count).reduce(0, +)
        let previewed = Set(plan.pages.flatMap(\.blockNames.values))
        let kept = Set(positions.filter { previewed.contains(plan.blocks[$0].name) })
        return shares(
            positions, keeping: kept,
            cost: { position in
                let block = plan.blocks[position]
                return block.frames.count * (block.scene.trees.map(\.tree.nodes.count).reduce(0, +) + 8)
            },
            among: frames < fewestFramesToShare ? 1 : jobs)
    }

    /// Splits blocks among at most `processes` shares of about equal cost, the costliest first
    /// (longest processing time first); each share is in block order.
    /// - Parameters:
    ///   - positions: The blocks, by position in the plan.
    ///   - kept: Blocks the first share (the parent's) must draw, such as those a preview shows.
    ///   - cost: A block's estimated cost.
    static func shares(_ positions: [Int], keeping kept: Set<Int>, cost: (Int) -> Int, among processes: Int)
        -> [[Int]]
    {
        let count = max(1, min(processes, positions.count))
        var shares = [[Int]](repeating: [], count: count)
        var loads = [Int](repeating: 0, count: count)
        for position in positions where kept.contains(position) {
            shares[0].append(position)
            loads[0] += cost(position)
        }
        let free = positions.filter { !kept.contains($0) }.sorted { (cost($0), $1) > (cost($1), $0) }
        for position in free {
            let lightest = loads.indices.min { (loads[$0], $0) < (loads[$1], $1) }!
            shares[lightest].append(position)
            loads[lightest] += cost(position)
        }
        return shares.map { $0.sorted() }.filter { !$0.isEmpty }
    }

    /// What a process reports: each block's result, or the first error of its share, and what it
    /// staged outside the run's staged folders (single files, as a partial run writes them).
    private struct Report<Result: Codable>: Codable {
        var results: [Int: Result] = [:]
        var failure: Failure?
        var staged: [OutputTransaction.StagedEntry] = []
    }

    /// The first block of a share that failed, and how.
    private struct Failure: Codable {
        let position: Int
        let error: CLIError
    }

    /// Runs `body` for every block of every share: the first share here, each other share in a
    /// forked process. This process draws its first block before forking, so every process starts
    /// with Graphviz, its plugins and fonts loaded once. Every process stops at its share's first
    /// error; when any failed, the error of the first block in plan order that failed is thrown, as
    /// a run on one core would throw it, after every process has ended. What another process staged
    /// is adopted into `output`, so that it is committed or rolled back with the rest, whichever
    /// way the run ends.
    /// - Returns: Each block's result, by position.
    static func run<Result: Codable>(
        _ shares: [[Int]], output: OutputTransaction, _ body: (Int) throws(CLIError) -> Result
    ) throws(CLIError) -> [Int: Result] {
        let all = shares.flatMap { $0 }.sorted()
        guard shares.count > 1, let first = shares[0].first else { return try finish(drawShare(all, body)) }
        var merged = drawShare([first], body)
        // fork copies only the calling thread; with others about (whose locks it would copy held),
        // the rest is drawn here. After a failure, only an earlier block can fail first.
        guard merged.failure == nil, threadCount() == 1 else {
            let rest = all.filter { $0 != first && (merged.failure == nil || $0 < first) }
            return try finish(merge(drawShare(rest, body), into: merged))
        }
        // Nothing buffered may be written twice: once by this process and once by a child.
        fflush(nil)
        var children: [(pid: pid_t, pipe: Int32, share: [Int])] = []
        for share in shares.dropFirst() {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { break }  // the share is then drawn here, below
            let pid = SystemCall.fork()
            if pid == 0 {
                close(ends[0])
                let before = output.stagedCount
                var report = drawShare(share, body)
                report.staged = output.staged(since: before)
                let data = (try? JSONEncoder().encode(report)) ?? Data()
                try? SystemCall.writeAll(data, to: ends[1])
                fflush(nil)
                _exit(0)
            }
            close(ends[1])
            if pid < 0 {
                close(ends[0])
                break
            }
            children.append((pid, ends[0], share))
        }
        // Shares no process could be forked for are drawn here too.
        let own = shares[0].dropFirst() + shares.dropFirst(children.count + 1).flatMap { $0 }
        merged = merge(drawShare(own.sorted(), body), into: merged)
        for child in children {
            let data = SystemCall.readAll(child.pipe)
            close(child.pipe)
            var status: Int32 = 0
            while waitpid(child.pid, &status, 0) < 0, errno == EINTR {}
            guard let report = try? JSONDecoder().decode(Report<Result>.self, from: data) else {
                var ended = Report<Result>()
                ended.failure = Failure(
                    position: child.share[0],
                    error: .software(
                        "the process drawing blocks \(child.share.map { $0 + 1 }) ended (status \(status))")
                )
                merged = merge(ended, into: merged)
                continue
            }
            output.adopt(report.staged)
            merged = merge(report, into: merged)
        }
        return try finish(merged)
    }

    /// Two reports as one: every result, and the failure of the earlier block.
    private static func merge<Result>(_ report: Report<Result>, into merged: Report<Result>) -> Report<Result> {
        var merged = merged
        merged.results.merge(report.results) { first, _ in first }
        merged.failure = [merged.failure, report.failure].compactMap { $0 }.min { $0.position < $1.position }
        return merged
    }

    /// The results, or the failure's error.
    private static func finish<Result>(_ report: Report<Result>) throws(CLIError) -> [Int: Result] {
        if let failure = report.failure { throw failure.error }
        return report.results
    }

    /// How many threads this process has (`Threads:` in /proc/self/status); 0 if unknown.
    static func threadCount() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Threads:") }) else { return 0 }
        return Int(line.dropFirst("Threads:".count).trimmingCharacters(in: .whitespaces)) ?? 0
    }

    /// Draws a share in block order, stopping at its first error.
    private static func drawShare<Result: Codable>(
        _ share: [Int], _ body: (Int) throws(CLIError) -> Result
    ) -> Report<Result> {
        var report = Report<Result>()
        for position in share {
            do {
                report.results[position] = try body(position)
            } catch {
                report.failure = Failure(position: position, error: error)
                break
            }
        }
        return report
    }
}
