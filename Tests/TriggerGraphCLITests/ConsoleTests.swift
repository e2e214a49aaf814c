import Foundation
import LessonScript
import Testing

@testable import Publishing
@testable import TriggerGraphCLI

/// A write that fails, as on a full device.
struct DeviceFull: Error, CustomStringConvertible {
    var description: String { "No space left on device" }
}

/// What a console was given, standard output and standard error apart.
final class ConsoleCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var out = ""
    private var err = ""

    func console(stdin: Data = Data(), terminal: Bool = false, failing: Bool = false) -> Console {
        Console(
            out: { text in
                if failing { throw DeviceFull() }
                self.lock.withLock { self.out += text }
            },
            err: { text in self.lock.withLock { self.err += text } },
            readIn: { stdin },
            errorIsTerminal: terminal)
    }

    var result: (out: String, err: String) { lock.withLock { (out, err) } }
}

/// Where a command writes: its output stops at the first failed write, its messages stay one line
/// each, and its status line is drawn only on a terminal.
@Suite("Console")
struct ConsoleTests {
    @Test func aMessageKeepsToOneLineWhateverItQuotes() {
        let capture = ConsoleCapture()
        capture.console().warn("x.swift: error: cannot read \u{1B}[2J\nnext")
        #expect(capture.result.err == "x.swift: error: cannot read \\u{1B}[2J\\u{A}next\n")
    }

    @Test func theStatusLineIsRedrawnInPlaceOnlyOnATerminal() {
        let terminal = ConsoleCapture()
        let console = terminal.console(terminal: true)
        console.statusLine = "render: 1/2 blocks"
        console.statusLine = "render: 2/2 blocks"
        console.statusLine = nil
        #expect(terminal.result.err == "\rrender: 1/2 blocks\u{1B}[K\rrender: 2/2 blocks\u{1B}[K\r\u{1B}[K")
        let pipe = ConsoleCapture()
        pipe.console().statusLine = "render: 1/2 blocks"
        pipe.console().statusLine = nil
        #expect(pipe.result.err.isEmpty)
    }

    @Test func aFailedWriteEndsTheOutputAndSaysWhy() {
        let capture = ConsoleCapture()
        let console = capture.console(failing: true)
        #expect(console.outputFailure == nil)
        console.print("one")
        console.print("two")
        #expect(console.outputFailure == "No space left on device")
        #expect(capture.result.out.isEmpty)
    }

    @Test func standardInputOverItsLimitIsRefused() throws {
        let console = ConsoleCapture().console(stdin: Data("12345".utf8))
        #expect(throws: InputBytes.Failure.tooLarge(limit: 4)) { try console.readStandardInput(4) }
        #expect(try console.readStandardInput(5) == Data("12345".utf8))
    }

    @Test func aConsoleOfTheProcessDrawsOnEveryCoreAndAnyOtherOnOne() {
        #expect(ConsoleCapture().console().mostDrawingProcesses == 1)
        #expect(Console.standard().mostDrawingProcesses == nil, "as many as the run's jobs: one per core")
    }

    @Test func theStatusLineSaysBlocksFramesAndSeconds() {
        let progress = RunProgress(blocks: (3, 12), frames: (40, 131), elapsed: 1.25)
        #expect(progress.statusLine(command: "render") == "render: 3/12 blocks, 40/131 frames, 1.2 s")
        for elapsed in [0, 0.05, 0.15, 0.25, 9.95, 59.99, 1234.56, 1e20] {
            let line = RunProgress(blocks: (0, 1), frames: (0, 1), elapsed: elapsed).statusLine(command: "docc")
            #expect(line == "docc: 0/1 blocks, 0/1 frames, " + String(format: "%.1f s", elapsed))
        }
    }
}

/// The inputs' warnings: one summary line by default, each as it comes with `verbose`, none with `quiet`.
@Suite("Warning tally")
struct WarningTallyTests {
    static let path = "/lesson/page.md"

    static func warning(_ problem: Problem, line: Int) -> InputWarning {
        let diagnostic = Diagnostic.warning(problem, at: SourceLocation(file: path, line: line, column: 1))
        let document = try! InputReader.read(source: "# Page\n", file: path, kind: .page)
        return InputWarning(diagnostic, in: document, path: path)
    }

    static let warnings = [
        warning(.notModelled(summary: "print(x)"), line: 3), warning(.notModelled(summary: "func f()"), line: 4),
        warning(.noTree, line: 9),
    ]

    @Test func byDefaultTheWarningsAreCountedByKind() {
        let capture = ConsoleCapture()
        let tally = WarningTally(.normal, console: capture.console())
        #expect(tally.summary == nil)
        for warning in Self.warnings { tally.add(warning) }
        #expect(capture.result.err.isEmpty)
        #expect(
            tally.summary
                == "triggergraph: warning: 2 statements not modelled and 1 block with no view tree in 1 block "
                + "(--verbose lists them)")
    }

    @Test func verboseSaysEachAsItComesAndQuietNone() {
        let verbose = ConsoleCapture()
        let tally = WarningTally(.verbose, console: verbose.console())
        for warning in Self.warnings { tally.add(warning) }
        #expect(verbose.result.err.split(separator: "\n").count == 3)
        #expect(tally.summary == nil)
        let quiet = ConsoleCapture()
        let silent = WarningTally(.quiet, console: quiet.console())
        for warning in Self.warnings { silent.add(warning) }
        silent.add(InputWarning(skipped: "README.md: note: skipped", path: "README.md"))
        #expect(quiet.result.err.isEmpty && silent.summary == nil)
    }

    @Test func aSkippedInputIsSaidAtOnceUnlessQuiet() {
        let capture = ConsoleCapture()
        let tally = WarningTally(.normal, console: capture.console())
        tally.add(InputWarning(skipped: "README.md: note: skipped", path: "README.md"))
        #expect(capture.result.err == "README.md: note: skipped\n")
        #expect(tally.summary == nil)
    }
}
