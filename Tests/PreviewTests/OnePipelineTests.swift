import CourseFixtures
import Foundation
import LessonScript
import Preview
import Publishing
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The preview as a front end of the publishing run: its frames are `render`'s, byte for byte;
/// its names follow the run's collision rule; it checks each block's printed output as `check`
/// does; and it answers only once its pages are read.
@Suite("The preview, a front end of the publishing run")
struct OnePipelineTests {
    /// Waits for the page's next version to be announced.
    static func waitForUpdate(_ events: Int32) throws -> String {
        try #require(LiveUpdateTests.nextUpdate(events))
    }

    @Test func theFrameForAChangeIsTheSVGRenderWritesForIt() throws {
        let preview = try RunningPreview()
        defer { preview.stop() }
        let events = try LiveUpdateTests.subscribe(preview)
        defer { close(events) }
        try preview.edit(replacing: #"screen.change("task-added""#, with: #"screen.change("task-created""#)
        _ = try Self.waitForUpdate(events)
        let parts = try RawHTTP.get("/01-declarative-syntax/parts.html", port: preview.port).text

        // `render` of the page as it was saved.
        let output = preview.folder.appendingPathComponent("out")
        var writer = FrameWriter(formats: [.svg])
        let manifest = try PublishingRun(output: output).publish([preview.pages[0].path], with: &writer)
        let frames = manifest.blocks.flatMap(\.changes).flatMap(\.files).filter { $0.format == "svg" }
        #expect(frames.count == 6 + 3, "the page's two blocks' frames")
        for file in frames {
            let svg = try String(contentsOf: output.appendingPathComponent(file.path), encoding: .utf8)
            #expect(parts.contains(svg), "\(file.path) is in the page byte for byte")
        }
        #expect(parts.contains("task-created: tasks changed"))
        #expect(parts.contains(#"id="01-declarative-syntax-1-01"#), "render's frame ids, zero-padded")
    }

    @Test func aPrintedLineThatNoLongerMatchesIsMarkedBesideTheModelsLine() throws {
        let preview = try RunningPreview()
        defer { preview.stop() }
        let first = try RawHTTP.get("/01-declarative-syntax/parts.html", port: preview.port).text
        #expect(!first.contains("class=\"stale\""), "every printed line matches: no mark")
        let events = try LiveUpdateTests.subscribe(preview)
        defer { close(events) }
        try preview.edit(replacing: "filter-selected: filter changed", with: "filter-selected: filter altered")
        let update = try Self.waitForUpdate(events)
        #expect(update.contains(#""blocks":[]"#), "the block's text is the same: nothing drawn again")
        let parts = try RawHTTP.get("/01-declarative-syntax/parts.html", port: preview.port).text
        let mark = try #require(
            parts.firstRange(of: #/<aside class="stale" data-block="01-declarative-syntax-1"[^\n]*\n(?s:.*?)</aside>/#))
        let text = String(parts[mark])
        #expect(text.contains(#"<td class="printed"><code>filter-selected: filter altered | recomputed"#))
        #expect(text.contains(#"<td class="model"><code>filter-selected: filter changed | recomputed"#))
        #expect(text.contains(#"<tr data-line="112">"#), "the printed line's page line")
        #expect(!parts.contains(#"<aside class="stale" data-block="01-declarative-syntax-2""#))
        // Put back: the mark goes.
        try preview.edit(replacing: "filter-selected: filter altered", with: "filter-selected: filter changed")
        _ = try Self.waitForUpdate(events)
        let fixed = try RawHTTP.get("/01-declarative-syntax/parts.html", port: preview.port).text
        #expect(!fixed.contains("class=\"stale\""))
    }

    @Test func aBlocksErrorNamesTheSettingAsThePreviewsFrontEndNamesIt() throws {
        let page = try String(contentsOf: Course.page("01-declarative-syntax.md"), encoding: .utf8)
        var run = PreviewRun(
            limits: InputLimits(maxChanges: 2), drawingProcess: false, naming: { "<option for \($0.rawValue)>" })
        let read = run.page(text: page, path: "01-declarative-syntax.md", name: "01-declarative-syntax")
        let error = try #require(read.blocks.first?.error)
        #expect(error.contains("raise it with <option for maxChanges>"), "\(error)")
        #expect(!error.contains("--"), "\(error)")
    }

    @Test(arguments: 1...3) func theFirstAnswerToTheRootListsEveryPage(_ start: Int) throws {
        let preview = try RunningPreview(pages: ["01-declarative-syntax.md", "02-views-and-modifiers.md"])
        defer { preview.stop() }
        let index = try RawHTTP.get("/", port: preview.port)
        #expect(index.status == 200)
        #expect(index.text.contains(#"<a href="/01-declarative-syntax/">Declarative Syntax</a>"#), "start \(start)")
        #expect(index.text.contains(#"<a href="/02-views-and-modifiers/">"#), "start \(start)")
        #expect(try RawHTTP.get("/02-views-and-modifiers/", port: preview.port).status == 200)
    }

    @Test func twoPagesWhoseNamesDifferOnlyInCaseAreRefusedAsRenderRefusesThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-case-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for sub in ["a", "b"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        let pages = [folder.appendingPathComponent("a/Intro.md"), folder.appendingPathComponent("b/intro.md")]
        for page in pages { try Data("# Lesson\n".utf8).write(to: page) }
        #expect {
            _ = try LivePreview(pages: pages.map(\.path), port: 0)
        } throws: { error in
            guard case .request(let text) = error as? PreviewError else { return false }
            return text.hasPrefix("\(pages[1].path): error: its output 'intro' is also the output of \(pages[0].path)")
        }
    }
}
