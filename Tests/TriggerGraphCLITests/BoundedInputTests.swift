import CourseFixtures
import Foundation
import TemporaryFolders
import Testing

@testable import TriggerGraphCLI

/// Every input bounded (issue 47): a block's changes, what drawing it writes, every number an
/// option takes; and what reaches the terminal or the file system is what was meant.
@Suite("Bounded inputs")
struct BoundedInputTests {
    /// A JSON scene named `big`: a root and `views - 1` children reading `k`, and `changes`
    /// changes of `k`, one step a line (step N on line N + 1).
    static func scene(views: Int, changes: Int) throws -> String {
        let nodes = (0..<views).map {
            #"{"name": "V\#($0)", "parent": \#($0 == 0 ? "null" : #""V0""#), "reads": ["k"]}"#
        }
        let steps = (1...changes).map { #"{"step": "change", "tree": "t", "label": "c\#($0)", "key": "k"}"# }
        let json =
            #"{"version": 1, "name": "big", "trees": [{"name": "t", "storage": {"k": {"kind": "environment"}}, "#
            + #""nodes": [\#(nodes.joined(separator: ", "))]}], "steps": [\#n\#(steps.joined(separator: ",\n"))]}"#
        let url = try temporaryFolder().appendingPathComponent("big.json")
        try Data(json.utf8).write(to: url)
        return url.path
    }

    // MARK: The change limit

    @Test(arguments: ["text", "dot", "scene", "render", "animate"])
    func aBlockOfTooManyChangesIsRefusedUnlessMaxChangesAllowsIt(_ command: String) throws {
        let path = try Self.scene(views: 2, changes: 1_001)
        let output = try temporaryFolder().appendingPathComponent("out")
        let writes = command == "render" || command == "animate"
        let arguments = [command, path] + (writes ? ["-o", output.path, "--no-sync"] : [])
        let refused = triggergraph(arguments)
        #expect(refused.status == 65)
        #expect(
            refused.err
                == "\(path):1002:1: error: block \"big\" has 1001 changes; the limit is 1000 "
                + "(split the block, or raise it with --max-changes)\n")
        #expect(refused.out.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: output.path))
        guard !writes else { return }
        #expect(triggergraph(arguments + ["--max-changes", "1001"]).status == 0)
        #expect(triggergraph(arguments + ["--max-changes=1000"]).status == 65)
    }

    // MARK: The output budget

    /// 2,000 views × 26 changes is over the default budget of 50,000 views drawn, at the 26th
    /// change: refused before anything is drawn, whichever command draws it.
    @Test(arguments: ["render", "animate"])
    func aBlockOverTheOutputBudgetIsRefusedBeforeAnythingIsDrawn(_ command: String) throws {
        let path = try Self.scene(views: 2_000, changes: 26)
        let output = try temporaryFolder().appendingPathComponent("out")
        let run = triggergraph(command, path, "-o", output.path, "--no-sync")
        #expect(run.status == 65)
        #expect(
            run.err
                == "\(path):27:1: error: block \"big\" would draw 2000 views in each of its 26 frames, 52000 in all "
                + "(views × changes); the output budget is 50000 (split the block, or raise it with --max-output)\n")
        #expect(!FileManager.default.fileExists(atPath: output.path))
        // The model alone is not drawn: `text` reads it whole.
        #expect(triggergraph("text", path).status == 0)
    }

    @Test(arguments: ["render", "animate", "docc"])
    func everyDrawingCommandTakesMaxOutput(_ command: String) throws {
        let folder = try temporaryFolder()
        let page = folder.appendingPathComponent("page.md")
        let block = """
            let t = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"]), ViewNode("B", parent: "A", reads: [])], storage: ["k": .environment])
            t.change("one", key: "k")
            t.change("two", key: "k")
            """
        try Data("# P\n\n```swift\n// main.swift — two views, two changes\n\(block)\n```\n".utf8).write(to: page)
        let output = folder.appendingPathComponent(command == "docc" ? "P.docc" : "out").path
        let arguments = [command, page.path, "-o", output, "--no-sync", "--max-output"]
        let refused = triggergraph(arguments + ["3"])
        #expect(refused.status == 65)
        #expect(
            refused.err
                == "\(page.path):7:1: error: block \"page-1\" would draw 2 views in each of its 2 frames, 4 in all "
                + "(views × changes); the output budget is 3 (split the block, or raise it with --max-output)\n")
        #expect(!FileManager.default.fileExists(atPath: output))
        let allowed = triggergraph(arguments + ["4"])
        #expect(allowed.status == 0, "\(allowed.err)")
    }

    // MARK: Int.max

    /// Every whole-number option of every command, by the command's declaration.
    static let numericOptions: [String: [String]] = [
        "text": ["--max-nodes", "--max-changes", "--max-bytes"],
        "render": [
            "--scale", "--delay", "--block", "--change", "--jobs", "--max-nodes", "--max-changes", "--max-bytes",
            "--max-layout", "--max-output",
        ],
        "animate": [
            "--delay", "--scale", "--block", "--change", "--jobs", "--max-nodes", "--max-changes", "--max-bytes",
            "--max-layout", "--max-output",
        ],
        "docc": [
            "--scale", "--delay", "--jobs", "--max-nodes", "--max-changes", "--max-bytes", "--max-layout",
            "--max-output",
        ],
        "check": ["--max-nodes", "--max-changes", "--max-bytes"],
        "preview": ["--port", "--max-nodes", "--max-changes", "--max-bytes", "--max-layout", "--max-output"],
        "dot": ["--change", "--block", "--max-nodes", "--max-changes", "--max-bytes"],
        "scene": ["--block", "--max-nodes", "--max-changes", "--max-bytes"],
    ]

    /// The table is every option whose value is a number (`N`, `K`, `MS`) or a list of numbers
    /// (`--change LIST`): an option added to a command is added here, or this fails.
    @Test func theTableHoldsEveryNumericOptionOfEveryCommand() {
        for command in TriggerGraphCLI.commands {
            let numeric = command.options.filter {
                ["N", "K", "MS"].contains($0.value) || $0.names.contains("--change")
            }
            #expect(
                Set(numeric.flatMap(\.names)) == Set(Self.numericOptions[command.name] ?? []),
                "\(command.name)")
        }
    }

    struct NumericCase: Sendable, CustomTestStringConvertible {
        let command: String
        let option: String
        var testDescription: String { "\(command) \(option)" }
    }

    static let numericCases = numericOptions.sorted { $0.key < $1.key }.flatMap { command, options in
        options.map { NumericCase(command: command, option: $0) }
    }

    /// Int.max, one past it, and one past the largest any option takes: a usage error naming
    /// the option, never a crash (`--max-nodes 9223372036854775807` was SIGILL, exit 132), and
    /// nothing written.
    @Test(arguments: numericCases)
    func intMaxIsAUsageError(_ testCase: NumericCase) throws {
        let output = try temporaryFolder().appendingPathComponent("out")
        let block = Course.block("09-local-state-1").path
        let page = Course.page("09-local-state.md").path
        let context: [String] =
            switch testCase.command {
            case "render", "animate": [block, "-o", output.path, "--no-sync"]
            case "docc": [page, "-o", output.path, "--no-sync", "--animate"]
            case "check": [page]
            // A page that is not there: were the value taken, the preview would stop at it (66)
            // rather than serve until interrupted.
            case "preview": ["/nonexistent/page.md"]
            default: [block]
            }
        for value in [String(Int.max), "9223372036854775808", "2147483648"] {
            let run = triggergraph([testCase.command, testCase.option, value] + context)
            #expect(run.status == 64, "\(value): \(run.err)")
            #expect(run.err.hasPrefix("triggergraph: error: \(testCase.option) "), "\(value): \(run.err)")
            #expect(!FileManager.default.fileExists(atPath: output.path))
        }
    }

    @Test func theLargestValueEachLimitTakesIsTaken() throws {
        let block = Course.block("09-local-state-1").path
        for option in ["--max-nodes", "--max-changes", "--max-layout", "--max-output"] {
            let output = try temporaryFolder().appendingPathComponent("out")
            let run = triggergraph(
                "render", block, "-o", output.path, "--no-sync", "--format", "dot", option, "2147483647")
            #expect(run.status == 0, "\(option): \(run.err)")
        }
        #expect(triggergraph("text", block, "--max-nodes", "2147483647", "--max-changes", "2147483647").status == 0)
    }

    // MARK: Paths and terminal text

    /// No command line holds a NUL, but a front end running the tool in its own process can: the
    /// system would read the path up to it, `a.swift\0x` as `a.swift`.
    @Test func aNULInAnInputPathIsAUsageError() throws {
        let block = Course.block("09-local-state-1").path
        for command in ["text", "dot", "scene"] {
            let run = triggergraph(command, block + "\u{0}.md")
            #expect(run.status == 64, "\(command)")
            #expect(
                run.err
                    == "triggergraph: error: the input path '\(block)\\u{0}.md' holds a NUL byte, which no file name "
                    + "can hold (see 'triggergraph \(command) --help')\n")
            #expect(run.out.isEmpty)
        }
        let page = Course.page("09-local-state.md").path
        #expect(triggergraph("check", page + "\u{0}x.md").status == 64)
        #expect(triggergraph("preview", page + "\u{0}x.md").status == 64)
    }

    @Test(arguments: ["render", "animate", "docc"])
    func aNULInTheOutputPathIsAUsageErrorAndNothingIsMade(_ command: String) throws {
        let folder = try temporaryFolder()
        let input = command == "docc" ? Course.page("09-local-state.md").path : Course.block("09-local-state-1").path
        let run = triggergraph(command, input, "-o", folder.path + "/out\u{0}/x", "--no-sync")
        #expect(run.status == 64)
        #expect(
            run.err
                == "triggergraph: error: the -o path '\(folder.path)/out\\u{0}/x' holds a NUL byte, which no file name "
                + "can hold (see 'triggergraph \(command) --help')\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// U+202E would show the rest of a message right to left: every bidirectional control is
    /// shown escaped wherever input text reaches the terminal.
    @Test func bidiControlsAreEscapedInErrors() throws {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("a\u{202E}b.swift").path
        let missing = triggergraph("text", path)
        #expect(missing.status == 66)
        #expect(missing.err == "\(folder.path)/a\\u{202E}b.swift: error: cannot read input: no such file\n")
        // A name may hold one; an error quoting it shows it escaped.
        let scene = folder.appendingPathComponent("s.json")
        let json =
            #"{"version": 1, "trees": [{"name": "t", "storage": {}, "nodes": [{"name": "A\u202Ex\u2066", "#
            + #""parent": "B\u200F\u061C", "reads": []}]}], "steps": []}"#
        try Data(json.utf8).write(to: scene)
        let run = triggergraph("text", scene.path)
        #expect(run.status == 65)
        #expect(run.err.contains(#"A\u{202E}x\u{2066}"#) && run.err.contains(#"B\u{200F}\u{61C}"#), "\(run.err)")
        #expect(!run.err.unicodeScalars.contains { $0.isBidiControl }, "\(run.err)")
    }

    @Test func bidiControlsAreEscapedInCheckOutput() throws {
        let folder = try temporaryFolder()
        let page = folder.appendingPathComponent("p\u{2067}.md")
        let block = try String(contentsOf: Course.block("09-local-state-1"), encoding: .utf8)
        let output = "```\n\u{202E}tapped: not what it prints\u{202C}\n```\n"
        try Data("# P\n\n```swift\n\(block)```\n\n\(output)".utf8).write(to: page)
        let run = triggergraph("check", "--verbose", page.path)
        #expect(run.status == 1)
        #expect(run.out.contains(#"p\u{2067}.md:"#), "\(run.out)")
        #expect(run.out.contains(#"found "\u{202E}tapped: not what it prints\u{202C}""#), "\(run.out)")
        #expect(!run.out.unicodeScalars.contains { $0.isBidiControl }, "\(run.out)")
    }

    // MARK: SOURCE_DATE_EPOCH

    struct Epoch: Sendable, CustomTestStringConvertible {
        let value: String
        /// The date the PDF carries, as cairo writes it.
        let pdfDate: String
        /// What the one warning says, or nil for none.
        let warning: String?
        var testDescription: String { value }
    }

    static let epochs = [
        Epoch(value: "1700000000", pdfDate: "20231114221320Z", warning: nil),
        Epoch(
            value: "-5", pdfDate: "19700101000000Z",
            warning: "SOURCE_DATE_EPOCH '-5' is not a whole number of seconds since 1970; it is ignored, "
                + "and PDFs are dated 1970-01-01T00:00:00Z"),
        Epoch(
            value: "1.7e9", pdfDate: "19700101000000Z",
            warning: "SOURCE_DATE_EPOCH '1.7e9' is not a whole number of seconds since 1970; it is ignored, "
                + "and PDFs are dated 1970-01-01T00:00:00Z"),
        Epoch(
            value: "99999999999999999999", pdfDate: "19700101000000Z",
            warning: "SOURCE_DATE_EPOCH '99999999999999999999' is too large for a number of seconds; it is ignored, "
                + "and PDFs are dated 1970-01-01T00:00:00Z"),
        // The year 10000: cairo would write `100000101000000Z`.
        Epoch(
            value: "253402300800", pdfDate: "99991231235959Z",
            warning: "SOURCE_DATE_EPOCH 253402300800 is past the year 9999, the last a PDF date can hold; "
                + "PDFs are dated 9999-12-31T23:59:59Z"),
    ]

    /// The built tool with the variable set, drawing a page's blocks in two processes: the warning
    /// is printed once, by the process the command runs in, and the PDFs carry the date.
    @Test(arguments: epochs)
    func aBadSourceDateEpochIsOneWarningAndTheDateStaysWellFormed(_ epoch: Epoch) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out")
        let errors = folder.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = ParallelDrawingTests.tool
        process.arguments = [
            "render", Course.page("01-declarative-syntax.md").path, "-o", output.path, "--format", "pdf", "--jobs", "2",
            "--no-sync",
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["SOURCE_DATE_EPOCH"] = epoch.value
        process.environment = environment
        let handle = try FileHandle(forWritingTo: errors)
        process.standardError = handle
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        #expect(process.terminationStatus == 0)
        let printed = try String(contentsOf: errors, encoding: .utf8)
        let warnings = printed.split(separator: "\n").filter { $0.contains("SOURCE_DATE_EPOCH") }
        #expect(warnings == (epoch.warning.map { ["triggergraph: warning: \($0)"] } ?? []), "\(printed)")
        let pdfs = try #require(FileManager.default.subpaths(atPath: output.path)).filter { $0.hasSuffix(".pdf") }
        #expect(pdfs.count > 2)
        for pdf in pdfs {
            let text = String(decoding: try Data(contentsOf: output.appendingPathComponent(pdf)), as: UTF8.self)
            #expect(text.contains("/CreationDate (\(epoch.pdfDate))"), "\(pdf)")
        }
    }
}
