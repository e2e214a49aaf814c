import TextEscapes
import TriggerDiagram

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension BlockAnimation {
    /// A self-contained HTML page that shows the block's changes one at a time: each frame as
    /// inline SVG (ids unique per frame, `<prefix>-f<NN>`; the page's own `<prefix>-flipbook`, so
    /// that the block's animated SVG, whose root is `<prefix>`, can share a page with it) with the change's text line under it;
    /// previous and next buttons, a slider and the arrow keys move between them; `#N` in the URL
    /// opens change N. No external resource; the page is well-formed XML as well as HTML.
    /// - Returns: The page's bytes (UTF-8).
    /// - Throws: `AnimationError` when a frame cannot be drawn.
    public func flipbook() throws(AnimationError) -> Data {
        let prefix = idPrefix
        guard frameCount > 0 else { throw .noFrames }
        let theme = renderer.diagram.theme
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <title>\(HTMLText.escaped(title))</title>
            <style>/*<![CDATA[*/
            \(Self.flipbookStyle(theme))
            /*]]>*/</style>
            </head>
            <body>
            <main id="\(prefix)-flipbook" class="flipbook">
            <h1>\(HTMLText.content(name))</h1>\n
            """
        if let caption { html += "<p class=\"caption\">\(HTMLText.content(caption))</p>\n" }
        html += "<div class=\"frames\">\n"
        // One frame at a time: drawn, written into the page, dropped.
        for index in 0..<frameCount {
            let frameID = prefix + "-f" + (index < 9 ? "0" : "") + String(index + 1)
            let drawn: Data
            do {
                // The figure is `<prefix>-f<NN>`; its picture, and every id in it, `<prefix>-f<NN>-svg`.
                drawn = try renderer.render(frame: index, format: .svg, idPrefix: "\(frameID)-svg")
            } catch {
                throw .render(error)
            }
            // Drawn with the frame's own id prefix, so the SVG is already safe to put inline.
            let svg = String(decoding: drawn, as: UTF8.self).trimmingNewlines()
            html += """
                <figure class="frame" id="\(frameID)" data-frame="\(index + 1)">
                \(svg)
                <figcaption class="text-line">\(HTMLText.content(renderer.diagram.frame(index).textLine))</figcaption>
                </figure>\n
                """
        }
        let count = frameCount
        html += """
            </div>
            <div class="controls" role="group" aria-label="Changes" hidden="hidden">
            <button type="button" class="previous" aria-label="Previous change">◀ Previous</button>
            <input type="range" class="slider" min="1" max="\(count)" step="1" value="1" aria-label="Change"/>
            <span class="counter" aria-hidden="true">1 / \(count)</span>
            <button type="button" class="next" aria-label="Next change">Next ▶</button>
            </div>
            <p class="status visually-hidden" aria-live="polite"></p>
            </main>
            <script>//<![CDATA[
            \(Self.flipbookScript(rootID: "\(prefix)-flipbook"))
            //]]></script>
            </body>
            </html>\n
            """
        return Data(html.utf8)
    }
}
