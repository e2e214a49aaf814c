import Foundation

// trigger-bench [--tool PATH] [--graphs DIR] [--only model|render|memory] [--views N,N,…] [--renders N]
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
guard only == nil || ["model", "render", "memory"].contains(only!) else {
    FileHandle.standardError.write(Data("trigger-bench: --only takes model, render or memory\n".utf8))
    exit(64)
}

do {
    if only == nil || only == "model" {
        let sizes = options.value(of: "--views").map { $0.split(separator: ",").compactMap { Int($0) } }
        try ModelBench.run(sizes: sizes ?? [5_000, 50_000, 500_000], coreLimit: 50_000)
    }
    if only == nil { print() }
    if only == nil || only == "render" {
        try RenderBench.run(
            tool: options.value(of: "--tool") ?? ".build/release/triggergraph",
            graphs: options.value(of: "--graphs") ?? "Graphs"
        )
    }
    if only == nil { print() }
    if only == nil || only == "memory" {
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
