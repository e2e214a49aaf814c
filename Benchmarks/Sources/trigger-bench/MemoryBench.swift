import Foundation
import TriggerGraph

/// The process's memory while one laid-out block renders its frames over and over.
enum MemoryBench {
    /// Two runs of `count` renders (SVG, and PNG every `pngEvery`th), each after a warm-up pass:
    /// the frames of the first block only, then the frames of every block, block after block.
    /// Prints resident memory before and after each, and the peak during it.
    static func run(files: [String], count: Int, pngEvery: Int) throws {
        let renderers = try files.flatMap(renderers(of:))
        guard let first = renderers.first else { throw BenchError("no blocks with a tree in \(files)") }
        print("== memory: \(count) renders from blocks laid out once (every \(pngEvery)th a PNG, the rest SVG)")
        let widths = [24, 11, 11, 10, 11, 9, 10]
        row(
            ["frames rendered in turn", "RSS before", "RSS after", "growth", "peak", "switches", "time"], widths: widths
        )
        try measure(
            "1 block, \(first.diagram.frameCount) frames", [first], count: count, pngEvery: pngEvery, widths: widths)
        let frameCount = renderers.map(\.diagram.frameCount).reduce(0, +)
        try measure(
            "\(renderers.count) blocks, \(frameCount) frames", renderers, count: count, pngEvery: pngEvery,
            widths: widths)
        print("RSS from /proc/self/status after a warm-up pass over the frames; peak = VmHWM, reset before the renders")
        print(
            "(* not reset: the peak since the process started). switches = renders of a block other than the one rendered"
        )
        print("just before: each puts back that block's own libgvc attribute symbols, with no layout.")
    }

    static func renderers(of file: String) throws -> [DiagramRenderer] {
        let document: InputDocument
        do { document = try InputReader.read(path: file) } catch { throw BenchError("\(error)") }
        return try document.scenes.map { scene in
            try DiagramRenderer(diagram: SequenceDiagram(scene: scene, theme: .light))
        }
    }

    static func measure(_ name: String, _ renderers: [DiagramRenderer], count: Int, pngEvery: Int, widths: [Int])
        throws
    {
        let frames = renderers.flatMap { renderer in (0..<renderer.diagram.frameCount).map { (renderer, $0) } }
        func render(_ number: Int) throws {
            let (renderer, frame) = frames[number % frames.count]
            let format: OutputFormat = number % pngEvery == pngEvery - 1 ? .png : .svg
            _ = try renderer.render(frame: frame, format: format, idPrefix: "f\(number % 97)")
        }
        // Warm-up: every frame once in both formats, so fonts, caches and pools exist before the baseline.
        for number in frames.indices { try render(number) }
        for (renderer, frame) in frames { _ = try renderer.render(frame: frame, format: .png) }
        let before = ProcessMemory.read()
        ProcessMemory.resetPeak()
        let clock = ContinuousClock()
        let start = clock.now
        var switches = 0
        var last = frames[frames.count - 1].0
        for number in 0..<count {
            let renderer = frames[number % frames.count].0
            if renderer !== last { switches += 1 }
            last = renderer
            try render(number)
        }
        let elapsed = seconds(clock.now - start)
        let after = ProcessMemory.read()
        row(
            [
                name, megabytes(before.resident), megabytes(after.resident),
                megabytes(after.resident - before.resident),
                megabytes(after.peak) + (after.peakWasReset ? "" : "*"),
                "\(switches)", formatted(elapsed),
            ], widths: widths)
    }

    static func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }
}

/// Resident memory of this process, from /proc/self/status.
struct ProcessMemory {
    var resident: Int
    var peak: Int
    var peakWasReset: Bool

    private nonisolated(unsafe) static var resetWorked = false

    static func read() -> ProcessMemory {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        func kilobytes(_ field: String) -> Int {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return 0 }
            return (Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) * 1024
        }
        return ProcessMemory(resident: kilobytes("VmRSS"), peak: kilobytes("VmHWM"), peakWasReset: resetWorked)
    }

    /// Resets VmHWM to the current RSS (Linux 4.0+: write 5 to /proc/self/clear_refs).
    static func resetPeak() {
        resetWorked =
            FileManager.default.createFile(atPath: "/proc/self/clear_refs", contents: Data("5".utf8))
            || (try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))) != nil
    }
}
