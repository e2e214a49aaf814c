import BaselineModel
import LessonScript
import TriggerModel

/// The model against the course core's algorithm on generated blocks: reading the block,
/// two changes and their text against the core's `change()` alone.
enum ModelBench {
    static func run(sizes: [Int], coreLimit: Int) throws {
        print("== model: a generated block read, two changes and their text lines, vs the course core's change() twice")
        let widths = [8, 8, 11, 11, 11, 8, 11, 8, 10]
        row(
            ["views", "readers", "core", "ours", "of it: read", "ratio", "changes", "ratio", "ours ×/10×"],
            widths: widths)
        var previous: (size: Int, time: Double)?
        var measuredCore: (size: Int, time: Double)?
        for size in sizes {
            let synthetic = SyntheticTree(count: size, keyCount: 64, seed: 7)
            let keys = synthetic.benchKeys
            let text = synthetic.blockText(changing: keys)
            let limits = InputLimits(maxNodes: size)

            var lines: [String] = []
            let read = try measure(budget: 0.5, minimumRuns: 2) { _ = try readScene(text, limits: limits) }
            let ours = try measure(budget: 1.0, minimumRuns: 2) {
                lines = try readScene(text, limits: limits).textLines()
            }
            let scene = try readScene(text, limits: limits)
            let changes = measure(budget: 0.5, minimumRuns: 3) { _ = scene.textLines() }

            // The core, on the same tree; past `coreLimit` only the linear change is run and checked,
            // and the two changes' time is projected from the largest size run (the core is O(n²)).
            let baseline = synthetic.baseline
            var core: Double?
            var hits: [BaselineRecompute] = []
            if size <= coreLimit {
                var coreLines: [String] = []
                core = measure(budget: 0, minimumRuns: size <= coreLimit / 10 ? 3 : 1) {
                    coreLines = []
                    hits = []
                    for (label, key) in zip(["first", "second"], keys) {
                        let result = baseline.change(label, key: key)
                        coreLines.append(result.line)
                        hits += result.hits
                    }
                }
                guard lines == coreLines + baselineCountCauses(hits) else {
                    throw BenchError("model and core disagree at \(size) views")
                }
                measuredCore = (size, core!)
            } else {
                guard lines[1] == baseline.change("second", key: keys[1]).line else {
                    throw BenchError("model and core disagree at \(size) views")
                }
            }
            let projected = core ?? measuredCore.map { $0.time * pow2(Double(size) / Double($0.size)) }
            let readers = lines.count >= 2 ? recomputedCount(lines[0]) + recomputedCount(lines[1]) : 0
            row(
                [
                    "\(size)", "\(readers)",
                    projected.map { (core == nil ? "~" : "") + formatted($0) } ?? "-",
                    formatted(ours), formatted(read),
                    projected.map { (core == nil ? "~" : "") + String(format: "%.0f×", $0 / ours) } ?? "-",
                    formatted(changes),
                    projected.map { (core == nil ? "~" : "") + String(format: "%.0f×", $0 / changes) } ?? "-",
                    previous.map { String(format: "%.1f×", ours / $0.time) } ?? "",
                ], widths: widths)
            previous = (size, ours)
        }
        print(
            "ours = best time to read the block (lexer, parser, checks, tree) and build its text lines: two changes and"
        )
        print(
            "the four counts; changes = the text lines alone, the block already read; core = the course core's change()"
        )
        print("on the same two keys (the state key and the model key with the most readers), its tree already built.")
        print(
            "The text lines were checked equal first. ~ = the core not run at this size (only its model-key line, to check"
        )
        print(
            "ours), its time projected from the largest size run as n²; ×/10× = our time over the row above's (10× the views)."
        )
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
