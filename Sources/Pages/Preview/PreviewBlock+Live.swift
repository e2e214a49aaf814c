import TextEscapes

extension PreviewBlock {
    /// The block as the live preview shows it in a lesson page, right after its printed output:
    /// where that output differs from the model, a mark with the printed lines beside the
    /// model's; then its frames behind a stepper (one shown at a time), its note, or its error.
    public var liveHTML: String {
        staleHTML + diagramsHTML
    }

    /// The mark on a printed output block that differs from the model; empty when it matches.
    public var staleHTML: String {
        guard !stale.isEmpty else { return "" }
        var html = "<aside class=\"stale\" data-block=\"\(HTMLText.escaped(name ?? ""))\" role=\"note\">"
        html += "<p class=\"stale-title\">The printed output differs from what the model prints:</p>\n"
        html += "<table><thead><tr><th scope=\"col\">line</th><th scope=\"col\">printed</th>"
        html += "<th scope=\"col\">the model</th></tr></thead><tbody>\n"
        for mismatch in stale {
            html += "<tr data-line=\"\(mismatch.line)\"><td class=\"line\">\(mismatch.line)</td>"
            if let problem = mismatch.problem {
                html += "<td class=\"problem\" colspan=\"2\">\(HTMLText.content(problem))</td></tr>\n"
                continue
            }
            html += "<td class=\"printed\">\(Self.cell(mismatch.found))</td>"
            html += "<td class=\"model\">\(Self.cell(mismatch.expected))</td></tr>\n"
        }
        return html + "</tbody></table></aside>"
    }

    /// A line in a cell, or a dash for none.
    private static func cell(_ line: String?) -> String {
        line.map { "<code>" + HTMLText.content($0) + "</code>" } ?? "<span class=\"none\">(none)</span>"
    }

    /// The block's diagrams: a stepper over its frames, its note, or its error.
    private var diagramsHTML: String {
        let block = [
            ("id", "block-\(index)"), ("data-block", name ?? ""),
            ("aria-label", "Block \(index)" + (caption.map { ": \($0)" } ?? "")),
        ]
        if let error {
            return Self.section("diagrams error", block, Self.diagnostic(error, role: "alert"))
        }
        if frames.isEmpty {
            return Self.section("diagrams", block, "<p class=\"note\">" + HTMLText.content(note ?? "") + "</p>")
        }
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
        return Self.section("diagrams", block + [("tabindex", "0")], html)
    }

    /// A page that could not be read at all, as the live preview shows it in place of the page.
    /// - Parameter message: Why it could not be read, as printed.
    public static func unreadablePageHTML(_ message: String) -> String {
        section("diagrams error", [("role", "alert")], diagnostic(message))
    }

    /// A section where diagrams go, or their error.
    /// - Parameters:
    ///   - classes: Its class: `diagrams`, or `diagrams error`.
    ///   - attributes: Its other attributes in order (a role among them), each value escaped here.
    ///   - content: Its HTML.
    static func section(_ classes: String, _ attributes: [(String, String)], _ content: String) -> String {
        "<section class=\"\(classes)\""
            + attributes.map { " \($0.0)=\"\(HTMLText.escaped($0.1))\"" }.joined()
            + ">" + content + "</section>"
    }

    /// An error's text, as printed; `role` (`alert`) when the text itself is to be announced.
    static func diagnostic(_ message: String, role: String? = nil) -> String {
        "<pre class=\"diagnostic\"" + (role.map { " role=\"\($0)\"" } ?? "") + ">" + HTMLText.content(message)
            + "</pre>"
    }
}
