import Foundation

// trigger-bench [--tool PATH] [--graphs DIR] [--scratch DIR] [--only model|render|peer|preview|memory] [--views N,N,…]
//               [--renders N]
// Benchmarks beside their baselines in one run, reported as ratios. Not a test.

struct BenchOptions {
    let arguments: [String]

    func value(of option: String) -> String? {
        guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }
}

let options = BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
let only = options.value(of: "--only")
let tool = options.value(of: "--tool") ?? ".build/release/triggergraph"
let graphs = options.value(of: "--graphs") ?? "Graphs"
let scratch = options.value(of: "--scratch").map { URL(fileURLWithPath: $0) } ?? RenderBench.defaultScratch
/// The sections run in this process, in order, each named as `--only` names it.
let sections: [(name: String, run: () throws -> Void)] = [
    (
        "model",
        {
            let sizes = options.value(of: "--views").map { $0.split(separator: ",").compactMap { Int($0) } }
            try ModelBench.run(sizes: sizes ?? [5_000, 50_000, 500_000], coreLimit: 50_000, scratch: scratch)
        }
    ),
    ("render", { try RenderBench.run(tool: tool, graphs: graphs, scratch: scratch) }),
    ("peer", { try PeerBench.run(tool: tool, graphs: graphs, scratch: scratch) }),
    ("preview", { try PreviewBench.run(tool: tool, graphs: graphs, scratch: scratch) }),
]
guard only == nil || (sections.map(\.name) + ["memory"]).contains(only!) else {
    FileHandle.standardError.write(Data("trigger-bench: --only takes model, render, peer, preview or memory\n".utf8))
    exit(64)
}

do {
    for section in sections where only == nil || only == section.name {
        try section.run()
        if only == nil { print() }
    }
    if only == nil {
        // In a process of its own: the heap the sections above grew would hide any growth.
        try runInFreshProcess(["--only", "memory"] + passedOn(["--graphs", "--renders"]))
    } else if only == "memory" {
        let graphs = options.value(of: "--graphs") ?? "Graphs"
        try MemoryBench.run(
            files: try RenderBench.blockFiles(in: graphs),
            count: options.value(of: "--renders").flatMap { Int($0) } ?? 10_000,
            pngEvery: 50
        )
    }
} catch {
    FileHandle.standardError.write(Data("trigger-bench: \(error)\n".utf8))
    exit(70)
}

/// The given options with their values, as this process was given them.
func passedOn(_ names: [String]) -> [String] {
    names.flatMap { name in options.value(of: name).map { [name, $0] } ?? [] }
}

/// Runs this benchmark again with `arguments`, its output going where ours goes.
func runInFreshProcess(_ arguments: [String]) throws {
    fflush(nil)  // every C stream, ours included, before the child writes to the same output
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
        throw BenchError("trigger-bench \(arguments.joined(separator: " ")) failed (\(process.terminationStatus))")
    }
}
