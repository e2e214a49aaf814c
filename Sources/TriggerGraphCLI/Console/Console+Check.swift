import TriggerGraph

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
