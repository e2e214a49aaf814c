import LessonScript
import SystemIO
import TriggerRender

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One publishing run: read the inputs, plan the names, draw the blocks on every core, stage
/// what is written, then commit it whole or roll it back, and report it in `manifest.json`.
/// What is written for a block comes from a ``BlockWriter``: ``FrameWriter`` (frames, figures and
/// page previews), ``AnimationWriter`` or ``CatalogWriter`` (a DocC catalog).
///
/// A run stops at its next write, rolls back and throws ``PublishingError/interrupted(signal:)``
/// once SIGINT or SIGTERM has come, if the program installed ``Interruption``'s handlers
/// (`Interruption.install()`, as the command line does); a library installs none of its own.
///
/// ```swift
/// var run = PublishingRun(output: URL(fileURLWithPath: "out"))
/// var writer = FrameWriter(formats: [.svg], themes: [.light, .dark])
/// let manifest = try run.publish(["Lessons/09-local-state.md"], with: &writer)
/// ```
public struct PublishingRun {
    /// The folder to write into, made if missing.
    public var output: URL
    /// Whether to wait for the files to reach the disk before they take their names.
    public var sync = true
    /// Whether to take over folders and files in the output folder that the tool did not write.
    public var force = false
    /// How many processes may draw; nil: one per core, counted only when a plan has work for more
    /// than one (``BlockWorkers/schedule(for:jobs:keeping:)``).
    public var jobs: Int? = 1
    /// Limits on each input, the layout and output budgets among them (``InputLimits/drawing``); a
    /// writer that lays nothing out (``BlockWriter/laysOut``, as DOT alone) holds no block to the
    /// layout budget, and every writer holds each block to the output budget.
    public var limits = InputLimits.drawing
    /// The blocks and changes to draw.
    public var selection = Selection.everything
    /// The name of the one input's block (a page's blocks become `NAME-1`, `NAME-2`, …).
    public var name: String?
    /// Where each input's warnings go (statements not modelled, blocks without a tree).
    public var warn: (InputWarning) -> Void = { _ in }
    /// Told how far the run is as blocks and frames are drawn (in every drawing process; it may
    /// be called from any of them), and once more when every block is drawn.
    public var progress: ((RunProgress) -> Void)?
    /// Reads standard input, for the input `-`, at most `limit` bytes.
    public var readStandardInput: (_ limit: Int) throws(InputBytes.Failure) -> Data = { _ in Data() }

    /// Creates a run that writes into `output`, with every other setting at its default.
    /// - Parameter output: The folder to write into, made if missing.
    public init(output: URL) {
        self.output = output
    }

    /// Reads `paths` (`.swift` blocks, `.md` pages, `.json` scenes, `-`) and publishes them.
    /// - Returns: The manifest written.
    /// - Throws: `PublishingError`; nothing of the run is then left in the output folder. A path
    ///   that is not a page, for a writer of pages only, is ``Request/notAPage(path:command:)``.
    public func publish(_ paths: [String], with writer: inout some BlockWriter) throws(PublishingError) -> Manifest {
        if writer.writesPagesOnly, let other = paths.first(where: { InputKind(path: $0) != .page }) {
            throw .request(.notAPage(path: other, command: writer.command))
        }
        // For pixels, cairo, Pango and fontconfig are set up ahead for the processes forked later,
        // unless the schedule, waited for once the plugins are open, says no process will be
        // forked: the block then sets them up itself, and does not wait for a diagram drawn only
        // to load them (a race it lost when the plugins opened before the schedule was made). A run
        // that fails before its schedule counts as one process: its error is not kept waiting.
        // Without pixels nothing is warmed up: what a diagram loads first (HarfBuzz's fonts, the
        // runtime's metadata) costs each process about what the warm-up costs, and the warm-up
        // held the fork back (the course: 0.5 ms of wall time and of CPU, `make bench`).
        let processes = DrawingProcesses()
        let preparation =
            writer.laysOut
            ? BackgroundThread { [pixels = writer.drawsWithCairo] in
                try? DiagramRenderer.prepare(drawingPixels: pixels, warmingUp: { pixels && processes.awaited() != 1 })
            } : nil
        defer {
            if processes.count == nil { processes.count = 1 }
            preparation?.wait()
        }
        var limits = limits
        if !writer.laysOut { limits.maxLayoutCost = nil }
        let inputs = try Inputs.load(
            paths, limits: limits, name: name, readStandardInput: readStandardInput, warn: warn)
        return try publish(inputs, with: &writer, after: preparation, processes: processes)
    }

    /// Publishes inputs already read.
    public func publish(_ inputs: [LoadedInput], with writer: inout some BlockWriter) throws(PublishingError)
        -> Manifest
    {
        try publish(inputs, with: &writer, after: nil, processes: nil)
    }

    private func publish(
        _ inputs: [LoadedInput], with writer: inout some BlockWriter, after preparation: BackgroundThread?,
        processes: DrawingProcesses?
    )
        throws(PublishingError) -> Manifest
    {
        let plan = try PublishPlan(inputs, layout: writer.layout, selection: selection)
        // Said as soon as it is known, while the preparation may be waiting for it.
        let schedule = BlockWorkers.schedule(for: plan, jobs: jobs, keeping: writer.blocksDrawnHere(of: plan))
        processes?.count = schedule.processes
        let output = try RunOutput(root: output, sync: sync, force: force)
        var manifest = Manifest(plan: plan, command: writer.command, version: TriggerGraphVersion.current)
        if let progress {
            output.progress = ProgressCounter(
                blocks: plan.blocks.count, frames: plan.frameCount, report: progress)
        }
        do {
            try writer.start(plan, output: output)
            let entries = manifest.blocks
            // The drawing processes measure much of the same text; without cairo they share it.
            let sharesMeasures = schedule.processes > 1 && writer.laysOut && !writer.drawsWithCairo
            if sharesMeasures {
                // Sharing is set under Graphviz's lock, which the preparation holds while it loads
                // the plugins: waiting for the thread to end sleeps, where waiting for the lock (or
                // for the runtime's one-time set-up) spins on this core while its holder runs.
                preparation?.wait()
                DiagramRenderer.beginSharingTextMeasures()
            }
            defer { if sharesMeasures { DiagramRenderer.endSharingTextMeasures() } }
            // Blocks drawn in this process leave in `writer` what finish needs (a preview's frames).
            let drawn = try BlockWorkers.run(schedule, after: preparation, output: output.staged) {
                position throws(PublishingError) in
                var entry = entries[position]
                try ProcessEnd.shared.drawingBlock { () throws(PublishingError) in
                    try writer.draw(plan.blocks[position], into: &entry, output: output)
                }
                output.progress?.blockDrawn()
                return entry
            }
            // Reports from the drawing processes may come in any order: this one is last and whole.
            output.progress?.finish()
            for (position, block) in drawn { manifest.blocks[position] = block }
            try writer.finish(plan, manifest: &manifest, output: output)
            let kept = output.kept(besides: manifest.allFiles)
            manifest.kept = kept.isEmpty ? nil : kept
            try output.write(manifest)
            try output.commit()
        } catch {
            output.rollback()
            throw error
        }
        return manifest
    }
}

/// The tool's version, as its manifests record it.
public enum TriggerGraphVersion {
    public static let current = "0.1.0"
}

/// How many processes a run draws its blocks in, once its schedule is made: set by the run,
/// waited for by the thread that prepares Graphviz meanwhile.
private final class DrawingProcesses: @unchecked Sendable {
    private let condition = Condition()
    private var scheduled: Int?

    /// The processes scheduled, or nil before the schedule is made.
    var count: Int? {
        get { condition.withLock { scheduled } }
        set {
            condition.withLock {
                scheduled = newValue
                condition.broadcast()
            }
        }
    }

    /// The processes scheduled, once the run has made its schedule (or has failed before it,
    /// which counts as one).
    func awaited() -> Int {
        condition.withLock {
            while true {
                if let scheduled { return scheduled }
                _ = condition.wait(until: Date(timeIntervalSinceNow: 60))
            }
        }
    }
}
