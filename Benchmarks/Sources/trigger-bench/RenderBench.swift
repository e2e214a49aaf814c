import BaselineModel
import Foundation
import TriggerGraph

/// The renderer beside its baselines: the CLI against one process per frame, and
/// per-frame work in-process against libgvc's bare render of the same layout.
enum RenderBench {
    static func run(tool: String, graphs: String, scratch: URL) throws {
        try commandLine(tool: tool, graphs: graphs, scratch: scratch)
        print()
        try perFrame(size: 500, changeCount: 100, pngFrames: 3)
    }

    // MARK: - Every block in Graphs/: one process against two per frame

    /// Where the command-line runs write: `.build/bench-scratch` in the package, not /tmp.
    ///
    /// Both sides create hundreds of files a run. On ext4 without a journal, as here, creating a
    /// file first steps over every inode of its block group freed in the last minutes, and /tmp is
    /// where the test suite and most tools make and remove thousands: measured there, a run after
    /// `make test` or another bench paid up to half its time again in the kernel, for files the
    /// other side does not write as many of. The folder is marked the top of a directory
    /// hierarchy (`chattr +T`), so that ext4 puts each run's folder in a block group of its own,
    /// away from the files the run before deleted.
    static var defaultScratch: URL {
        URL(fileURLWithPath: ".build/bench-scratch", isDirectory: true)
    }

    /// A new folder for one benchmark's files, `<name>-<UUID>` in `parent`, which is made if
    /// missing and marked the top of a directory hierarchy where the file system knows the mark.
    /// The caller removes the folder.
    static func scratchFolder(in parent: URL, named name: String) throws -> URL {
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        // chattr is in e2fsprogs, which every Debian has; elsewhere, or on another file system,
        // the folders just go where the file system puts them.
        if let chattr = try? executable(named: "chattr") { try? launch(chattr, ["+T", parent.path]) }
        let folder = parent.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// One `triggergraph render` process for every block against `triggergraph dot` plus
    /// `dot -T…` for each frame, best of `runs`, in a new folder under `scratch`.
    static func commandLine(tool: String, graphs: String, scratch parent: URL, runs: Int = 3) throws {
        let tool = URL(fileURLWithPath: tool).standardizedFileURL
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            throw BenchError("no triggergraph at \(tool.path); build it or pass --tool PATH")
        }
        let dot = try executable(named: "dot")
        let files = try blockFiles(in: graphs)
        // What the user's loop runs over: every change of every block.
        var frames: [(file: String, block: Int, blockCount: Int, change: Int, stem: String)] = []
        for file in files {
            let document: InputDocument
            do { document = try InputReader.read(path: file) } catch { throw BenchError("\(error)") }
            let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            for (block, scene) in document.scenes.enumerated() {
                for change in 1..<(scene.changes.count + 1) {
                    frames.append((file, block + 1, document.scenes.count, change, "\(stem)-\(block + 1)-\(change)"))
                }
            }
        }

        let scratch = try scratchFolder(in: parent, named: "trigger-bench")
        defer { try? FileManager.default.removeItem(at: scratch) }

        print(
            "== render: every block in \(graphs)/, one `triggergraph render` process vs one `dot -T` process per frame")
        print(
            "   (its DOT written first by one `triggergraph dot` process per frame), best of \(runs), files under \(parent.path)"
        )
        let widths = [6, 5, 7, 10, 10, 10, 10, 9, 11, 10]
        row(
            [
                "format", "time", "frames", "dot -T", "+tg dot", "ours", "vs dot -T", "vs both", "ours 1 job",
                "vs dot -T",
            ],
            widths: widths)
        for format in ["svg", "png"] {
            // Wall clock and CPU, best of the runs: ours, the DOT files, the dot -T processes, ours on one process.
            var wall = [Double](repeating: .infinity, count: 4)
            var cpu = [Double](repeating: .infinity, count: 4)
            func record(_ side: Int, _ body: () throws -> Void) rethrows {
                // Nothing another side wrote is left for this one to flush: render syncs its
                // file system once at the end (syncfs), which writes out every dirty page of it.
                sync()
                let before = childrenCPU()
                wall[side] = min(wall[side], try timed(body))
                cpu[side] = min(cpu[side], childrenCPU() - before)
            }
            for run in 1...runs {
                let ourFolder = scratch.appendingPathComponent("ours-\(format)-\(run)")
                try record(0) {
                    try launch(tool, ["render"] + files + ["-o", ourFolder.path, "--format", format])
                }
                try expectFiles(in: ourFolder, ext: format, count: frames.count, side: "triggergraph render")
                let oneJob = scratch.appendingPathComponent("ours-1-\(format)-\(run)")
                try record(3) {
                    try launch(tool, ["render"] + files + ["-o", oneJob.path, "--format", format, "--jobs", "1"])
                }
                try expectFiles(in: oneJob, ext: format, count: frames.count, side: "triggergraph render --jobs 1")

                let baseFolder = scratch.appendingPathComponent("baseline-\(format)-\(run)")
                try FileManager.default.createDirectory(at: baseFolder, withIntermediateDirectories: true)
                try record(1) {
                    for frame in frames {
                        var arguments = ["dot", frame.file, "--change", "\(frame.change)"]
                        if frame.blockCount > 1 { arguments += ["--block", "\(frame.block)"] }
                        try launch(
                            tool, arguments, standardOutput: baseFolder.appendingPathComponent("\(frame.stem).dot"))
                    }
                }
                try record(2) {
                    for frame in frames {
                        let dotFile = baseFolder.appendingPathComponent("\(frame.stem).dot")
                        let image = baseFolder.appendingPathComponent("\(frame.stem).\(format)")
                        try launch(dot, ["-T\(format)", dotFile.path, "-o", image.path])
                    }
                }
                try expectFiles(in: baseFolder, ext: format, count: frames.count, side: "dot -T\(format)")
                // Every run's files stay until the end: on ext4 without a journal, files made just
                // after many were deleted cost far more (new inodes skip recently freed ones), which
                // would fall on whichever side runs first after a deletion.
            }
            for (clock, times) in [("wall", wall), ("CPU", cpu)] {
                row(
                    [
                        format, clock, "\(frames.count)", formatted(times[2]), formatted(times[1] + times[2]),
                        formatted(times[0]),
                        String(format: "%.1f×", times[2] / times[0]),
                        String(format: "%.1f×", (times[1] + times[2]) / times[0]),
                        formatted(times[3]), String(format: "%.1f×", times[2] / times[3]),
                    ], widths: widths)
            }
        }
        print(
            "vs dot -T = the dot -T processes' time / ours; vs both = with the triggergraph dot processes that wrote their"
        )
        print(
            "input. wall = wall clock; CPU = user + system time of the processes (getrusage of the children), which the"
        )
        print(
            "machine's other load disturbs less. Processes run one after another; every side's files are counted each run."
        )
        print(
            "ours = render on every core (\(ProcessInfo.processInfo.activeProcessorCount) here: one process per core); ours 1 job = render --jobs 1."
        )
    }

    // MARK: - Per frame on a generated tree: our frame against a bare gvRenderData

    /// Frames of one generated tree through `DiagramRenderer`, against rendering the laid-out
    /// body again and again with nothing changed in between.
    static func perFrame(size: Int, changeCount: Int, pngFrames: Int) throws {
        let synthetic = SyntheticTree(count: size, keyCount: 64, seed: 7)
        let tree = try synthetic.model()
        // Every kind of key, state included: off-rule state edges are the flat edges that
        // Graphviz once double-freed (see SequenceDiagram+Body).
        let keys = synthetic.keys
        let changes = (0..<changeCount).map { index in
            Change("change-\(index + 1)", key: keys[index % keys.count])
        }
        let clock = ContinuousClock()
        var start = clock.now
        let diagram = SequenceDiagram(tree: tree, changes: changes)
        let diagramTime = seconds(clock.now - start)
        start = clock.now
        let renderer = try DiagramRenderer(diagram: diagram)
        let layoutTime = seconds(clock.now - start)

        print(
            "== render: per frame, generated tree of \(size) views, \(changeCount) changes over its \(keys.count) keys, in-process (DiagramRenderer vs bare gvRenderData)"
        )
        print(
            String(
                format: "diagram: %@; one layout (DiagramRenderer.init, body + %d headers): %@; canvas %.0f × %.0f pt",
                formatted(diagramTime), changeCount, formatted(layoutTime), renderer.canvas.width,
                renderer.canvas.height))

        // Ours: every frame in turn, best of 3 passes.
        var svgBytes = 0
        let ourSVG =
            try bestOf(3) {
                svgBytes = 0
                for index in 0..<changeCount {
                    svgBytes += try renderer.render(frame: index, format: .svg).count
                }
            } / Double(changeCount)
        // A PNG past cairo's 32,767 pixels a side is refused (libgvc would shrink it): no PNG row then.
        let pixels = try renderer.bitmapSize.width
        let pngFrames = pixels < DiagramRenderer.bitmapLimit ? pngFrames : 0
        var pngBytes = 0
        let ourPNG =
            pngFrames == 0
            ? 0
            : try bestOf(2) {
                pngBytes = 0
                for index in 0..<pngFrames {
                    pngBytes += try renderer.render(frame: index, format: .png).count
                }
            } / Double(pngFrames)

        // Bare: the body alone laid out with dot, rendered with nothing changed in between.
        let bare = try LaidOutGraph(dot: diagram.body.dotText)
        var bareSVGBytes = 0
        let bareSVG = try measure(budget: 1.0, minimumRuns: 10) {
            bareSVGBytes = try bare.render(format: "svg").count
        }
        var barePNGBytes = 0
        let barePNG =
            pngFrames == 0
            ? 0
            : try measure(budget: 0, minimumRuns: pngFrames) {
                barePNGBytes = try bare.render(format: "png").count
            }

        // The same frames drawn bare: each frame's standalone graph (its colours, styles and visible
        // edges, no header) laid out with dot and rendered alone, on every 10th frame.
        let sampled = Array(stride(from: 0, to: changeCount, by: 10))
        var sameBytes = 0
        var sameTime = 0.0
        for index in sampled {
            let alone = try LaidOutGraph(dot: diagram.standaloneDOT(frame: index).dotText)
            sameTime += try measure(budget: 0.2, minimumRuns: 3) { sameBytes = try alone.render(format: "svg").count }
        }
        let sameSVG = sameTime / Double(sampled.count)
        let ourSampled =
            try bestOf(3) {
                for index in sampled { _ = try renderer.render(frame: index, format: .svg) }
            } / Double(sampled.count)

        let widths = [6, 7, 12, 12, 8, 12, 12]
        row(["format", "frames", "ours/frame", "bare/frame", "ratio", "ours bytes", "bare bytes"], widths: widths)
        row(
            [
                "svg", "\(changeCount)", formatted(ourSVG), formatted(bareSVG),
                String(format: "%.2f×", ourSVG / bareSVG),
                "\(svgBytes / changeCount)", "\(bareSVGBytes)",
            ], widths: widths)
        row(
            [
                "svg", "\(sampled.count)", formatted(ourSampled), formatted(sameSVG),
                String(format: "%.2f×", ourSampled / sameSVG), "", "\(sameBytes)",
            ], widths: widths)
        if pngFrames > 0 {
            row(
                [
                    "png", "\(pngFrames)", formatted(ourPNG), formatted(barePNG),
                    String(format: "%.2f×", ourPNG / barePNG),
                    "\(pngBytes / pngFrames)", "\(barePNGBytes)",
                ], widths: widths)
        } else {
            print(
                String(
                    format: "png: not measured: the canvas is %d px wide at 96 dpi, past cairo's %d", pixels,
                    DiagramRenderer.bitmapLimit))
        }
        print(
            "ratio = ours / bare per frame: our per-frame work (attribute updates, header switch, SVG rewrite) over libgvc's render alone."
        )
        print(
            "ours: best of 3 passes over all \(changeCount) frames (SVG), best of 2 over the first \(pngFrames) (PNG only: the canvas is large, so ~1 s a frame);"
        )
        print(
            String(
                format:
                    "bare: LaidOutGraph(dot: body) rendered repeatedly (best run), without the %d pinned headers, updates or post-processing; canvas %.0f × %.0f pt.",
                changeCount, bare.boundingBox.width, bare.boundingBox.height))
        print(
            "second svg row: every 10th frame, ours against that frame's own standalone graph (its colours, styles and"
        )
        print(
            "visible edges; no header) laid out alone and rendered repeatedly: libgvc's work for the same picture, with"
        )
        print("none of ours (updates, header, SVG rewrite). The body drawn bare shows fewer edges than most frames do.")
    }

    // MARK: - Helpers

    /// The `.swift` blocks in a folder, sorted as the shell sorts `DIR/*.swift`.
    static func blockFiles(in folder: String) throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        let files = names.filter { $0.hasSuffix(".swift") }.sorted().map { "\(folder)/\($0)" }
        guard !files.isEmpty else { throw BenchError("no .swift blocks in \(folder)") }
        return files
    }

    /// The first executable called `name` on PATH.
    static func executable(named name: String) throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return URL(fileURLWithPath: candidate) }
        }
        throw BenchError("no `\(name)` on PATH; install Graphviz")
    }

    /// Runs a process to its end; standard output goes to `standardOutput` (a new file) or nowhere.
    /// - Throws: `BenchError` with its standard error when it exits with a failure.
    static func launch(_ executable: URL, _ arguments: [String], standardOutput: URL? = nil) throws {
        try Launched(executable, arguments, standardOutput: standardOutput).finish()
    }

    /// A process started, its standard error kept for the failure message.
    struct Launched {
        let executable: URL
        let arguments: [String]
        private let process = Process()
        private let errors = Pipe()
        private let output: FileHandle?
        // Woken by the termination handler: waitUntilExit polls a run loop in 50 ms steps on
        // Linux, which would add up to 50 ms to every process of the baseline.
        private let exited = DispatchSemaphore(value: 0)

        /// Starts a process; standard output goes to `standardOutput` (a new file) or nowhere.
        init(_ executable: URL, _ arguments: [String], standardOutput: URL? = nil) throws {
            self.executable = executable
            self.arguments = arguments
            if let standardOutput {
                guard FileManager.default.createFile(atPath: standardOutput.path, contents: nil) else {
                    throw BenchError("cannot create \(standardOutput.path)")
                }
                output = try FileHandle(forWritingTo: standardOutput)
            } else {
                output = nil
            }
            process.executableURL = executable
            process.arguments = arguments
            process.standardOutput = output ?? FileHandle.nullDevice
            process.standardError = errors
            process.terminationHandler = { [exited] _ in exited.signal() }
            do {
                try process.run()
            } catch {
                try? output?.close()
                throw error
            }
        }

        /// Waits for the process to end.
        /// - Throws: `BenchError` with its standard error when it exited with a failure.
        func finish() throws {
            defer { try? output?.close() }
            let message = errors.fileHandleForReading.readDataToEndOfFile()
            exited.wait()
            guard process.terminationReason == .exit, process.terminationStatus == 0 else {
                let text = String(decoding: message, as: UTF8.self)
                throw BenchError(
                    "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) failed (\(process.terminationStatus)): \(text)"
                )
            }
        }
    }

    /// Checks a side wrote exactly `count` non-empty files with this extension, in any subfolder.
    static func expectFiles(in folder: URL, ext: String, count: Int, side: String) throws {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey]) else {
            throw BenchError("\(side) wrote nothing in \(folder.path)")
        }
        var found = 0
        for case let url as URL in walker where url.pathExtension == ext && !url.lastPathComponent.hasPrefix(".") {
            let size = try url.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0
            guard size > 0 else { throw BenchError("\(side) wrote an empty \(url.path)") }
            found += 1
        }
        guard found == count else { throw BenchError("\(side) wrote \(found) .\(ext) file(s), expected \(count)") }
    }

    /// User plus system time of every child process that has ended, in seconds.
    static func childrenCPU() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        func time(_ value: timeval) -> Double { Double(value.tv_sec) + Double(value.tv_usec) * 1e-6 }
        return time(usage.ru_utime) + time(usage.ru_stime)
    }

    /// The time of one run of `body`, in seconds.
    static func timed(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        return seconds(clock.now - start)
    }

    /// The best time of `runs` runs of `body`, in seconds.
    static func bestOf(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<runs { best = min(best, try timed(body)) }
        return best
    }
}

/// A benchmark that could not run as intended.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
