import TriggerGraph

enum CheckCommand: Command {
    static let name = "check"
    static let summary = "check that each page's printed output blocks match the model"
    static let synopsis = "[options] PAGE.md…"
    static let about = """
        Compares, for every measurement block followed by an output block, the lines the model prints
        with the output block's, in order, and prints each difference as PAGE.md:LINE: expected "…"
        found "…"; a block that prints lines with no output block after it differs at its first line.
        A summary line ends the output. Lines of statements the model does not run (print(x.count),
        comparisons, Observation code) are not checked; a measurement block in a blockquote, a list
        item or indented as code is not read, and a warning names it.

        With --fix, each page is fixed as it was read and checked, and replaced in one step only if
        it is still that file with those bytes; owner, group, mode and extended attributes are kept.
        A page that changed meanwhile (an editor saved it) is left as it is, and the run stops.

        Exit status: 0 when every line matches, 1 when any differs, 64 for an input that is not a
        page, 65 for a page that cannot be read, 66 for a missing file. With --fix: 73 for a page
        that cannot be replaced (it has more than one hard link, or its owner cannot be kept), 74
        when writing fails, 75 for a page that changed during the run (run again).
        """
    static let options: [Option] =
        [
            Option(
                "-v", "--verbose", help: "also print each line not checked, and the statements the model does not run"),
            Option("--fix", help: "rewrite each stale output block to what the model prints, every other byte kept"),
        ] + Option.limits

    static func run(_ arguments: ArgumentScanner, console: Console) throws(PublishingError) -> ExitCode {
        let (verbose, fix, paths) = (arguments.flag("--verbose"), arguments.flag("--fix"), arguments.paths)
        for path in paths where InputKind(path: path) != .page {
            throw .usage("'\(path)' is not a lesson page; check reads .md pages")
        }
        let pages = try console.load(
            paths, settings: arguments.settings, verbosity: verbose ? .verbose : .quiet, keepingBytes: fix)
        guard fix else { return console.check(pages, verbose: verbose).differences == 0 ? .success : .mismatch }
        return try console.fix(pages) == 0 ? .success : .mismatch
    }
}

extension Console {
    /// What `check` prints, as its help says; a measurement block the page reader could not see is
    /// warned about even without `verbose`: "all match" would hide it.
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

    /// `check --fix`, as its help says: `PAGE:LINE: not fixed: …` for a block left as it is and
    /// `PAGE:LINE: updated N lines` for each rewritten. The pages before one that cannot be replaced are fixed.
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
