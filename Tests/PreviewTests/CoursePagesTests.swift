import CourseFixtures
import Foundation
import LessonScript
import Testing

/// Every course page in the preview: each measurement block's diagrams come right after its
/// output block (or the block itself when it prints nothing), and raw HTML in a page stays text.
@Suite("Every course page, previewed whole")
struct CoursePagesTests {
    @Test func eachBlocksDiagramsFollowItsOutputBlock() throws {
        let preview = try RunningPreview(pages: Course.pageNames)
        defer { preview.stop() }
        for name in Course.pageNames {
            let stem = String(name.dropLast(3))
            let source = try String(contentsOf: Course.page(name), encoding: .utf8)
            let readings = PageReader.readEach(source, file: name, stem: stem)
            let answer = try RawHTTP.get("/\(stem)/parts.html", port: preview.port)
            #expect(answer.status == 200, "\(name)")
            let html = answer.text
            for reading in readings {
                let block = try #require(try? reading.result.get(), "\(name) block \(reading.index) reads")
                let section = try #require(html.range(of: "id=\"block-\(reading.index)\""), "\(name) \(reading.index)")
                // The text part just before the section ends with the block's output block, if any.
                let before = html[..<section.lowerBound]
                let lastPre = try #require(before.range(of: "<pre>", options: .backwards))
                let shown = before[lastPre.upperBound...]
                if let output = block.output, let first = output.first(where: { !$0.text.isEmpty }) {
                    let escaped = first.text.replacingOccurrences(of: "&", with: "&amp;")
                        .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
                        .replacingOccurrences(of: "\"", with: "&quot;")
                    #expect(shown.contains(escaped), "\(name) block \(reading.index): its output block comes first")
                } else {
                    #expect(shown.contains("// main.swift"), "\(name) block \(reading.index): the block comes first")
                }
                let rest = html[section.upperBound...]
                let frames = rest[..<(rest.range(of: "</section>")?.lowerBound ?? rest.endIndex)]
                if let scene = block.scene, !scene.changes.isEmpty {
                    #expect(frames.contains("data-frame=\"\(scene.changes.count)\""), "\(name) \(reading.index)")
                }
            }
        }
    }

    @Test func rawHTMLInAPageIsNotPassedThrough() throws {
        let preview = try RunningPreview()
        defer { preview.stop() }
        try preview.edit(
            replacing: "# Declarative Syntax\n",
            with: "# Declarative Syntax\n\n<script>window.pwned = 1</script>\n\n[a-preview-link](javascript:alert(1))\n"
        )
        var html = ""
        for _ in 0..<100 where !html.contains("a-preview-link") {
            usleep(50_000)
            html = try RawHTTP.get("/01-declarative-syntax/parts.html", port: preview.port).text
        }
        #expect(html.contains(">a-preview-link</a>"))
        #expect(!html.contains("<script>window.pwned"))
        #expect(!html.contains("javascript:"))
    }
}
