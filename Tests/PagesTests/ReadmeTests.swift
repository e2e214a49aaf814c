import CourseFixtures
import Foundation
import Testing

@testable import TriggerGraphCLI

/// The README's walk-through shows what the tool writes and prints for the course page it uses.
struct ReadmeTests {
    static let readme =
        (try? String(
            contentsOf: fixtures.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                "README.md"),
            encoding: .utf8
        )) ?? ""

    /// The body of the README's fenced block that follows `intro` (its first line after the fence).
    private func fence(after intro: String) throws -> String {
        let start = try #require(Self.readme.range(of: intro), "README has no \(intro)")
        let rest = Self.readme[start.upperBound...]
        let open = try #require(rest.range(of: "```"))
        let bodyStart = try #require(rest[open.upperBound...].firstIndex(of: "\n"))
        let close = try #require(rest[bodyStart...].range(of: "\n```"))
        return String(rest[rest.index(after: bodyStart)..<close.lowerBound]) + "\n"
    }

    @Test func pastedFiguresAreTheSnippetsRenderWrites() throws {
        try withRendered("09-local-state.md") { output in
            let folder = output.appendingPathComponent("09-local-state-1")
            let html = try String(contentsOf: folder.appendingPathComponent("01-tapped.figure.html"), encoding: .utf8)
            let markdown = try String(contentsOf: folder.appendingPathComponent("01-tapped.figure.md"), encoding: .utf8)
            #expect(try fence(after: "In an HTML page:") == html)
            #expect(try fence(after: "In Markdown:") == markdown)
        }
    }

    @Test func checkExamplesAreWhatCheckPrints() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try String(contentsOf: Course.page("09-local-state.md"), encoding: .utf8)
        var lines = source.components(separatedBy: "\n")
        #expect(lines[113] == "local: 1")
        lines[113] = "local: 2"
        let pristine = folder.appendingPathComponent("09-local-state.md")
        let drifted = folder.appendingPathComponent("drifted/09-local-state.md")
        try FileManager.default.createDirectory(
            at: drifted.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(source.utf8).write(to: pristine)
        try Data(lines.joined(separator: "\n").utf8).write(to: drifted)
        for (page, intro, status) in [(pristine, "still agree:", Int32(0)), (drifted, "exits 1:", 1)] {
            let run = checkOutput(page)
            #expect(run.status == status)
            let shown =
                "$ triggergraph check 09-local-state.md\n"
                + run.out.replacingOccurrences(of: page.path, with: "09-local-state.md")
            #expect(try fence(after: intro) == shown)
        }
    }

    private func checkOutput(_ page: URL) -> (status: Int32, out: String) {
        let lock = NSLock()
        var out = ""
        let console = Console(out: { text in lock.withLock { out += text } }, err: { _ in })
        let status = TriggerGraphCLI.run(["check", page.path], console: console)
        return (status, lock.withLock { out })
    }
}
