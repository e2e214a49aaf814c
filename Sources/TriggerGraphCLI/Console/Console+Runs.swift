import TriggerGraph

/// How much a command says on standard error beside its errors, as `--quiet` and `--verbose` say.
enum Verbosity { case quiet, normal, verbose }

extension Console {
    /// Publishes `paths` with `writer` and the run `settings` ask for: the writer's warnings and the
    /// inputs' as `verbosity` says, progress on a terminal's status line while the blocks are drawn,
    /// then the warnings' summary and how many files are where. Standard input is this console's; at
    /// most ``mostDrawingProcesses`` draw; SIGINT and SIGTERM roll the run back and end it with 130 or 143.
    func publish(_ paths: [String], with writer: inout some BlockWriter, settings: Settings, verbosity: Verbosity)
        throws(PublishingError) -> ExitCode
    {
        var run = try PublishingRun(settings: settings)
        Interruption.install()
        for warning in writer.warnings where verbosity != .quiet { warn("triggergraph: warning: \(warning)") }
        let tally = WarningTally(verbosity, console: self)
        let command = writer.command
        if let most = mostDrawingProcesses { run.jobs = min(run.jobs ?? most, most) }
        run.warn = tally.add
        run.readStandardInput = readStandardInput
        if errorIsTerminal, verbosity != .quiet { run.progress = { self.statusLine = $0.statusLine(command: command) } }
        defer { statusLine = nil }
        let manifest = try run.publish(paths, with: &writer)
        statusLine = nil
        guard verbosity != .quiet else { return .success }
        if let summary = tally.summary { warn(summary) }
        warn("\(command): \(manifest.allFiles.count + 1) file(s) in \(run.output.path)")
        return .success
    }

    /// Reads `paths` for a command that only reads (with each file's bytes for `check --fix`),
    /// within the limits `settings` give, the inputs' warnings as `verbosity` says, then their summary.
    func load(
        _ paths: [String], settings: Settings = Settings(), verbosity: Verbosity = .normal, keepingBytes: Bool = false
    ) throws(PublishingError) -> [LoadedInput] {
        let limits = try InputLimits(settings: settings)
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
    private var counts: [InputWarning.Kind: Int] = [:]
    private var blocks: Set<String> = []

    init(_ verbosity: Verbosity, console: Console) { (self.verbosity, self.console) = (verbosity, console) }

    func add(_ warning: InputWarning) {
        if verbosity == .normal, let kind = warning.kind {
            counts[kind, default: 0] += 1
            blocks.insert(warning.block)
        } else if verbosity == .verbose || (verbosity == .normal && warning.diagnostic == nil) {
            console.warn(warning.description)  // a skipped input (no diagnostic) is said at once
        }
    }

    /// `29 statements not modelled and 2 blocks with no view tree in 8 blocks (--verbose lists them)`.
    var summary: String? {
        let parts = InputWarning.Kind.allCases.compactMap { k in counts[k].map { "\($0) \(k.name(count: $0))" } }
        guard let last = parts.last else { return nil }
        let list = parts.count > 1 ? parts.dropLast().joined(separator: ", ") + " and " + last : last
        return
            "triggergraph: warning: \(list) in \(blocks.count) block\(blocks.count == 1 ? "" : "s") (--verbose lists them)"
    }
}
