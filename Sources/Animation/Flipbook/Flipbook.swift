import Foundation
import TriggerDiagram

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
        let frameIDs = frames.indices.map { String(format: "%@-f%02d", prefix, $0 + 1) }
        // The figure is `<prefix>-f<NN>`; its picture, and every id in it, `<prefix>-f<NN>-svg`.
        let svgs = try renderAll(.svg) { "\(frameIDs[$0])-svg" }
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
        <h1>\(HTMLText.escaped(name))</h1>\n
        """
        if let caption { html += "<p class=\"caption\">\(HTMLText.escaped(caption))</p>\n" }
        html += "<div class=\"frames\">\n"
        for (index, frame) in frames.enumerated() {
            // Drawn with the frame's own id prefix, so the SVG is already safe to put inline.
            let svg = String(decoding: svgs[index], as: UTF8.self).trimmingCharacters(in: .newlines)
            html += """
            <figure class="frame" id="\(frameIDs[index])" data-frame="\(index + 1)">
            \(svg)
            <figcaption class="text-line">\(HTMLText.escaped(frame.textLine))</figcaption>
            </figure>\n
            """
        }
        let count = frames.count
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
