import Foundation
import LessonScript
import TextEscapes

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
    /// the block's diagrams; then the Markdown after the last.
    /// - Parameter source: The page's text, every line ended by LF (`InputReader.text(_:file:)`),
    ///   as the page reader counts lines.
    static func parts(source: String, readings: [PageBlockReading], diagrams: [BlockDiagrams]) -> [LessonPart] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var parts: [LessonPart] = []
        var next = 1
        for (reading, drawn) in zip(readings, diagrams) {
            let end = max(reading.lastLine, next - 1)
            parts.append(text(lines, from: next, through: end, id: "text-\(reading.index)"))
            parts.append(LessonPart(id: "block-\(reading.index)", html: html(of: drawn)))
            next = end + 1
        }
        parts.append(text(lines, from: next, through: lines.count, id: "text-end"))
        return parts
    }

    /// A page that could not be read at all: its error in place of the whole page.
    static func unreadable(_ message: String) -> [LessonPart] {
        [
            LessonPart(
                id: "page-error",
                html: "<section class=\"diagrams error\" role=\"alert\"><pre class=\"diagnostic\">"
                    + HTMLText.content(message) + "</pre></section>")
        ]
    }

    private static func text(_ lines: [Substring], from first: Int, through last: Int, id: String) -> LessonPart {
        let markdown = first <= last ? lines[(first - 1)..<last].joined(separator: "\n") : ""
        return LessonPart(id: id, html: "<div class=\"prose\">\n" + CommonMark.html(markdown) + "</div>")
    }

    /// A block's diagrams: a stepper over its frames (one shown at a time), a note, or its error.
    static func html(of diagrams: BlockDiagrams) -> String {
        let label = HTMLText.escaped("Block \(diagrams.index)" + (diagrams.caption.map { ": \($0)" } ?? ""))
        let open =
            "<section class=\"diagrams\" id=\"block-\(diagrams.index)\" data-block=\"\(HTMLText.escaped(diagrams.name))\" aria-label=\"\(label)\""
        switch diagrams.content {
        case .error(let message):
            return open.replacingOccurrences(of: "class=\"diagrams\"", with: "class=\"diagrams error\"")
                + "><pre class=\"diagnostic\" role=\"alert\">" + HTMLText.content(message) + "</pre></section>"
        case .note(let text):
            return open + "><p class=\"note\">" + HTMLText.content(text) + "</p></section>"
        case .frames(let frames):
            var html = open + " tabindex=\"0\">\n<div class=\"stepper\">"
            html += "<button type=\"button\" data-step=\"-1\" aria-label=\"Previous change\">◀</button>"
            html += "<span class=\"position\" aria-live=\"polite\">1 / \(frames.count)</span>"
            html += "<button type=\"button\" data-step=\"1\" aria-label=\"Next change\">▶</button>"
            html += "<span class=\"hint\">← → step through the changes</span></div>\n"
            for frame in frames {
                html += "<figure class=\"frame\" data-frame=\"\(frame.number)\"\(frame.number == 1 ? "" : " hidden")>"
                html += frame.svg
                html += "<figcaption><span class=\"text-line\">\(HTMLText.content(frame.textLine))</span></figcaption>"
                html += "</figure>\n"
            }
            return html + "</section>"
        }
    }
}
