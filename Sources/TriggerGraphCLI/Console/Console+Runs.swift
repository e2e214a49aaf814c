import TriggerGraph

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

extension Console {
    /// `check`: each difference of each page's printed output blocks from the model as
    /// `PAGE:LINE: expected "…" found "…"`, with `verbose` each line not checked too, in page
    /// order; then a summary line. A measurement block the page reader could not see is warned
    /// about even without `verbose`: "all match" would hide it.
    /// - Returns: What was checked and what differs.
    @discardableResult func check(_ pages: [LoadedInput], verbose: Bool) -> CheckTally {
        var tally = CheckTally()
        for page in pages {
            tally.pages += 1
            let name = TerminalText.escaped(page.path)
            for warning in page.document.warnings where !verbose {
                if case .measurementBlockNotRead = warning.problem { warn(warning.description) }
            }
            for check in page.document.pageBlocks.compactMap({ $0.check() }) {
                tally.add(check)
                for entry in check.report(notChecked: verbose) { print("\(name):\(entry.line): \(entry.text)") }
            }
        }
        print(tally.summary)
        return tally
    }

    /// `check --fix`: each page's stale output blocks rewritten (``LoadedInput/replace(with:)``),
    /// saying `PAGE:LINE: not fixed: …` for a block left as it is and `PAGE:LINE: updated N lines`
    /// for each output block rewritten. The pages before one that cannot be replaced are fixed.
    /// - Returns: How many blocks were left as they are.
    func fix(_ pages: [LoadedInput]) throws(PublishingError) -> Int {
        var refused = 0
        for page in pages {
            let name = TerminalText.escaped(page.path)
            let fix = try page.fixed()
            for refusal in fix.refusals { print("\(name):\(refusal.line): not fixed: \(refusal.reason)") }
            refused += fix.refusals.count
            try page.replace(with: fix)
            for change in fix.changes {
                print("\(name):\(change.line): updated \(change.lines) line\(change.lines == 1 ? "" : "s")")
            }
        }
        return refused
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
        // A skipped input (no diagnostic) is said at once, unless only errors are to be.
        guard verbosity == .normal, let kind = warning.kind else {
            if verbosity == .verbose || (verbosity == .normal && warning.diagnostic == nil) {
                console.warn(warning.description)
            }
            return
        }
        counts[kind, default: 0] += 1
        blocks.insert(warning.block)
    }

    /// `29 statements not modelled and 2 blocks with no view tree in 8 blocks (--verbose lists them)`.
    var summary: String? {
        let parts = InputWarning.Kind.allCases.compactMap { kind in counts[kind].map { "\($0) \(kind.name(count: $0))" }
        }
        guard let last = parts.last else { return nil }
        let list = parts.count > 1 ? parts.dropLast().joined(separator: ", ") + " and " + last : last
        return
            "triggergraph: warning: \(list) in \(blocks.count) block\(blocks.count == 1 ? "" : "s") (--verbose lists them)"
    }
}
