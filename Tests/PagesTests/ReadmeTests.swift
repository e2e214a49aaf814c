import CourseFixtures
import Foundation
import Publishing
import TemporaryFolders
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

    /// The `--theme both` figure the README shows is the one render writes, sizes included.
    @Test func theDarkVariantsFigureIsTheSnippetRenderWritesWithBothThemes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = triggergraph(["render", Course.page("09-local-state.md").path, "-o", folder.path, "--theme", "both"])
        #expect(run.status == 0, "\(run.err)")
        let html = try String(
            contentsOf: folder.appendingPathComponent("09-local-state-1/01-tapped.figure.html"), encoding: .utf8)
        #expect(try fence(after: "every Markdown renderer that passes HTML through understand:") == html)
    }

    /// Every file the README lists as written by render and by docc for the page is written, with
    /// the name it gives.
    @Test func theFilesTheReadmeListsAreTheOnesTheToolWrites() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = Course.page("09-local-state.md").path
        #expect(triggergraph(["render", page, "-o", folder.appendingPathComponent("out").path]).status == 0)
        #expect(triggergraph(["docc", page, "-o", folder.appendingPathComponent("Course.docc").path]).status == 0)
        let listings = [
            try fence(after: "triggergraph render 09-local-state.md -o out\n```"),
            try fence(after: "then open http://localhost:8000/documentation/course\n```"),
        ]
        let paths = listings.flatMap { $0.split(separator: "\n") }.compactMap { $0.split(separator: " ").first }
            .map(String.init).filter { !$0.contains("…") }
        #expect(paths.count >= 8, "\(paths)")
        for path in paths {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), "\(path)")
        }
    }

    /// The README's picture is a frame the tool draws today: the course's task-added change, as a PNG.
    @Test func thePictureIsAFrameOfTheCourse() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let block = Course.block("01-declarative-syntax-1").path
        #expect(triggergraph(["render", block, "-o", folder.path, "--format", "png", "--change", "3"]).status == 0)
        let drawn = try Data(contentsOf: folder.appendingPathComponent("01-declarative-syntax-1/03-task-added.png"))
        let shown = try Data(contentsOf: Course.repository.appendingPathComponent("docs/frame.png"))
        #expect(Self.readme.contains("](docs/frame.png)"))
        #expect(drawn == shown, "docs/frame.png is not what render draws: draw it again")
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
