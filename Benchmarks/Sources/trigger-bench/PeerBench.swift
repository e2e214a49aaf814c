import Foundation
import TriggerGraph

/// The course rendered beside the peer a Graphviz user would choose: one `dot` process over
/// every frame's DOT (`dot -Tsvg -O frames/*.dot`), both writing to memory (tmpfs), the runs
/// alternated: each side's median wall clock and CPU time, and their ratios.
///
/// Each round runs both sides, one after the other, the first side changing from round to round;
/// a ratio is the median of the rounds' own ratios (ours over the peer's in the same round). The
/// machine's load drifts over seconds, and a round's two runs share it: a busy moment slows
/// both, not one side's median.
enum PeerBench {
    /// Where both sides write: /dev/shm where there is one, so that the disk is not measured.
    static func memoryFolder(fallback: URL) throws -> URL {
        var status = stat()
        let parent =
            stat("/dev/shm", &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
            ? URL(fileURLWithPath: "/dev/shm", isDirectory: true) : fallback
        return try RenderBench.scratchFolder(in: parent, named: "trigger-bench-peer")
    }

    static func run(tool: String, graphs: String, scratch: URL) throws {
        let tool = URL(fileURLWithPath: tool).standardizedFileURL
        let dot = try RenderBench.executable(named: "dot")
        let blocks = try RenderBench.blockFiles(in: graphs)
        let folder = try memoryFolder(fallback: scratch)
        defer { try? FileManager.default.removeItem(at: folder) }

        // Every frame's DOT, as the peer's user would have it: one file a frame, in one folder.
        let dotTree = folder.appendingPathComponent("dot-tree")
        try RenderBench.launch(tool, ["render"] + blocks + ["-o", dotTree.path, "--format", "dot", "--quiet"])
        // One folder, the files numbered in the manifest's order (block by block, frame by frame),
        // and each block's own, whatever folder the render named for it.
        let manifest = try JSONDecoder().decode(
            Manifest.self, from: Data(contentsOf: dotTree.appendingPathComponent("manifest.json")))
        let flat = folder.appendingPathComponent("dot")
        try FileManager.default.createDirectory(at: flat, withIntermediateDirectories: true)
        var dotFiles: [String] = []
        var drawn: [(path: String, frames: [String])] = []
        for block in manifest.blocks {
            var frames: [String] = []
            for file in block.changes.flatMap(\.files) where file.format == "dot" {
                let copy = flat.appendingPathComponent("f\(dotFiles.count).dot")
                try FileManager.default.copyItem(at: dotTree.appendingPathComponent(file.path), to: copy)
                dotFiles.append(copy.path)
                frames.append(copy.path)
            }
            drawn.append((block.source.file, frames))
        }
        let alone = try blocksAlone(drawn)

        print(
            "== the real peer: one `dot` process over every frame's DOT (\(dotFiles.count) frames of \(blocks.count) blocks)"
        )
        print(
            "   both sides write to \(folder.deletingLastPathComponent().path); rounds of one run a side, the side run first"
                + " alternating"
        )
        let widths = [30, 7, 10, 10, 10, 10, 9, 9]
        row(["", "rounds", "ours wall", "peer wall", "ours CPU", "peer CPU", "wall ×", "CPU ×"], widths: widths)
        // Ours draws in one process per core, as the tool counts them. What a Graphviz user with
        // every core would run: as many `dot` processes at once, each over its share of the frames
        // (`xargs -P 2 -n 47 dot -Tsvg -O`): it shows what the machine's cores give the peer's own work.
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let shares = shared(dotFiles, among: cores)
        // Rounds by what a round costs: the PNG peer takes over a second a round.
        let course: [Case] = [
            Case(
                name: "course, SVG (\(cores) cores)", rounds: 41, ours: ["render"] + blocks + ["--format", "svg"],
                peer: { try measured(dot, ["-Tsvg", "-O"] + dotFiles) }, wallTarget: 0.5, cpuTarget: 0.85),
            Case(
                name: "course, SVG, peer \(cores) × `dot`", rounds: 21,
                ours: ["render"] + blocks + ["--format", "svg"],
                peer: { try measuredTogether(dot, shares.map { ["-Tsvg", "-O"] + $0 }) }, wallTarget: .nan,
                cpuTarget: .nan),
            Case(
                name: "course, PNG (\(cores) cores)", rounds: 9, ours: ["render"] + blocks + ["--format", "png"],
                peer: { try measured(dot, ["-Tpng", "-O"] + dotFiles) }, wallTarget: 0.2, cpuTarget: .nan),
        ]
        let aloneCases = alone.map { block in
            Case(
                name: block.label, rounds: 61, ours: ["render", block.path, "--format", "svg"],
                peer: { try measured(dot, ["-Tsvg", "-O", block.firstFrame]) },
                wallTarget: block.frameCount == 1 ? 0.7 : 0.75, cpuTarget: .nan)
        }
        for measure in course + aloneCases {
            // Each of our runs writes into a folder of its own, removed after it.
            let output = folder.appendingPathComponent("ours")
            let pairs = try pairedRounds(
                measure.rounds,
                {
                    defer { try? FileManager.default.removeItem(at: output) }
                    return try measured(tool, measure.ours + ["-o", output.path, "--quiet"])
                },
                measure.peer)
            let samples = (ours: pairs.map(\.first), peer: pairs.map(\.second))
            let wall = median(pairs.map { $0.first.wall / $0.second.wall })
            let cpu = median(pairs.map { $0.first.cpu / $0.second.cpu })
            row(
                [
                    measure.name, "\(measure.rounds)", formatted(median(samples.ours.map(\.wall))),
                    formatted(median(samples.peer.map(\.wall))), formatted(median(samples.ours.map(\.cpu))),
                    formatted(median(samples.peer.map(\.cpu))),
                    String(format: "%.2f×", wall)
                        + (measure.wallTarget.isNaN || wall <= measure.wallTarget ? " " : "!"),
                    String(format: "%.2f×", cpu) + (measure.cpuTarget.isNaN || cpu <= measure.cpuTarget ? " " : "!"),
                ], widths: widths)
        }
        print("times are each side's medians; wall × and CPU × = the median of the rounds' ratios (ours / the peer's")
        print("in the same round), lower is better; ! marks a ratio past the target (SVG: wall 0.5×, CPU 0.85×; PNG:")
        print(
            "wall 0.2×; a block cold, as an author renders one, against one `dot -Tsvg` of its first frame: wall 0.75×,"
                + " 0.7× for a block of one frame)."
        )
        let names = alone.map { "\($0.name) (\($0.frames))" }.joined(separator: ", ")
        print("The blocks alone, each the course's first of its number of frames: \(names).")
        print(
            "peer \(cores) × `dot`: the same frames shared among \(cores) `dot` processes run at once, in order and"
                + " by count (\(shares.map { "\($0.count)" }.joined(separator: " + "))); no target, it shows what"
                + " this machine's cores give `dot`'s own work.")
    }

    /// One row: our command, and how to run the peer once, measured.
    struct Case {
        let name: String
        let rounds: Int
        let ours: [String]
        let peer: () throws -> (wall: Double, cpu: Double)
        /// The ratios the issue asks for; NaN for none.
        let wallTarget: Double
        let cpuTarget: Double
    }

    /// `files` cut into `count` runs of consecutive files whose lengths differ by one at most, the
    /// longer first, as `xargs -n` with the larger share would cut them; none empty.
    static func shared(_ files: [String], among count: Int) -> [[String]] {
        let count = max(1, min(count, files.count))
        let base = files.count / count
        let longer = files.count % count
        var shares: [[String]] = []
        var start = 0
        for share in 0..<count {
            let length = base + (share < longer ? 1 : 0)
            shares.append(Array(files[start..<(start + length)]))
            start += length
        }
        return shares
    }

    /// A block rendered alone, as an author renders one, and the DOT of its first frame for the peer.
    struct BlockAlone {
        let path: String
        let frameCount: Int
        /// Which of the course's blocks it stands for: `most`, `median` or `fewest` frames.
        let standsFor: String
        let firstFrame: String

        var frames: String { frameCount == 1 ? "1 frame" : "\(frameCount) frames" }
        var label: String { "block of \(frames) (\(standsFor))" }
        var name: String { URL(fileURLWithPath: path).lastPathComponent }
    }

    /// The blocks an author might render alone: the first of the most frames, the first of the
    /// median number of frames (the upper median, for an even number of blocks), and the first
    /// of the fewest. A count two of them share is timed once, under the first name of the three.
    static func blocksAlone(_ drawn: [(path: String, frames: [String])]) throws -> [BlockAlone] {
        let counts = drawn.map(\.frames.count).filter { $0 > 0 }.sorted()
        guard let fewest = counts.first, let most = counts.last else { throw BenchError("no block drew a frame") }
        var chosen: [BlockAlone] = []
        for (count, standsFor) in [(most, "most"), (counts[counts.count / 2], "median"), (fewest, "fewest")]
        where !chosen.contains(where: { $0.frameCount == count }) {
            let block = try require(drawn.first { $0.frames.count == count }, "a block of \(count) frames")
            chosen.append(
                BlockAlone(path: block.path, frameCount: count, standsFor: standsFor, firstFrame: block.frames[0]))
        }
        return chosen
    }

    /// The wall clock and CPU time of `executable` run once per argument list, every run at once:
    /// from the first start to the last end, and the CPU time of them all.
    /// - Throws: `BenchError` with its standard error when one of them exits with a failure.
    static func measuredTogether(_ executable: URL, _ argumentLists: [[String]]) throws -> (wall: Double, cpu: Double) {
        let cpu = RenderBench.childrenCPU()
        let wall = try RenderBench.timed {
            var launched: [RenderBench.Launched] = []
            // Every process started is waited for, whatever fails to start or end after it.
            defer { for process in launched { try? process.finish() } }
            for arguments in argumentLists { launched.append(try RenderBench.Launched(executable, arguments)) }
            // The first failure named; the others are waited for by the defer.
            while !launched.isEmpty { try launched.removeFirst().finish() }
        }
        return (wall, RenderBench.childrenCPU() - cpu)
    }

    /// The wall clock and CPU time (user + system, of the process and its children) of one run.
    static func measured(_ executable: URL, _ arguments: [String]) throws -> (wall: Double, cpu: Double) {
        try measuredTogether(executable, [arguments])
    }
}

/// The value, or a benchmark error naming what was missing.
func require<Value>(_ value: Value?, _ what: String) throws -> Value {
    guard let value else { throw BenchError("nothing to measure: \(what)") }
    return value
}
