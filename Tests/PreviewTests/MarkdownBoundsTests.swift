import CourseFixtures
import Foundation
import Testing

@testable import Preview

/// A page's Markdown is bounded before cmark-gfm sees it: how deep a line nests quotes and lists,
/// and how many elements the page makes; past either, the page says why and keeps its diagrams.
@Suite("Markdown's bounds")
struct MarkdownBoundsTests {
    @Test func aLineNestsAtMostThirtyTwoQuotesOrListItems() {
        #expect(MarkdownBounds.refusal(of: String(repeating: ">", count: 32) + " deep\n") == nil)
        #expect(
            MarkdownBounds.refusal(of: "# Title\n\n" + String(repeating: ">", count: 33) + "\n")
                == .nesting(line: 3, depth: 33))
        #expect(MarkdownBounds.refusal(of: String(repeating: "> ", count: 40)) == .nesting(line: 1, depth: 40))
        #expect(MarkdownBounds.refusal(of: String(repeating: "- ", count: 40) + "a") == .nesting(line: 1, depth: 40))
        #expect(MarkdownBounds.refusal(of: String(repeating: "1. ", count: 40) + "a") == .nesting(line: 1, depth: 40))
        #expect(
            MarkdownBounds.refusal(of: "text\n" + String(repeating: "> * 2) + ", count: 11) + "a")
                == .nesting(line: 2, depth: 44))
        // Nested by indentation, a line at a time; then a list at the margin again starts over.
        let indented = { (levels: Int) in (0..<levels).map { String(repeating: "  ", count: $0) + "- level\n" }.joined()
        }
        #expect(MarkdownBounds.refusal(of: indented(32)) == nil)
        #expect(MarkdownBounds.refusal(of: indented(33)) == .nesting(line: 33, depth: 33))
        let restarted = (0..<40).map { String(repeating: "  ", count: $0 % 20) + "- item\n" }.joined()
        #expect(MarkdownBounds.refusal(of: restarted) == nil)
        // Lazy lines between keep the items open.
        let lazy = (0..<33).map { String(repeating: "  ", count: $0) + "- level\nlazy\n" }.joined()
        #expect(MarkdownBounds.refusal(of: lazy) == .nesting(line: 65, depth: 33))
        // Within quotes too.
        let quoted = (0..<33).map { "> " + String(repeating: "  ", count: $0) + "- level\n" }.joined()
        #expect(MarkdownBounds.refusal(of: quoted) == .nesting(line: 32, depth: 33))
        // Not markers: a dash or a number without the space after it.
        #expect(MarkdownBounds.refusal(of: String(repeating: "-", count: 100) + "\n") == nil)
        #expect(MarkdownBounds.refusal(of: String(repeating: "1.", count: 100) + "\n") == nil)
    }

    @Test func aPageMakesAtMostAQuarterOfAMillionElements() {
        let items = String(repeating: "- a\n", count: 130_000)
        guard case .elements(let count) = MarkdownBounds.refusal(of: items) else {
            Issue.record("130,000 list items were let through")
            return
        }
        #expect(count > MarkdownBounds.maxElements)
        #expect(MarkdownBounds.refusal(of: String(repeating: "*a* ", count: 200_000)) != nil)
        #expect(MarkdownBounds.refusal(of: String(repeating: "[", count: 300_000)) != nil)
        // Plain text is one element a line, however long.
        #expect(MarkdownBounds.refusal(of: String(repeating: "plain words ", count: 400_000)) == nil)
    }

    @Test func everyCoursePageIsWithinTheBounds() throws {
        for name in Course.pageNames {
            let text = try String(contentsOf: Course.page(name), encoding: .utf8)
            #expect(MarkdownBounds.refusal(of: text) == nil, "\(name)")
        }
    }

    /// A million `>` (16 million took 4 GB in cmark, on every save): now the page says why it shows no text,
    /// its diagrams stay, and the next good save shows the text again.
    @Test func aPageTooDeepShowsWhyAndKeepsItsDiagrams() throws {
        let preview = try RunningPreview()
        defer { preview.stop() }
        let deep = String(repeating: ">", count: 1 << 20)
        try preview.edit(replacing: "# Declarative Syntax\n", with: "# Declarative Syntax\n\n\(deep)\n")
        var html = ""
        for _ in 0..<200 where !html.contains("is not shown") {
            usleep(50_000)
            html = try RawHTTP.get("/01-declarative-syntax/parts.html", port: preview.port).text
        }
        #expect(html.contains("line 3 nests \(1 << 20) quotes or list items"), "\(html.prefix(2000))")
        #expect(!html.contains("<blockquote>"))
        #expect(html.components(separatedBy: "<figure class=\"frame\"").count - 1 == 9, "the diagrams stay")
        #expect(html.utf8.count < 4 << 20, "cmark would have written 27 MB")
        try preview.edit(replacing: "\(deep)\n", with: "> Quoted.\n")
        for _ in 0..<200 where !html.contains("<blockquote>") {
            usleep(50_000)
            html = try RawHTTP.get("/01-declarative-syntax/parts.html", port: preview.port).text
        }
        #expect(html.contains("<blockquote>\n<p>Quoted.</p>\n</blockquote>"))
    }
}
