import CourseFixtures
import Foundation
import TemporaryFolders
import Testing

@testable import TriggerGraphCLI

/// What a run says on standard error: a summary of the inputs' warnings and one line on what was
/// written by default, every warning with `--verbose`, nothing but errors with `--quiet`; on a
/// terminal, one progress line redrawn in place and cleared at the end.
@Suite("Quiet output")
struct QuietOutputTests {
    static var course: [String] { Course.drawnBlockNames.map { Course.block($0).path } }

    @Test func renderingTheCourseSaysAtMostThreeLinesByDefault() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The course runs whole; a block of the author's adds two statements the model does not run.
        let extra = folder.appendingPathComponent("extra.swift")
        try Data(
            """
            func label(_ count: Int) -> String { "\\(count) views" }
            let t = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: ["k": .environment])
            let c = t.change("c", key: "k")
            print(label(c.count))
            print(c.count + 1)

            """.utf8
        ).write(to: extra)
        let inputs = Self.course + [extra.path]
        let run = triggergraph(["render"] + inputs + ["-o", folder.appendingPathComponent("out").path])
        #expect(run.status == 0, "\(run.err)")
        let lines = run.err.split(separator: "\n")
        #expect(lines.count <= 3, "\(run.err)")
        #expect(lines.last?.hasPrefix("render: ") == true)
        let verbose = triggergraph(["render"] + inputs + ["-o", folder.appendingPathComponent("v").path, "-v"])
        let warnings = verbose.err.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(warnings.count == 3, "the extra block's function and two prints: \(warnings)")
        // The summary counts what --verbose lists, and in how many blocks.
        let blocks = Set(warnings.map { $0.split(separator: ":").first.map(String.init) ?? "" })
        let summary = try #require(lines.first { $0.hasPrefix("triggergraph: warning: ") })
        #expect(summary.contains("\(warnings.count) statement"), "\(summary)")
        #expect(summary.hasSuffix("in \(blocks.count) block\(blocks.count == 1 ? "" : "s") (--verbose lists them)"))
        let quiet = triggergraph(["render"] + inputs + ["-o", folder.appendingPathComponent("q").path, "--quiet"])
        #expect(quiet.status == 0 && quiet.err.isEmpty, "\(quiet.err)")
        // Errors still print in full.
        let failed = triggergraph("render", "--quiet", folder.appendingPathComponent("missing.swift").path, "-o", "x")
        #expect(failed.status == 66 && failed.err.contains("missing.swift: error: cannot read input"))
    }

    /// Under a pseudo-terminal the progress is one line redrawn with carriage returns, and what
    /// is left at the end is at most three lines.
    @Test func onATerminalProgressIsOneLineRedrawnInPlace() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tool = ParallelDrawingTests.tool.path
        let command =
            ([tool, "render"] + Self.course + ["-o", folder.appendingPathComponent("out").path, "--format", "svg,png"])
            .map { "'\($0)'" }.joined(separator: " ")
        let (status, output) = try Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/script"), ["-qc", command, "/dev/null"], logIn: folder)
        #expect(status == 0, "\(output)")
        #expect(output.contains("\rrender: ") && output.contains(" frames, "), "no progress line: \(output)")
        #expect(output.filter { $0 == "\r" }.count > 3, "redrawn in place")
        // What stays on the screen: every line once the carriage returns and erasures have run.
        let left = output.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n").map {
            $0.components(separatedBy: "\r").last ?? ""
        }.filter { !$0.replacingOccurrences(of: "\u{1B}[K", with: "").isEmpty }
        #expect(left.count <= 3, "\(left)")
        #expect(left.last?.replacingOccurrences(of: "\u{1B}[K", with: "").hasPrefix("render: ") == true, "\(left)")
    }
}
