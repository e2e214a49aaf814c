import TriggerGraph

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How much a command says on standard error beside its errors: `--quiet` nothing, by default a
/// summary of the inputs' warnings and a line on what was written, `--verbose` every warning.
enum Verbosity { case quiet, normal, verbose }

extension Console {
    /// Publishes `paths` with `writer`: the inputs' warnings as `verbosity` says, progress on a
    /// terminal's status line while the blocks are drawn, then the warnings' summary and how
    /// many files are where. Standard input is this console's; at most ``drawingProcesses`` draw;
    /// SIGINT and SIGTERM roll the run back and end it with 130 or 143.
    func publish(_ paths: [String], with writer: inout some BlockWriter, run: PublishingRun, verbosity: Verbosity)
        throws(PublishingError) -> ExitCode
    {
        Interruption.install()
        let tally = WarningTally(verbosity, console: self)
        let command = writer.command
        var run = run
        run.jobs = min(run.jobs, drawingProcesses)
        run.warn = tally.add
        run.readStandardInput = readStandardInput
        if errorIsTerminal, verbosity != .quiet { run.progress = { self.status($0.statusLine(command: command)) } }
        defer { clearStatus() }
        let manifest = try run.publish(paths, with: &writer)
        clearStatus()
        guard verbosity != .quiet else { return .success }
        if let summary = tally.summary { warn(summary) }
        warn("\(command): \(manifest.allFiles.count + 1) file(s) in \(run.output.path)")
        return .success
    }

    /// Reads `paths` for a command that only reads (with each file's bytes for `check --fix`),
    /// the inputs' warnings as `verbosity` says, then their summary.
    func load(_ paths: [String], limits: InputLimits, verbosity: Verbosity = .normal, keepingBytes: Bool = false)
        throws(PublishingError) -> [LoadedInput]
    {
        let tally = WarningTally(verbosity, console: self)
        let inputs = try Inputs.load(
            paths, limits: limits, readStandardInput: readStandardInput, keepingBytes: keepingBytes, warn: tally.add)
        if let summary = tally.summary { warn(summary) }
        return inputs
    }
}

/// The inputs' warnings, counted by kind for one summary line, or said as they come with `--verbose`.
final class WarningTally {
    let verbosity: Verbosity
    private let console: Console
    private var counts: [Int: Int] = [:]
    private var blocks: Set<String> = []
    /// The kinds of warning, in the summary's order: how one and how several are called.
    static let kinds = [
        ("statement not modelled", "statements not modelled"), ("block with no view tree", "blocks with no view tree"),
        ("other warning", "other warnings"),
    ]

    init(_ verbosity: Verbosity, console: Console) { (self.verbosity, self.console) = (verbosity, console) }

    func add(_ warning: InputWarning) {
        // A skipped input (no diagnostic) is said at once, unless only errors are to be.
        guard verbosity == .normal, let problem = warning.diagnostic?.problem else {
            if verbosity == .verbose || (verbosity == .normal && warning.diagnostic == nil) {
                console.warn(warning.description)
            }
            return
        }
        let kind = if case .notModelled = problem { 0 } else if case .noTree = problem { 1 } else { 2 }
        counts[kind, default: 0] += 1
        blocks.insert(warning.block)
    }

    /// `29 statements not modelled and 2 blocks with no view tree in 8 blocks (--verbose lists them)`.
    var summary: String? {
        let parts = Self.kinds.indices.compactMap { kind in
            counts[kind].map { "\($0) \($0 == 1 ? Self.kinds[kind].0 : Self.kinds[kind].1)" }
        }
        guard let last = parts.last else { return nil }
        let list = parts.count > 1 ? parts.dropLast().joined(separator: ", ") + " and " + last : last
        return
            "triggergraph: warning: \(list) in \(blocks.count) block\(blocks.count == 1 ? "" : "s") (--verbose lists them)"
    }
}

extension RunProgress {
    /// `render: 3/12 blocks, 40/131 frames, 1.2 s`: how far `command`'s run is, on a status line.
    func statusLine(command: String) -> String {
        let tenths = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
            let count = withVaList([elapsed]) { vsnprintf(buffer.baseAddress!, 64, "%.1f", $0) }  // printf's %.1f
            return count > 0 && count < 64 ? String(cString: buffer.baseAddress!) : "\(elapsed)"
        }
        return "\(command): \(blocks.done)/\(blocks.total) blocks, \(frames.done)/\(frames.total) frames, \(tenths) s"
    }
}
