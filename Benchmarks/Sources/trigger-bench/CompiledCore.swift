import BaselineModel
import Foundation

/// The course's core file (`Benchmarks/CourseCore/Invalidation.swift`, a copy of the course's),
/// compiled with a `main.swift` that times its `change()` on a generated tree.
///
/// The course compiles a block with `swiftc Invalidation.swift main.swift`, which does not
/// optimise (`-Onone`): that is the core as the course runs it. It is also compiled with `-O`,
/// the fastest the same code gets.
struct CompiledCore {
    let optimised: Bool
    let executable: URL

    /// The folder of the core's sources, `CourseCore/` in the bench package.
    static var sources: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // trigger-bench
            .deletingLastPathComponent()  // Sources
            .deletingLastPathComponent()  // Benchmarks
            .appendingPathComponent("CourseCore")
    }

    /// Compiles the core into `folder`.
    static func build(optimised: Bool, in folder: URL) throws -> CompiledCore {
        let swiftc = try RenderBench.executable(named: "swiftc")
        let executable = folder.appendingPathComponent(optimised ? "core-O" : "core-Onone")
        let files = ["Invalidation.swift", "main.swift"].map { sources.appendingPathComponent($0).path }
        try RenderBench.launch(swiftc, files + (optimised ? ["-O"] : []) + ["-o", executable.path])
        return CompiledCore(optimised: optimised, executable: executable)
    }

    /// Runs the two changes of `records` (``SyntheticTree/coreRecords(changing:)``) `runs` times.
    /// - Returns: What the core printed (its change lines and counts) and the best time of its changes.
    func run(records: URL, runs: Int, scratch: URL) throws -> (lines: [String], time: Double) {
        var best = Double.infinity
        var lines: [String] = []
        let printed = scratch.appendingPathComponent("core-output.txt")
        for _ in 0..<runs {
            try RenderBench.launch(executable, [records.path], standardOutput: printed)
            lines = try String(contentsOf: printed, encoding: .utf8).split(separator: "\n").map(String.init)
            guard let last = lines.popLast(), last.hasPrefix("time "), let time = Double(last.dropFirst(5)) else {
                throw BenchError("the compiled core printed no time")
            }
            best = min(best, time)
        }
        return (lines, best)
    }
}
