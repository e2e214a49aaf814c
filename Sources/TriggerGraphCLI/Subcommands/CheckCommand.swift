import Foundation
import LessonScript
import Publishing
import SystemIO
import TextEscapes

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

    static func run(_ arguments: inout ArgumentScanner, console: Console) throws(CLIError) -> ExitCode {
        let verbose = arguments.flag("--verbose", "-v")
        let fix = arguments.flag("--fix")
        let limits = try InputOptions.limits(&arguments, command: name)
        let paths = try arguments.positionals()
        for path in paths where InputKind(path: path) != .page {
            throw .usage("'\(path)' is not a lesson page; check reads .md pages", command: name)
        }
        let inputs = try InputOptions.load(
            paths, command: name, console: console, limits: limits, verbosity: verbose ? .verbose : .quiet)
        if fix { return try self.fix(inputs, limit: limits.inputBytesAllowed, console: console) }
        var tally = CheckTally()
        for input in inputs {
            tally.pages += 1
            // A block check cannot see is said even without --verbose: "all match" would hide it.
            for warning in input.document.warnings where !verbose {
                if case .measurementBlockNotRead = warning.problem { console.warn(warning.description) }
            }
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

    /// Rewrites each page's stale output blocks, says what changed and what was left, and exits 0
    /// when nothing is left to fix.
    private static func fix(_ inputs: [LoadedInput], limit: Int, console: Console) throws(CLIError) -> ExitCode {
        var refused = 0
        for input in inputs {
            let url = URL(fileURLWithPath: input.path)
            let page = TerminalText.escaped(input.path)
            guard let data = try? InputBytes.read(path: input.path, limit: limit) else {
                throw .run(.noInput(path: input.path, reason: "cannot read it again to fix it"))
            }
            let fix = PageFix(text: String(decoding: data, as: UTF8.self), blocks: input.document.pageBlocks)
            for refusal in fix.refusals { console.print("\(page):\(refusal.line): not fixed: \(refusal.reason)") }
            refused += fix.refusals.count
            guard !fix.changes.isEmpty else { continue }
            let folder: Folder
            do throws(SystemCallError) {
                folder = try Folder(opening: url.deletingLastPathComponent().path)
            } catch {
                throw .run(.cantCreate(path: input.path, reason: error.reason))
            }
            do throws(OutputError) {
                try folder.replaceFile(url.lastPathComponent, with: Data(fix.text.utf8))
            } catch {
                throw .run(PublishingError(error))
            }
            for change in fix.changes {
                console.print("\(page):\(change.line): updated \(change.lines) line\(change.lines == 1 ? "" : "s")")
            }
        }
        return refused == 0 ? .success : .mismatch
    }
}
