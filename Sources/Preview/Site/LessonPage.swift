import LessonScript
import Pages
import TextEscapes

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A lesson page as the preview shows it whole: its Markdown rendered by cmark-gfm, each
/// measurement block's diagrams right after the block's printed output (as the DocC article
/// places them), or its error there.
struct LessonPage: Sendable {
    /// The page's name, `<stem>`: its URL is `/<name>/`.
    var name: String
    var path: String
    var title: String
    var parts: [LessonPart]
    /// How many times the page changed since the preview started.
    var version: Int

    /// The page's parts: the Markdown before each block, through the block's output block, then
    /// the block as Pages draws it live (its mark where the printed output is stale, its
    /// diagrams); then the Markdown after the last. A page whose Markdown is past
    /// ``MarkdownBounds`` shows why in its first part instead, and no text: cmark never sees it.
    /// - Parameters:
    ///   - source: The page's text, every line ended by LF (`InputReader.text(_:file:)`), as the
    ///     page reader counts lines.
    ///   - blocks: The page's blocks, in page order.
    ///   - lastLines: The page line each block ends at, output block included.
    static func parts(source: String, blocks: [PreviewBlock], lastLines: [Int]) -> [LessonPart] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let refusal = MarkdownBounds.refusal(of: source)
        var parts: [LessonPart] = []
        var next = 1
        func text(through last: Int, id: String) -> LessonPart {
            defer { next = last + 1 }
            guard let refusal else { return Self.text(lines, from: next, through: last, id: id) }
            let shown =
                parts.isEmpty
                ? "<section class=\"prose error\" role=\"alert\"><pre class=\"diagnostic\">"
                    + HTMLText.content(refusal.message) + "</pre></section>" : ""
            return LessonPart(id: id, html: shown)
        }
        for (block, lastLine) in zip(blocks, lastLines) {
            parts.append(text(through: max(lastLine, next - 1), id: "text-\(block.index)"))
            parts.append(LessonPart(id: "block-\(block.index)", html: block.liveHTML))
        }
        parts.append(text(through: lines.count, id: "text-end"))
        return parts
    }

    /// A page that could not be read at all: its error in place of the whole page.
    static func unreadable(_ message: String) -> [LessonPart] {
        [LessonPart(id: "page-error", html: PreviewBlock.unreadablePageHTML(message))]
    }

    private static func text(_ lines: [Substring], from first: Int, through last: Int, id: String) -> LessonPart {
        let markdown = first <= last ? lines[(first - 1)..<last].joined(separator: "\n") : ""
        return LessonPart(id: id, html: "<div class=\"prose\">\n" + CommonMark.html(markdown) + "</div>")
    }
}
