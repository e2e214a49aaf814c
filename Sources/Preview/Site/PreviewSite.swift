import LessonScript
import SystemIO
import TextEscapes

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the preview serves: each page as it is now, its parts, the index, the style sheet, the
/// script and the event stream; nothing else. Read from any connection's thread; changed by the
/// preview's own thread.
public final class PreviewSite: @unchecked Sendable {
    private let lock = Lock()
    private var pages: [Served] = []
    /// Announces each new version of a page.
    public let events = EventStream()

    init() {}

    /// A page's version with the two documents made from it, built once per version: each open
    /// tab fetches the parts again after every update.
    private struct Served {
        var page: LessonPage
        /// The whole page, as `/<name>/` answers.
        var document: Data
        /// Its parts, as `/<name>/parts.html` answers.
        var parts: Data
    }

    /// Puts in a page's new version and tells the open pages which blocks changed.
    func update(_ page: LessonPage, changedBlocks: [String]) {
        let served = Served(
            page: page, document: Data(Self.document(of: page).utf8), parts: Data(Self.partsHTML(page.parts).utf8))
        lock.lock()
        if let position = pages.firstIndex(where: { $0.page.name == page.name }) {
            pages[position] = served
        } else {
            pages.append(served)
        }
        lock.unlock()
        let blocks = changedBlocks.map(JSONString.quoted).joined(separator: ",")
        events.announce(
            "update",
            data: "{\"page\":\(JSONString.quoted(page.name)),\"version\":\(page.version),\"blocks\":[\(blocks)]}")
    }

    /// The page named `name` as it is now, with its documents.
    private func served(named name: String) -> Served? {
        lock.lock()
        defer { lock.unlock() }
        return pages.first { $0.page.name == name }
    }

    /// The answer to a request the policy let through: only the paths the preview made.
    public func reply(to request: HTTPRequest) -> HTTPReply {
        let path = request.path
        switch path {
        case "/": return html(Data(index.utf8))
        case "/preview.css":
            return .body(status: 200, contentType: "text/css; charset=utf-8", data: Data(PreviewAssets.css.utf8))
        case "/preview.js":
            return .body(
                status: 200, contentType: "text/javascript; charset=utf-8", data: Data(PreviewAssets.javaScript.utf8))
        case "/events": return .events(events)
        default: break
        }
        let segments = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        // A page's address typed without its last slash is sent to the page.
        if segments.count == 1, let served = served(named: String(segments[0])) {
            let location = "/" + RelativeURL.encoded(served.page.name) + "/"
            return .refusal(301, "moved to \(location)", headers: ["Location": location])
        }
        guard segments.count == 2, let served = served(named: String(segments[0])) else { return notFound }
        switch segments[1] {
        case "": return html(served.document)
        case "parts.html": return html(served.parts)
        default: return notFound
        }
    }

    private var notFound: HTTPReply { .refusal(404, "not found") }

    private func html(_ data: Data) -> HTTPReply {
        .body(
            status: 200, contentType: "text/html; charset=utf-8", data: data,
            headers: [
                "Content-Security-Policy":
                    "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'self' 'unsafe-inline'; "
                    + "img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
            ])
    }

    /// The list of pages.
    private var index: String {
        lock.lock()
        let listed = pages.map(\.page)
        lock.unlock()
        let items = listed.map {
            "<li><a href=\"/\(PageURL.path($0.name))\">\(HTMLText.content($0.title))</a></li>"
        }
        return Self.shell(
            title: "Lesson preview", page: "",
            body: "<main><h1>Lesson preview</h1><ul>\n\(items.joined(separator: "\n"))\n</ul></main>")
    }

    /// A page whole: its parts in the lesson's `<main>`, with the style sheet and the script.
    private static func document(of page: LessonPage) -> String {
        shell(
            title: page.title, page: page.name, version: page.version,
            body: "<main id=\"lesson\">\n" + partsHTML(page.parts) + "\n</main>")
    }

    /// The parts, each in an element that names it and its hash.
    private static func partsHTML(_ parts: [LessonPart]) -> String {
        parts.map { "<div class=\"part\" data-part=\"\($0.id)\" data-hash=\"\($0.hash)\">\n\($0.html)\n</div>" }
            .joined(separator: "\n")
    }

    private static func shell(title: String, page: String, version: Int = 0, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>\(HTMLText.escaped(title))</title>
        <link rel="stylesheet" href="/preview.css">
        \(page.isEmpty ? "" : "<script src=\"/preview.js\" defer></script>")
        </head>
        <body data-page="\(HTMLText.escaped(page))" data-version="\(version)">
        \(body)
        </body>
        </html>
        """
    }
}
