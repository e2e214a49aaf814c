import BaselineModel
import Foundation
import TriggerGraph

/// The model against the course core on generated blocks: reading the block, two changes and
/// their text against the core's `change()` alone, compiled from the course's file as the course
/// compiles it (``CompiledCore``, no optimisation) and with `-O`.
enum ModelBench {
    static func run(sizes: [Int], coreLimit: Int, scratch parent: URL) throws {
        print("== model: a generated block read, two changes and their text lines, vs the course core's change() twice")
        let scratch = try RenderBench.scratchFolder(in: parent, named: "trigger-bench-model")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let cores = try [false, true].map { try CompiledCore.build(optimised: $0, in: scratch) }

        let widths = [7, 7, 9, 9, 9, 11, 6, 8, 9, 6, 8, 10]
        row(
            [
                "views", "readers", "core", "core -O", "ours", "of it: read", "ratio", "ratio -O", "changes", "ratio",
                "ratio -O", "ours ×/10×",
            ],
            widths: widths)
        var previous: (text: String, limits: InputLimits)?
        var measuredCore: (size: Int, times: [Double])?
        for size in sizes {
            let synthetic = SyntheticTree(count: size, keyCount: 64, seed: 7)
            let keys = synthetic.benchKeys
            let text = synthetic.blockText(changing: keys)
            let limits = InputLimits(maxNodes: size)

            var lines: [String] = []
            let read = try measure(budget: 0.5, minimumRuns: 2) { _ = try readScene(text, limits: limits) }
            // Best of at least 5: within the budget the small sizes run dozens of times and the
            // largest (0.5 s a run) only twice, and a best of 2 on a busy machine is mostly its load.
            let ours = try measure(budget: 1.0, minimumRuns: 5) {
                lines = try readScene(text, limits: limits).textLines()
            }
            let scene = try readScene(text, limits: limits)
            let changes = measure(budget: 0.5, minimumRuns: 3) { _ = scene.textLines() }

            // The core, on the same tree, its output checked against ours; past `coreLimit` only
            // the in-process port of its algorithm runs the linear change (the model key) for the
            // check, and the two changes' time is projected from the largest size run (the core is O(n²)).
            var core: [Double]?
            if size <= coreLimit {
                let records = scratch.appendingPathComponent("tree-\(size).txt")
                try Data(synthetic.coreRecords(changing: keys).utf8).write(to: records)
                core = try cores.map { compiled in
                    let (printed, time) = try compiled.run(
                        records: records, runs: size <= coreLimit / 10 ? 3 : 1, scratch: scratch)
                    guard printed == lines else {
                        throw BenchError(
                            "model and core (\(compiled.executable.lastPathComponent)) disagree at \(size) views")
                    }
                    return time
                }
                measuredCore = (size, core!)
            } else {
                guard lines[1] == synthetic.baseline.change("second", key: keys[1]).line else {
                    throw BenchError("model and core disagree at \(size) views")
                }
            }
            let projected =
                core
                ?? measuredCore.map { measured in measured.times.map { $0 * pow2(Double(size) / Double(measured.size)) }
                }
            let mark = core == nil ? "~" : ""
            let readers = lines.count >= 2 ? recomputedCount(lines[0]) + recomputedCount(lines[1]) : 0
            func ratio(_ base: Double?, _ time: Double) -> String {
                base.map { mark + String(format: "%.0f×", $0 / time) } ?? "-"
            }
            row(
                [
                    "\(size)", "\(readers)",
                    projected.map { mark + formatted($0[0]) } ?? "-", projected.map { mark + formatted($0[1]) } ?? "-",
                    formatted(ours), formatted(read), ratio(projected?[0], ours), ratio(projected?[1], ours),
                    formatted(changes), ratio(projected?[0], changes), ratio(projected?[1], changes),
                    try previous.map { String(format: "%.1f×", try growth(from: $0.text, $0.limits, to: text, limits)) }
                        ?? "",
                ], widths: widths)
            previous = (text, limits)
        }
        print(
            "ours = best time to read the block (lexer, parser, checks, tree) and build its text lines: two changes and"
        )
        print(
            "the four counts; changes = the text lines alone, the block already read; core = the course's Invalidation.swift,"
        )
        print(
            "compiled as the course compiles a block (swiftc Invalidation.swift main.swift: not optimised), its change() on"
        )
        print(
            "the same two keys (the state key and the model key with the most readers), its tree already built; core -O = the"
        )
        print(
            "same file compiled with -O. What the core printed was checked equal to our text lines first. ~ = the core not run"
        )
        print(
            "at this size (only the model-key line, by a port of its algorithm, to check ours), its time projected from the"
        )
        print("largest size run as n²; ×/10× = one run's time over one run of the row above's size (10× fewer views),")
        print(
            "the median of \(growthRounds) rounds of one run each, the one run first alternating: measured apart from ours."
        )
    }

    /// Rounds of the ×/10× column.
    static let growthRounds = 9

    /// How many times as long the larger block takes to read and turn into text lines as the
    /// smaller: the median of ``growthRounds`` rounds' own ratios, each round one run of both, the
    /// one run first alternating. A best time of each, taken seconds apart, moves with the
    /// machine's load in between: at 500,000 views one run takes half a second, and from one
    /// `make bench` to the next the ratio of best times read from 9.6× to 16×.
    static func growth(from small: String, _ smallLimits: InputLimits, to large: String, _ largeLimits: InputLimits)
        throws -> Double
    {
        let times = try pairedRounds(
            growthRounds,
            { try RenderBench.timed { _ = try readScene(small, limits: smallLimits).textLines() } },
            { try RenderBench.timed { _ = try readScene(large, limits: largeLimits).textLines() } })
        return median(times.map { $0.second / $0.first })
    }

    static func readScene(_ text: String, limits: InputLimits) throws -> Scene {
        guard let scene = try BlockReader.read(text, file: "bench.swift", name: "bench", limits: limits).scene else {
            throw BenchError("the generated block has no tree")
        }
        return scene
    }

    /// How many views a text line says were recomputed.
    static func recomputedCount(_ line: String) -> Int {
        guard let start = line.range(of: " | recomputed "), let end = line.range(of: " | skipped ") else { return 0 }
        let list = line[start.upperBound..<end.lowerBound]
        return list == "none" ? 0 : list.split(separator: ",").count
    }

    static func pow2(_ x: Double) -> Double { x * x }
}
