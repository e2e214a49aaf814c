import LessonScript
import TextEscapes

/// `triggergraph check`: every printed output block of a page against the model.
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "check that each page's printed output blocks match the model"
    static let help = """
        Usage: triggergraph check [--verbose] [--max-nodes N] [--max-bytes N] PAGE.md…

        For every measurement block followed by an output block, compares the lines the model prints
        (change lines and countCauses lines) with the output block's lines, in order. Each difference is
        printed as PAGE.md:LINE: expected "…" found "…", LINE being the page line of the output line.
        A measurement block whose model prints lines but that has no output block after it is a
        difference too, at the block's first line. Page text is printed with control characters
        escaped (\\u{1B}).

        A measurement block in a blockquote, in a list item or indented as code is not read: a warning
        names it, with or without --verbose.

        Lines printed by statements the model does not run (print(x.count), comparisons, Observation
        code) are not checked; such lines may stand only where those statements stand in the block.
        A summary line ends the output: how many lines were checked and how many were not.

        Exit status: 0 when every line matches, 1 when any differs, 64 for an input that is not a
        page, 65 for a page that cannot be read, 66 for a missing file.

        Options:
          -v, --verbose  also print each line not checked, and the warnings naming the statements
                         the model does not run
          --max-nodes N  allow trees of up to N nodes (default 2000)
          --max-bytes N  refuse an input (a file or standard input) over N bytes (default 32 MB, 256 MB at most)
          -h, --help     show this help
        """

    static func run(_ arguments: inout ArgumentScanner, console: Console) throws(CLIError) -> ExitCode {
        let verbose = arguments.flag("--verbose", "-v")
        let limits = try InputOptions.limits(&arguments, command: name)
        let paths = try arguments.positionals()
        for path in paths where InputKind(path: path) != .page {
            throw .usage("'\(path)' is not a lesson page; check reads .md pages", command: name)
        }
        let inputs = try Inputs.load(paths, command: name, console: console, limits: limits, showWarnings: verbose)
        var tally = CheckTally()
        for input in inputs {
            // A block check cannot see is said even without --verbose: "all match" would hide it.
            for warning in input.document.warnings where !verbose {
                if case .measurementBlockNotRead = warning.problem { console.warn(warning.description) }
            }
            tally.pages += 1
            for block in input.document.pageBlocks {
                guard let check = block.check() else { continue }
                tally.add(check)
                // Page text is printed with control characters escaped (TerminalText).
                let page = TerminalText.escaped(input.path)
                var lines = check.mismatches.map { (line: $0.line, text: "\(page):\($0.line): \($0.message)") }
                if verbose {
                    lines += check.notChecked.map {
                        (line: $0.line, text: "\(page):\($0.line): not checked: \"\(TerminalText.escaped($0.text))\"")
                    }
                }
                // In page order; on one line, a difference before a line not checked.
                let ordered = lines.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
                for entry in ordered { console.print(entry.element.text) }
            }
        }
        console.print(tally.summary)
        return tally.differences == 0 ? .success : .mismatch
    }
}

/// What `check` found over all its pages.
struct CheckTally {
    var pages = 0
    var blocks = 0
    var checked = 0
    var differences = 0
    var notChecked = 0

    mutating func add(_ check: OutputCheck) {
        blocks += 1
        checked += check.checked
        differences += check.mismatches.count
        notChecked += check.notChecked.count
    }

    /// `checked 12 lines in 3 blocks on 1 page: all match; 1 not checked`.
    var summary: String {
        let verdict = differences == 0 ? "all match" : "\(Self.count(differences, "difference"))"
        return
            "checked \(Self.count(checked, "line")) in \(Self.count(blocks, "block")) on \(Self.count(pages, "page")): "
            + "\(verdict); \(notChecked) not checked"
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
