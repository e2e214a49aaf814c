import TriggerGraph

/// `triggergraph check`: every printed output block of a page against the model.
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
        let limits = try InputLimits(settings: arguments.settings)
        for path in paths where InputKind(path: path) != .page {
            throw .usage("'\(path)' is not a lesson page; check reads .md pages")
        }
        let pages = try console.load(paths, limits: limits, verbosity: verbose ? .verbose : .quiet, keepingBytes: fix)
        guard fix else { return console.check(pages, verbose: verbose).differences == 0 ? .success : .mismatch }
        let refused = try console.fix(pages)
        return refused == 0 ? .success : .mismatch
    }
}
