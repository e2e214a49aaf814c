import TriggerGraph

/// `triggergraph check`: every printed output block of a page against the model.
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "check that each page's printed output blocks match the model"
    static let synopsis = "[options] PAGE.md…"
    static let about = """
        For every measurement block followed by an output block, compares the lines the model prints
        (change lines and countCauses lines) with the output block's lines, in order. Each difference is
        printed as PAGE.md:LINE: expected "…" found "…", LINE being the page line of the output line.
        A measurement block whose model prints lines but that has no output block after it is a
        difference too, at the block's first line. Page text is printed with control characters
        escaped (\\u{1B}).

        Lines printed by statements the model does not run (print(x.count), comparisons, Observation
        code) are not checked; such lines may stand only where those statements stand in the block.
        A summary line ends the output: how many lines were checked and how many were not.

        Exit status: 0 when every line matches, 1 when any differs, 64 for an input that is not a
        page, 65 for a page that cannot be read, 66 for a missing file.

        A measurement block in a blockquote, in a list item or indented as code is not read: a warning
        names it, with or without --verbose.
        """
    static let options: [Option] =
        [
            Option(
                "-v", "--verbose",
                help: """
                    also print each line not checked, and the warnings naming the statements
                    the model does not run
                    """),
            Option(
                "--fix",
                help: """
                    rewrite each stale output block to what the model prints, every other byte
                    of the page kept, and say what changed; a page that is right is not touched
                    """),
        ] + Option.limits

    static func run(_ arguments: inout ArgumentScanner, console: Console) throws(PublishingError) -> ExitCode {
        let verbose = arguments.flag("--verbose", "-v")
        let fix = arguments.flag("--fix")
        let limits = try arguments.limits()
        let paths = try arguments.positionals()
        for path in paths where InputKind(path: path) != .page {
            throw .request("'\(path)' is not a lesson page; check reads .md pages")
        }
        let pages = try console.load(paths, limits: limits, verbosity: verbose ? .verbose : .quiet)
        guard fix else { return console.check(pages, verbose: verbose).differences == 0 ? .success : .mismatch }
        let refused = try console.fix(pages, limit: limits.inputBytesAllowed)
        return refused == 0 ? .success : .mismatch
    }
}
