import CourseFixtures
import Foundation
import Testing

@testable import LessonScript

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `render PAGE.md` writes a preview of the page and figure snippets beside every frame.
struct PreviewTests {
    /// The page read by the library, and its preview read as XML.
    private func preview(_ page: String, in output: URL) throws -> (blocks: [PageBlock], root: XMLElement) {
        let blocks = try InputReader.read(path: Course.page(page).path).pageBlocks
        let index = output.appendingPathComponent("\(page.dropLast(3))/index.html")
        let root = try #require(try XMLDocument(contentsOf: index).rootElement(), "\(index.path)")
        return (blocks, root)
    }

    @Test(arguments: coursePages)
    func previewShowsEveryBlockInOrder(_ page: String) throws {
        try withRendered(page) { output in
            let (blocks, root) = try preview(page, in: output)
            let sections = root.descendants(named: "section")
            #expect(sections.count == blocks.count)
            for (block, section) in zip(blocks, sections) {
                let heading = try #require(section.descendants(named: "h2").first?.stringValue)
                #expect(heading == "Block \(block.index) \(block.caption ?? "")")
                let frames = section.descendants(named: "figure")
                let lines = block.scene.map { scene in scene.outcomes().map(\.textLine) } ?? []
                #expect(frames.count == lines.count, "\(page) block \(block.index)")
                for (frame, line) in zip(frames, lines) {
                    let svg = try #require(frame.descendants(named: "svg").first)
                    #expect(svg.descendants(named: "title").first?.stringValue == line, "the frame's own title")
                    #expect(frame.descendants(named: "code").first?.stringValue == line, "the frame's text line")
                }
                if block.scene == nil {
                    #expect(
                        section.descendants(named: "p").first?.stringValue
                            == "This block has no view tree: nothing to draw.")
                }
            }
        }
    }

    @Test(arguments: coursePages)
    func previewIsSelfContainedWithRelativeLinksThatResolve(_ page: String) throws {
        try withRendered(page) { output in
            let (_, root) = try preview(page, in: output)
            let folder = output.appendingPathComponent(String(page.dropLast(3)))
            let elements = root.allElements
            #expect(
                !elements.contains { ["script", "iframe", "object", "embed", "link", "img"].contains($0.name ?? "") })
            var ids: [String] = []
            var links = 0
            for element in elements {
                let attributes = element.attributeMap
                #expect(!attributes.keys.contains { $0.lowercased().hasPrefix("on") }, "\(element.name ?? "")")
                if let id = attributes["id"] { ids.append(id) }
                for name in ["href", "src", "xlink:href"] {
                    guard let value = attributes[name], !value.hasPrefix("#") else { continue }
                    #expect(!value.contains(":") && !value.hasPrefix("/"), "\(name)=\(value) is relative")
                    let target = folder.appendingPathComponent(value.removingPercentEncoding ?? value)
                        .standardizedFileURL
                    #expect(FileManager.default.fileExists(atPath: target.path), "\(value)")
                    links += 1
                }
            }
            #expect(links > 0)
            #expect(
                Set(ids).count == ids.count,
                "\(page): ids appear twice: \(ids.filter { id in ids.filter { $0 == id }.count > 1 })")
        }
    }

    @Test(arguments: coursePages)
    func figureSnippetsNameTheirFrame(_ page: String) throws {
        try withRendered(page) { output in
            let (blocks, _) = try preview(page, in: output)
            for block in blocks {
                guard let scene = block.scene else { continue }
                let folder = output.appendingPathComponent(scene.name)
                for (position, outcome) in scene.outcomes().enumerated() {
                    let stem = String(format: "%02d-", position + 1) + outcome.change.label
                    let html = try XMLDocument(contentsOf: folder.appendingPathComponent("\(stem).figure.html"))
                    let image = try #require(html.rootElement()?.descendants(named: "img").first)
                    #expect(image.attributeMap["src"] == "\(stem).svg")
                    #expect(image.attributeMap["alt"] == outcome.textLine)
                    let title = "\(outcome.change.label): \(outcome.change.key) changed"
                    #expect(
                        html.rootElement()?.descendants(named: "figcaption").first?.stringValue
                            == "\(block.caption!) — \(title)")
                    let markdown = try String(
                        contentsOf: folder.appendingPathComponent("\(stem).figure.md"), encoding: .utf8)
                    #expect(markdown.hasPrefix("!["))
                    #expect(markdown.contains("](\(stem).svg)\n*"))
                }
            }
        }
    }

    @Test func aPrintedLineThatDiffersFromTheModelIsMarkedAsTheLivePreviewMarksIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("01-declarative-syntax.md")
        let text = try String(contentsOf: Course.page("01-declarative-syntax.md"), encoding: .utf8)
        let stale = try #require(
            text.range(of: "filter-selected: filter changed | recomputed TaskScreen local, FilterBar parent, TaskList"))
        try Data(text.replacingCharacters(in: stale, with: "filter-selected: filter altered").utf8).write(to: page)
        let output = try render([page])
        defer { try? FileManager.default.removeItem(at: output) }
        let html = try String(
            contentsOf: output.appendingPathComponent("01-declarative-syntax/index.html"), encoding: .utf8)
        #expect(html.contains(#"<aside class="stale" data-block="01-declarative-syntax-1" role="note">"#))
        #expect(html.contains(#"<td class="printed"><code>filter-selected: filter altered"#))
        #expect(html.contains(#"<td class="model"><code>filter-selected: filter changed | recomputed"#))
        #expect(!html.contains(#"<aside class="stale" data-block="01-declarative-syntax-2""#))
        #expect(try XMLDocument(contentsOf: output.appendingPathComponent("01-declarative-syntax/index.html")) != nil)
    }

    @Test func aDarkRenderGivesADarkPreview() throws {
        let page = Course.page("09-local-state.md")
        let output = try render([page], options: ["--theme", "dark"])
        defer { try? FileManager.default.removeItem(at: output) }
        let html = try String(contentsOf: output.appendingPathComponent("09-local-state/index.html"), encoding: .utf8)
        #expect(html.contains("<meta name=\"color-scheme\" content=\"dark\"/>"))
        #expect(!html.contains("prefers-color-scheme"))
        #expect(html.contains("class=\"triggergraph theme-dark\""))
    }

    @Test func onlyPagesGetAPreviewAndOnlySVGFramesGetSnippets() throws {
        let page = Course.page("19-accessibility.md")
        let output = try render([page], options: ["--format", "png"])
        defer { try? FileManager.default.removeItem(at: output) }
        let folders = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(folders == ["19-accessibility-1", "19-accessibility-2", "manifest.json"])
        let files = try FileManager.default.contentsOfDirectory(
            atPath: output.appendingPathComponent("19-accessibility-2").path)
        #expect(files.allSatisfy { $0.hasSuffix(".png") })
    }
}
