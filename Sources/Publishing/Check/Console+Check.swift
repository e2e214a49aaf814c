import LessonScript
import TextEscapes

extension Console {
    /// Checks each page's printed output blocks against the lines its model prints (`check`), and
    /// prints what it found: each difference as `PAGE:LINE: expected "…" found "…"`, with `verbose`
    /// each output line not checked too, in page order; then a summary line. A measurement block
    /// the page reader could not see is warned about even without `verbose`: "all match" would
    /// hide it.
    /// - Parameters:
    ///   - pages: The lesson pages, read.
    ///   - verbose: Whether to print the output lines not checked as well.
    /// - Returns: What was checked and what differs.
    @discardableResult
    public func check(_ pages: [LoadedInput], verbose: Bool) -> CheckTally {
        var tally = CheckTally()
        for page in pages {
            tally.pages += 1
            for warning in page.document.warnings where !verbose {
                if case .measurementBlockNotRead = warning.problem { warn(warning.description) }
            }
            for block in page.document.pageBlocks {
                guard let check = block.check() else { continue }
                tally.add(check)
                for line in page.lines(of: check, verbose: verbose) { print(line) }
            }
        }
        print(tally.summary)
        return tally
    }
}

extension LoadedInput {
    /// What `check` prints of one block's check: each difference and, with `verbose`, each line not
    /// checked with what prints it, in page order (on one line, a difference before a line not checked). Page text is
    /// printed with control characters escaped (``TerminalText``).
    func lines(of check: OutputCheck, verbose: Bool) -> [String] {
        let page = TerminalText.escaped(path)
        var lines = check.mismatches.map { (line: $0.line, text: "\(page):\($0.line): \($0.message)") }
        if verbose {
            lines += zip(check.notChecked, check.whyNotChecked).map { line, why in
                let text = TerminalText.escaped(line.text)
                return (
                    line: line.line,
                    text: "\(page):\(line.line): not checked: \"\(text)\": \(TerminalText.escaped(why))"
                )
            }
        }
        let ordered = lines.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
        return ordered.map(\.element.text)
    }
}
