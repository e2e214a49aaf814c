import Foundation

/// The course rendered beside the peer a Graphviz user would choose: one `dot` process over
/// every frame's DOT (`dot -Tsvg -O frames/*.dot`), both writing to memory (tmpfs), the runs
/// alternated, medians of wall clock and CPU time.
enum PeerBench {
    /// Where both sides write: /dev/shm where there is one, so that the disk is not measured.
    static func memoryFolder(fallback: URL) throws -> URL {
        var status = stat()
        let parent =
            stat("/dev/shm", &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
            ? URL(fileURLWithPath: "/dev/shm", isDirectory: true) : fallback
        return try RenderBench.scratchFolder(in: parent, named: "trigger-bench-peer")
    }

    static func run(tool: String, graphs: String, scratch: URL, runs: Int = 9) throws {
        let tool = URL(fileURLWithPath: tool).standardizedFileURL
        let dot = try RenderBench.executable(named: "dot")
        let blocks = try RenderBench.blockFiles(in: graphs)
        let folder = try memoryFolder(fallback: scratch)
        defer { try? FileManager.default.removeItem(at: folder) }

        // Every frame's DOT, as the peer's user would have it: one file a frame, in one folder.
        let dotTree = folder.appendingPathComponent("dot-tree")
        try RenderBench.launch(tool, ["render"] + blocks + ["-o", dotTree.path, "--format", "dot", "--quiet"])
        let frames = try FileManager.default.subpathsOfDirectory(atPath: dotTree.path).filter { $0.hasSuffix(".dot") }
            .sorted()
        let flat = folder.appendingPathComponent("dot")
        try FileManager.default.createDirectory(at: flat, withIntermediateDirectories: true)
        for (number, frame) in frames.enumerated() {
            try FileManager.default.copyItem(
                at: dotTree.appendingPathComponent(frame), to: flat.appendingPathComponent("f\(number).dot"))
        }
        let dotFiles = (0..<frames.count).map { flat.appendingPathComponent("f\($0).dot").path }
        let oneBlock = try require(blocks.first, "a block")
        let oneFrame = try require(dotFiles.first, "a frame")

        print(
            "== the real peer: one `dot` process over every frame's DOT (\(frames.count) frames of \(blocks.count) blocks)"
        )
        print("   both sides write to \(folder.deletingLastPathComponent().path); runs alternated, median of \(runs)")
        let widths = [26, 10, 10, 10, 10, 9, 9]
        row(["", "ours wall", "peer wall", "ours CPU", "peer CPU", "wall ×", "CPU ×"], widths: widths)
        let cases: [(String, [String], [String], Double, Double)] = [
            (
                "course, SVG (2 cores)", ["render"] + blocks + ["--format", "svg"], ["-Tsvg", "-O"] + dotFiles, 0.5, 1.0
            ),
            (
                "course, PNG (2 cores)", ["render"] + blocks + ["--format", "png"], ["-Tpng", "-O"] + dotFiles, 0.2,
                .nan
            ),
            ("one block cold, SVG", ["render", oneBlock, "--format", "svg"], ["-Tsvg", "-O", oneFrame], 1.0, .nan),
        ]
        for (name, ours, peer, wallTarget, cpuTarget) in cases {
            var samples: (ours: [(Double, Double)], peer: [(Double, Double)]) = ([], [])
            for run in 0..<runs {
                let output = folder.appendingPathComponent("ours-\(run)")
                samples.ours.append(try measured(tool, ours + ["-o", output.path, "--quiet"]))
                try? FileManager.default.removeItem(at: output)
                samples.peer.append(try measured(dot, peer))
            }
            let ours = (wall: median(samples.ours.map(\.0)), cpu: median(samples.ours.map(\.1)))
            let peer = (wall: median(samples.peer.map(\.0)), cpu: median(samples.peer.map(\.1)))
            let wall = ours.wall / peer.wall
            let cpu = ours.cpu / peer.cpu
            row(
                [
                    name, formatted(ours.wall), formatted(peer.wall), formatted(ours.cpu), formatted(peer.cpu),
                    String(format: "%.2f×", wall) + (wall <= wallTarget ? " " : "!"),
                    String(format: "%.2f×", cpu) + (cpuTarget.isNaN || cpu <= cpuTarget ? " " : "!"),
                ], widths: widths)
        }
        print(
            "wall × and CPU × = ours / the peer's, lower is better; ! marks a ratio past the target (SVG: wall 0.5×,"
        )
        print("CPU 1.0×; PNG: wall 0.2×; one block cold: wall 1.0×, against one `dot -Tsvg` of one of its frames).")
    }

    /// The wall clock and CPU time (user + system, of the process and its children) of one run.
    static func measured(_ executable: URL, _ arguments: [String]) throws -> (Double, Double) {
        let cpu = RenderBench.childrenCPU()
        let wall = try RenderBench.timed { try RenderBench.launch(executable, arguments) }
        return (wall, RenderBench.childrenCPU() - cpu)
    }
}

/// The value, or a benchmark error naming what was missing.
func require<Value>(_ value: Value?, _ what: String) throws -> Value {
    guard let value else { throw BenchError("nothing to measure: \(what)") }
    return value
}
