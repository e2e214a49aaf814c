import Foundation
import TemporaryFolders
import Testing

@testable import LessonScript
@testable import TriggerGraphCLI

/// Input that would drive a terminal, fill memory or pass a deleted output block unnoticed.
@Suite struct HostileInputTests {
    static let block = """
        let storage: [String: Storage] = ["k": .environment]
        let t = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: storage)
        let r = [t.change("c", key: "k")].flatMap { $0 }
        countCauses(r)
        """

    static func write(_ text: String, named name: String) throws -> String {
        let url = try temporaryFolder().appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// ESC, BEL and CR from a page's output block come back escaped, never raw.
    @Test func checkEscapesPageText() throws {
        let page = try Self.write(
            """
            ```swift
            // main.swift — c
            \(Self.block)
            print("x")
            ```

            ```
            c: k changed | recomputed A environment | skipped none
            \u{1B}[2Jlocal: 0\u{7}
            parent: 0
            observed: 0
            environment: 1
            \u{1B}]0;title\u{7}\r
            ```
            """, named: "p.md")
        let run = triggergraph("check", "--verbose", page)
        #expect(run.status == 1)
        for text in [run.out, run.err] {
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(text.debugDescription)")
        }
        #expect(run.out.contains(#"\#(page):12: expected "local: 0" found "\u{1B}[2Jlocal: 0\u{7}""#), "\(run.out)")
        #expect(run.out.contains(#"\#(page):16: not checked: "\u{1B}]0;title\u{7}""#), "\(run.out)")
    }

    /// A file name is input too: errors and warnings that name it keep it printable.
    @Test func fileNamesAreEscapedInDiagnostics() throws {
        let path = try Self.write(Self.block + "\nprint(r)\n", named: "a\u{1B}[31mb.swift")
        let run = triggergraph("text", path, "--verbose")
        #expect(run.status == 0)
        #expect(!run.err.contains("\u{1B}"))
        #expect(run.err.contains(#"a\u{1B}[31mb.swift:5:1: warning: statement not modelled"#), "\(run.err)")
        let missing = triggergraph("text", "/nonexistent/\u{7}.swift")
        #expect(missing.status == 66)
        #expect(missing.err == "/nonexistent/\\u{7}.swift: error: cannot read input: no such file\n")
    }

    @Test func checkReportsABlockWhoseOutputBlockIsMissing() throws {
        let page = try Self.write("# P\n\n```swift\n// main.swift — c\n\(Self.block)\n```\n\nProse.\n", named: "p.md")
        let run = triggergraph("check", page)
        #expect(run.status == 1)
        #expect(
            run.out == """
                \(page):4: measurement block 1 prints 5 lines, but no output block follows it
                checked 0 lines in 1 block on 1 page: 1 difference; 0 not checked

                """)
    }

    @Test func aFileOverTheByteLimitIsRefusedWith65() throws {
        let path = try Self.write(Self.block, named: "main.swift")
        let size = Self.block.utf8.count
        let refused = triggergraph("text", "--max-bytes", "\(size - 1)", path)
        #expect(refused.status == 65)
        #expect(
            refused.err
                == "\(path):1:1: error: input is larger than \(size - 1) bytes, the limit (raise it with --max-bytes N)\n"
        )
        #expect(refused.out.isEmpty)
        #expect(triggergraph("text", "--max-bytes=\(size)", path).status == 0)
        #expect(triggergraph("text", "--max-bytes", "0", path).status == 64)
        #expect(
            triggergraph("text", "--max-bytes", "lots", path).err.contains(
                "--max-bytes takes a whole number from 1 to 268435456"))
    }

    @Test func standardInputOverTheByteLimitIsRefusedWith65() {
        let capture = Capture()
        let status = TriggerGraphCLI.run(
            ["text", "--max-bytes", "10", "-"], console: capture.console(stdin: Data(Self.block.utf8)))
        #expect(status == 65)
        #expect(
            capture.result.err
                == "<stdin>:1:1: error: input is larger than 10 bytes, the limit (raise it with --max-bytes N)\n")
    }

    @Test func theDefaultLimitIs32MB() {
        #expect(InputLimits.standard.maxInputBytes == 32 * 1024 * 1024)
    }

    /// A stream is read only up to the limit: an endless one is refused, not read whole.
    @Test func anEndlessStreamIsRefusedAtTheLimit() {
        #expect(throws: InputBytes.Failure.tooLarge(limit: 1 << 20)) {
            try InputBytes.read(path: "/dev/zero", limit: 1 << 20)
        }
    }

    @Test func aFolderIsNotAnInput() throws {
        let folder = try temporaryFolder().appendingPathComponent("x.swift")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let run = triggergraph("text", folder.path)
        #expect(run.status == 66)
        #expect(run.err == "\(folder.path): error: cannot read input: it is a folder\n")
    }

    @Test func deeplyNestedJSONIsRefusedWith65() throws {
        let path = try Self.write(String(repeating: "[", count: 20_000), named: "deep.json")
        let run = triggergraph("scene", path)
        #expect(run.status == 65)
        #expect(
            run.err
                == "\(path):1:\(JSONParser.maxDepth + 1): error: invalid JSON: arrays and objects nest deeper than \(JSONParser.maxDepth) levels\n"
        )
    }
}
