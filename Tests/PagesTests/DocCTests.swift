import BrowserTesting
import CourseFixtures
import Foundation
import Pages
import Publishing
import TemporaryFolders
import Testing

/// The DocC tool that ships with the toolchain: on `PATH`, or beside `swift`.
enum DocC {
    static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("docc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static var isAvailable: Bool { executable != nil }

    /// `docc convert CATALOG --output-path SITE --transform-for-static-hosting --analyze`: with
    /// `--analyze`, DocC prints its notes too.
    /// - Parameters:
    ///   - catalog: The `.docc` folder.
    ///   - site: Where the site is written.
    ///   - options: More options for `docc convert`, such as `--additional-symbol-graph-dir`.
    /// - Returns: What it printed.
    static func convert(_ catalog: URL, into site: URL, options: [String] = []) throws -> String {
        guard let executable else { throw Failure("docc is not on PATH") }
        let process = Process()
        process.executableURL = executable
        process.arguments =
            [
                "convert", catalog.path, "--output-path", site.path, "--transform-for-static-hosting", "--analyze",
            ] + options
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

    /// The warnings and errors among what `docc convert` printed (its notes quote the page, which
    /// may say anything).
    static func problems(_ printed: String) -> [Substring] {
        printed.split(separator: "\n").filter { $0.hasPrefix("warning:") || $0.hasPrefix("error:") }
    }

    /// The titles of each `@TabNavigator`'s tabs in an article of the site (`course/09-local-state`), in order.
    static func tabTitles(_ site: URL, article: String) throws -> [[String]] {
        let data = try Data(contentsOf: site.appendingPathComponent("data/documentation/\(article).json"))
        var found: [[String]] = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                if object["type"] as? String == "tabNavigator", let tabs = object["tabs"] as? [[String: Any]] {
                    found.append(tabs.compactMap { $0["title"] as? String })
                }
                object.values.forEach(walk)
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(try JSONSerialization.jsonObject(with: data))
        return found
    }
}

/// A resource's name as DocC matches it: without its extension, `@2x` density and `~dark` variant.
func imageName(_ file: String) -> (name: String, ext: String) {
    var name = file
    let ext = (file as NSString).pathExtension
    name.removeLast(ext.count + 1)
    if let density = name.range(of: #"@[0-9]+x$"#, options: .regularExpression) { name.removeSubrange(density) }
    if name.hasSuffix("~dark") { name.removeLast(5) }
    return (name, ext)
}

/// A block of one change has no animation in a catalog: neither its file nor an "All changes" tab
/// beside its one figure; a block of several has both.
@Test func aOneChangeBlockHasNoAnimationInACatalog() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = folder.appendingPathComponent("Course.docc")
    let run = triggergraph(["docc", Course.page("10-bindings.md").path, "-o", catalog.path, "--animate"])
    #expect(run.status == 0, "\(run.err)")
    let manifest = try #require(Manifest(json: try Data(contentsOf: catalog.appendingPathComponent("manifest.json"))))
    let resources = Set(
        try FileManager.default.contentsOfDirectory(atPath: catalog.appendingPathComponent("Resources").path))
    let article = try String(contentsOf: catalog.appendingPathComponent("10-bindings.md"), encoding: .utf8)
    let single = manifest.blocks.filter { $0.changes.count == 1 }
    let several = manifest.blocks.filter { $0.changes.count > 1 }
    #expect(!single.isEmpty && !several.isEmpty, "10-bindings has blocks of one change and of several")
    for block in single {
        #expect(!resources.contains("\(block.name)-animation.svg"), "\(block.name)")
        #expect(!article.contains("(\(block.name)-animation)"), "\(block.name)")
    }
    for block in several {
        #expect(resources.contains("\(block.name)-animation.svg"), "\(block.name)")
        #expect(article.contains("(\(block.name)-animation)"), "\(block.name)")
    }
    #expect(article.components(separatedBy: "@Tab(\"All changes\")").count - 1 == several.count)
}

/// Lesson pages as a DocC catalog, built into a site by the toolchain's `docc`.
@Suite(.enabled(if: DocC.isAvailable, "docc is not on PATH: it ships with the Swift toolchain"))
struct DocCCatalogTests {
    @Test func theCoursesCatalogBuildsWithEveryFrameAndAnimationInOneFormatAndNoWarning() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Course.docc")
        let run = triggergraph(["docc"] + coursePages.map { Course.page($0).path } + ["-o", catalog.path, "--animate"])
        #expect(run.status == 0, "\(run.err)")
        let resources = try FileManager.default.contentsOfDirectory(
            atPath: catalog.appendingPathComponent("Resources").path)
        let light = resources.filter { $0.hasSuffix(".svg") && !$0.hasSuffix("~dark.svg") }
        #expect(light.count > 60)
        #expect(
            Set(resources) == Set(light.flatMap { [$0, $0.replacingOccurrences(of: ".svg", with: "~dark.svg")] }),
            "every frame has its dark variant, and every file is SVG")
        let manifest = try #require(
            Manifest(json: try Data(contentsOf: catalog.appendingPathComponent("manifest.json"))))
        #expect(
            Set(light.filter { $0.hasSuffix("-animation.svg") })
                == Set(manifest.blocks.filter { $0.changes.count > 1 }.map { "\($0.name)-animation.svg" }))
        let names = Dictionary(grouping: resources.map(imageName), by: \.name).mapValues { Set($0.map(\.ext)) }
        #expect(names.values.allSatisfy { $0.count == 1 }, "\(names.filter { $0.value.count > 1 })")

        let site = folder.appendingPathComponent("site")
        let printed = try DocC.convert(catalog, into: site)
        #expect(DocC.problems(printed).isEmpty, "\(printed)")
        // Every frame and animation is in the site, and an article refers to it.
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

    @Test func aPNGCatalogHasEachFigureAtTwoDensitiesAndNoSVG() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Course.docc")
        let pages = ["01-declarative-syntax.md", "09-local-state.md"].map { Course.page($0).path }
        let run = triggergraph(["docc"] + pages + ["-o", catalog.path, "--format", "png", "--scale", "2", "--animate"])
        #expect(run.status == 0, "\(run.err)")
        let resources = try FileManager.default.contentsOfDirectory(
            atPath: catalog.appendingPathComponent("Resources").path)
        let names = Dictionary(grouping: resources.map(imageName), by: \.name).mapValues { Set($0.map(\.ext)) }
        #expect(
            names.count == 6 + 3 + 3 + 2, "9 + 3 frames, 2 animations: 09-local-state's blocks have one change each")
        for (name, extensions) in names {
            let ext = try #require(extensions.count == 1 ? extensions.first : nil, "\(name): \(extensions)")
            #expect(ext == (name.hasSuffix("-animation") ? "gif" : "png"))
            let variants = ["", "@2x", "~dark", "~dark@2x"].map { "\(name)\($0).\(ext)" }
            #expect(Set(resources.filter { imageName($0).name == name }) == Set(variants), "\(name)")
        }
        // The @2x image is the same figure at twice the pixels each way.
        let plain = try #require(
            ImageSize(
                png: [UInt8](
                    try Data(
                        contentsOf: catalog.appendingPathComponent(
                            "Resources/09-local-state-1-01-tapped.png")))))
        let dense = try #require(
            ImageSize(
                png: [UInt8](
                    try Data(
                        contentsOf: catalog.appendingPathComponent(
                            "Resources/09-local-state-1-01-tapped@2x.png")))))
        #expect(dense.width == 2 * plain.width && dense.height == 2 * plain.height)

        let printed = try DocC.convert(catalog, into: folder.appendingPathComponent("site"))
        #expect(DocC.problems(printed).isEmpty, "\(printed)")
    }

    @Test func svgAndPNGInOneCatalogAreRefusedBeforeAnythingIsWritten() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Course.docc")
        let run = triggergraph(
            ["docc"] + coursePages.map { Course.page($0).path } + ["-o", catalog.path, "--format", "svg,png"])
        #expect(run.status == 64)
        #expect(run.err.split(separator: "\n").count == 1, "\(run.err)")
        #expect(run.err.contains("one format") && run.err.contains("--format svg or --format png"), "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: catalog.path))
        let svgScaled = triggergraph([
            "docc", Course.page("09-local-state.md").path, "-o", catalog.path, "--scale", "2",
        ])
        #expect(svgScaled.status == 64 && svgScaled.err.contains("--format png"), "\(svgScaled.err)")
    }

    @Test func aBlocksChangesAreTabsTitledWithTheirLabelsOrStacked() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = Course.page("01-declarative-syntax.md")
        let catalog = folder.appendingPathComponent("Course.docc")
        #expect(triggergraph(["docc", page.path, "-o", catalog.path]).status == 0)
        let manifest = try #require(
            Manifest(json: try Data(contentsOf: catalog.appendingPathComponent("manifest.json"))))
        let labels = manifest.blocks.map { $0.changes.map(\.label) }
        #expect(labels.map(\.count) == [6, 3])
        let article = try String(
            contentsOf: catalog.appendingPathComponent("01-declarative-syntax.md"), encoding: .utf8)
        #expect(article.components(separatedBy: "\n@TabNavigator {\n").count == 3)
        for (block, changes) in zip(manifest.blocks, labels) {
            let tabs = zip(block.changes, changes).map { change, label in
                let file = change.files.first?.path ?? ""
                let figure = DocCFigure(
                    resource: String(file.dropFirst("Resources/".count).dropLast(".svg".count)), alt: change.textLine,
                    title: label)
                return "    @Tab(\"\(label)\") {\n        \(figure.markdown)\n    }"
            }
            #expect(article.contains("@TabNavigator {\n" + tabs.joined(separator: "\n") + "\n}\n"), "\(block.name)")
        }
        // DocC reads them as tabs, one a change, titled with its label.
        let site = folder.appendingPathComponent("site")
        let printed = try DocC.convert(catalog, into: site)
        #expect(DocC.problems(printed).isEmpty, "\(printed)")
        #expect(try DocC.tabTitles(site, article: "course/01-declarative-syntax") == labels)

        // --layout stacked: every figure under the one before, no tabs.
        let stacked = folder.appendingPathComponent("Stacked.docc")
        #expect(triggergraph(["docc", page.path, "-o", stacked.path, "--layout", "stacked"]).status == 0)
        let flat = try String(contentsOf: stacked.appendingPathComponent("01-declarative-syntax.md"), encoding: .utf8)
        #expect(!flat.contains("@Tab"))
        let figures = flat.split(separator: "\n").filter { $0.hasPrefix("![") }
        #expect(figures.count == 9)
        #expect(flat.contains(figures[0...5].joined(separator: "\n\n")), "a block's six figures, one after another")
    }

    @Test func tabTitlesKeepEveryLabelReadable() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("T.docc")
        let resources = catalog.appendingPathComponent("Resources")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>"#
        let titles = [#"say "hi""#, "ends in \\", "tapped", "tapped", "a) {b}, c: d", "two\nlines"]
        let figures = titles.indices.map { DocCFigure(resource: "f\($0)", alt: "figure \($0)", title: titles[$0]) }
        for figure in figures {
            try Data(svg.utf8).write(to: resources.appendingPathComponent("\(figure.resource).svg"))
        }
        let article = DocCArticle(
            page: "# T\n\nThe figures.\n\n@Metadata {\n    @TechnologyRoot\n}\n", fallbackTitle: "T",
            figures: [3: [DocCBlockFigures(changes: figures)]])
        try Data(article.markdown(hasTitle: true).utf8).write(to: catalog.appendingPathComponent("T.md"))
        let site = folder.appendingPathComponent("site")
        let printed = try DocC.convert(catalog, into: site)
        #expect(DocC.problems(printed).isEmpty, "\(printed)")
        let expected = [
            "say \u{FF02}hi\u{FF02}", "ends in \u{FF3C}", "tapped (3)", "tapped (4)", "a) {b}, c: d", "two lines",
        ]
        #expect(try DocC.tabTitles(site, article: "t") == [expected])
    }

    @Test func aSecondRunReplacesWhatTheToolWroteAndNothingElse() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Lessons.docc")
        let pages = ["01-declarative-syntax.md", "09-local-state.md"].map { Course.page($0).path }
        #expect(triggergraph(["docc"] + pages + ["-o", catalog.path, "--format", "png", "--scale", "2"]).status == 0)
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
        let shown: Bool
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
                    column: i.parentElement.getBoundingClientRect().width, shown: i.getClientRects().length > 0};
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
        // The page's two blocks: six changes and three, each block in tabs with its first tab shown.
        #expect(figures.count == 9, "\(json.prefix(300))")
        let shown = figures.filter(\.shown)
        #expect(
            shown.map { $0.src.components(separatedBy: "/").last ?? "" }.map(imageName).map(\.name) == [
                "01-declarative-syntax-1-01-filter-selected", "01-declarative-syntax-2-01-filter-selected",
            ])
        for figure in shown {
            #expect(
                figure.width >= 0.6 * figure.natural || figure.width >= figure.column - 1,
                "\(figure.src): \(figure.width) px")
            #expect(figure.src.hasSuffix("~dark.svg") == (scheme == .dark), "\(figure.src) in \(scheme)")
        }
    }
}
