import BrowserTesting
import CourseFixtures
import Foundation
import Testing

/// The DocC tool that ships with the toolchain: on `PATH`, or beside `swift`.
enum DocC {
    static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("docc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static var isAvailable: Bool { executable != nil }

    /// `docc convert CATALOG --output-path SITE --transform-for-static-hosting`.
    /// - Returns: What it printed.
    static func convert(_ catalog: URL, into site: URL) throws -> String {
        guard let executable else { throw Failure("docc is not on PATH") }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["convert", catalog.path, "--output-path", site.path, "--transform-for-static-hosting"]
        let log = site.deletingLastPathComponent().appendingPathComponent("docc-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer {
            try? handle.close()
            try? FileManager.default.removeItem(at: log)
        }
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0 else {
            throw Failure("docc convert exited \(process.terminationStatus): \(output)")
        }
        return output
    }
}

/// Lesson pages as a DocC catalog, built into a site by the toolchain's `docc`.
@Suite(.enabled(if: DocC.isAvailable, "docc is not on PATH: it ships with the Swift toolchain"))
struct DocCCatalogTests {
    @Test func theCoursesCatalogBuildsWithEveryFrameAndNoWarning() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Course.docc")
        let run = triggergraph(["docc"] + coursePages.map { Course.page($0).path } + ["-o", catalog.path])
        #expect(run.status == 0, "\(run.err)")
        let resources = try FileManager.default.contentsOfDirectory(
            atPath: catalog.appendingPathComponent("Resources").path)
        let light = resources.filter { $0.hasSuffix(".svg") && !$0.hasSuffix("~dark.svg") }
        #expect(light.count > 60)
        #expect(
            Set(resources) == Set(light.flatMap { [$0, $0.replacingOccurrences(of: ".svg", with: "~dark.svg")] }),
            "every frame has its dark variant")

        let site = folder.appendingPathComponent("site")
        let printed = try DocC.convert(catalog, into: site)
        #expect(!printed.contains("warning") && !printed.contains("error"), "\(printed)")
        // Every frame is in the site, and an article refers to it.
        let images = try FileManager.default.contentsOfDirectory(
            atPath: site.appendingPathComponent("images/Course").path)
        #expect(Set(images).isSuperset(of: resources))
        let data = site.appendingPathComponent("data/documentation/course")
        var referenced = ""
        for article in try FileManager.default.contentsOfDirectory(atPath: data.path) where article.hasSuffix(".json") {
            referenced += try String(contentsOf: data.appendingPathComponent(article), encoding: .utf8)
        }
        for resource in light {
            #expect(referenced.contains("\"\(resource.dropLast(4))\""), "\(resource) is not referenced")
        }
        #expect(
            FileManager.default.fileExists(
                atPath: site.appendingPathComponent("documentation/course/09-local-state/index.html").path))
    }

    @Test func aSecondRunReplacesWhatTheToolWroteAndNothingElse() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Lessons.docc")
        let pages = ["01-declarative-syntax.md", "09-local-state.md"].map { Course.page($0).path }
        #expect(triggergraph(["docc"] + pages + ["-o", catalog.path, "--format", "svg,png"]).status == 0)
        try Data("an author's own".utf8).write(to: catalog.appendingPathComponent("Resources/author.png"))
        try Data("# Notes\n".utf8).write(to: catalog.appendingPathComponent("Notes.md"))
        #expect(triggergraph(["docc", pages[1], "-o", catalog.path]).status == 0)
        let top = try FileManager.default.contentsOfDirectory(atPath: catalog.path).sorted()
        #expect(top == ["09-local-state.md", "Lessons.md", "Notes.md", "Resources", "manifest.json"])
        let resources = try FileManager.default.contentsOfDirectory(
            atPath: catalog.appendingPathComponent("Resources").path
        ).sorted()
        #expect(resources.contains("author.png"))
        #expect(
            resources.filter { $0 != "author.png" }.allSatisfy {
                $0.hasPrefix("09-local-state-") && $0.hasSuffix(".svg")
            }, "\(resources)")
        let root = try String(contentsOf: catalog.appendingPathComponent("Lessons.md"), encoding: .utf8)
        #expect(
            root.contains("@TechnologyRoot") && root.contains("- <doc:09-local-state>")
                && !root.contains("01-declarative"))
    }

    @Test func figuresFollowTheirOutputBlock() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("C.docc")
        let page = Course.page("09-local-state.md")
        #expect(triggergraph(["docc", page.path, "-o", catalog.path]).status == 0)
        let article = try String(contentsOf: catalog.appendingPathComponent("09-local-state.md"), encoding: .utf8)
        let original = try String(contentsOf: page, encoding: .utf8)
        // The page is all there, line for line, with figures between its lines.
        let kept = article.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("![") }
        #expect(
            kept.joined(separator: "\n").replacingOccurrences(of: "\n\n\n", with: "\n").contains(original.prefix(200)))
        let figure = try #require(article.range(of: "![tapped: tapCount changed"))
        let output = try #require(original.range(of: "tapped: tapCount changed | recomputed"))
        let outputInArticle = try #require(article.range(of: String(original[output.lowerBound...].prefix(40))))
        #expect(outputInArticle.upperBound < figure.lowerBound, "the figure comes after the printed output")
        #expect(article.contains("](09-local-state-1-01-tapped)"))

        // A page with CR line ends (an old Mac editor's) gets its figures at the same places.
        let crPage = folder.appendingPathComponent("cr/09-local-state.md")
        try FileManager.default.createDirectory(
            at: crPage.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(original.replacingOccurrences(of: "\n", with: "\r").utf8).write(to: crPage)
        let crCatalog = folder.appendingPathComponent("CR.docc")
        #expect(triggergraph(["docc", crPage.path, "-o", crCatalog.path]).status == 0)
        let crArticle = try String(contentsOf: crCatalog.appendingPathComponent("09-local-state.md"), encoding: .utf8)
        #expect(crArticle == article, "the same article, LF-ended")
    }
}

/// A DocC site as a reader's browser shows it: every figure laid out at a readable width, and
/// the dark variant in the dark.
@Suite(
    .enabled(if: DocC.isAvailable, "docc is not on PATH: it ships with the Swift toolchain"),
    .enabled(if: Chromium.isAvailable, "chromium is not on PATH: install Debian's chromium (.ci/run does) to run these")
)
struct DocCBrowserTests {
    struct Figure: Decodable {
        let src: String
        let natural: Double
        let width: Double
        let column: Double
    }

    /// A page of the site's own origin that loads the lesson in a frame and writes what it
    /// measured of each figure into `#result`.
    static let probe = """
        <!DOCTYPE html><html><body><pre id="result">waiting</pre>
        <iframe id="lesson" src="LESSON" style="width: 1200px; height: 900px"></iframe>
        <script>
        function probe(tries) {
          var page = document.getElementById('lesson').contentDocument;
          var images = page ? Array.from(page.querySelectorAll('img')) : [];
          var figures = images.filter(function (i) { return (i.currentSrc || i.src).indexOf('/images/') >= 0; });
          var ready = figures.length > 0 && figures.every(function (i) { return i.complete && i.naturalWidth > 0; });
          if (!ready && tries > 0) { setTimeout(function () { probe(tries - 1); }, 200); return; }
          document.getElementById('result').textContent = JSON.stringify(figures.map(function (i) {
            return {src: i.currentSrc || i.src, natural: i.naturalWidth, width: i.getBoundingClientRect().width,
                    column: i.parentElement.getBoundingClientRect().width};
          }));
        }
        window.addEventListener('load', function () { probe(100); });
        </script></body></html>
        """

    @Test(arguments: [Chromium.ColorScheme.light, .dark])
    func aLessonShowsEveryFigureReadablyInItsScheme(_ scheme: Chromium.ColorScheme) async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Course.docc")
        let pages = ["01-declarative-syntax.md", "09-local-state.md"].map { Course.page($0).path }
        #expect(triggergraph(["docc"] + pages + ["-o", catalog.path]).status == 0)
        let site = folder.appendingPathComponent("site")
        _ = try DocC.convert(catalog, into: site)
        try Data(
            Self.probe.replacingOccurrences(of: "LESSON", with: "/documentation/course/01-declarative-syntax").utf8
        )
        .write(to: site.appendingPathComponent("probe.html"))
        let server = try LocalServer(serving: site)
        defer { withExtendedLifetime(server) {} }  // served until the page is read
        let dom = try await Chromium.dom(server.url("/probe.html"), scheme: scheme)
        let start = try #require(dom.range(of: "<pre id=\"result\">"))
        let end = try #require(dom.range(of: "</pre>"))
        let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&amp;", with: "&")
        let figures = try JSONDecoder().decode([Figure].self, from: Data(json.utf8))
        // The page's two blocks: six changes and three.
        #expect(figures.count == 9, "\(json.prefix(300))")
        for figure in figures {
            #expect(
                figure.width >= 0.6 * figure.natural || figure.width >= figure.column - 1,
                "\(figure.src): \(figure.width) px")
            #expect(figure.src.hasSuffix("~dark.svg") == (scheme == .dark), "\(figure.src) in \(scheme)")
        }
    }
}
