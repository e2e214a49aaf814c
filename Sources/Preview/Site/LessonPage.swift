import LessonScript
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
    /// the block's diagrams; then the Markdown after the last. A page whose Markdown is past
    /// ``MarkdownBounds`` shows why in its first part instead, and no text: cmark never sees it.
    /// - Parameter source: The page's text, every line ended by LF (`InputReader.text(_:file:)`),
    ///   as the page reader counts lines.
    static func parts(source: String, readings: [PageBlockReading], diagrams: [BlockDiagrams]) -> [LessonPart] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let refusal = MarkdownBounds.refusal(of: source)
        var parts: [LessonPart] = []
        var next = 1
        func text(through last: Int, id: String) -> LessonPart {
            defer { next = last + 1 }
            guard let refusal else { return Self.text(lines, from: next, through: last, id: id) }
            let shown = parts.isEmpty ? section("prose error", [("role", "alert")], diagnostic(refusal.message)) : ""
            return LessonPart(id: id, html: shown)
        }
        for (reading, drawn) in zip(readings, diagrams) {
            parts.append(text(through: max(reading.lastLine, next - 1), id: "text-\(reading.index)"))
            parts.append(LessonPart(id: "block-\(reading.index)", html: html(of: drawn)))
        }
        parts.append(text(through: lines.count, id: "text-end"))
        return parts
    }

    /// A page that could not be read at all: its error in place of the whole page.
    static func unreadable(_ message: String) -> [LessonPart] {
        [LessonPart(id: "page-error", html: section("diagrams error", [("role", "alert")], diagnostic(message)))]
    }

    private static func text(_ lines: [Substring], from first: Int, through last: Int, id: String) -> LessonPart {
        let markdown = first <= last ? lines[(first - 1)..<last].joined(separator: "\n") : ""
        return LessonPart(id: id, html: "<div class=\"prose\">\n" + CommonMark.html(markdown) + "</div>")
    }

    /// A block's diagrams: a stepper over its frames (one shown at a time), a note, or its error.
    static func html(of diagrams: BlockDiagrams) -> String {
        let block = [
            ("id", "block-\(diagrams.index)"), ("data-block", diagrams.name),
            ("aria-label", "Block \(diagrams.index)" + (diagrams.caption.map { ": \($0)" } ?? "")),
        ]
        switch diagrams.content {
        case .error(let message):
            return section("diagrams error", block, diagnostic(message, role: "alert"))
        case .note(let text):
            return section("diagrams", block, "<p class=\"note\">" + HTMLText.content(text) + "</p>")
        case .frames(let frames):
            var html = "\n<div class=\"stepper\">"
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
            return section("diagrams", block + [("tabindex", "0")], html)
        }
    }

    /// A section where diagrams go, or their error.
    /// - Parameters:
    ///   - classes: Its class: `diagrams`, or `diagrams error`.
    ///   - attributes: Its other attributes in order (a role among them), each value escaped here.
    ///   - content: Its HTML.
    private static func section(_ classes: String, _ attributes: [(String, String)], _ content: String) -> String {
        "<section class=\"\(classes)\""
            + attributes.map { " \($0.0)=\"\(HTMLText.escaped($0.1))\"" }.joined()
            + ">" + content + "</section>"
    }

    /// An error's text, as printed; `role` (`alert`) when the text itself is to be announced.
    private static func diagnostic(_ message: String, role: String? = nil) -> String {
        "<pre class=\"diagnostic\"" + (role.map { " role=\"\($0)\"" } ?? "") + ">" + HTMLText.content(message)
            + "</pre>"
    }
}
