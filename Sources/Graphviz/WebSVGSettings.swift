#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What makes this package's SVG renderer (`SVGRenderPlugin`) write SVG a web page holds, in
/// the same pass as libgvc's document: no prolog, the root's natural size and attributes of its
/// own, ids unique to the page, text in a family of fonts, a view's and a source's text anchored
/// at the middle of its outline and its matched key marked, a legend's texts as long as their
/// cells. The C renderer's side is `tg_svg_web` (GraphvizSVG). Within the package only: what
/// `TriggerRender`'s frames hand the renderer.
package struct WebSVGSettings: Sendable {
    /// Put before every id and local reference (`frame-`).
    package var idPrefix: String
    /// Written after the root's natural size: the rest of its start tag, its `>`, the title and
    /// description.
    package var root: String
    /// Written after ``root``, up to the first group: the style element.
    package var style: String
    /// Every text's font family.
    package var fontFamily: String
    /// Whether the comments libgvc writes for key label nodes (`k<digits and _>`) are left out.
    package var dropsKeyLabelComments: Bool
    /// The gap after a legend text in its row, in points: the text of a header node whose id ends
    /// in `-legend<row>` gets `textLength` up to the next swatch less it. No lengths when 0.
    package var legendTextGap: Double
    /// A view's node name, before its digits.
    package var viewPrefix: String
    /// A source's node name, before its digits.
    package var sourcePrefix: String
    /// A key line's font size as the SVG writes it (`12.00`); its text is laid out bold.
    package var keyFontSize: String
    /// The key line to mark (from 0) by view node name; every other key line is drawn regular.
    package var marks: [String: Int]
    /// What the marked key line's start tag gets at its end.
    package var markedKeyAttributes: String

    /// Creates settings; every property is given.
    package init(
        idPrefix: String, root: String, style: String, fontFamily: String, dropsKeyLabelComments: Bool,
        legendTextGap: Double,
        viewPrefix: String, sourcePrefix: String, keyFontSize: String, marks: [String: Int],
        markedKeyAttributes: String
    ) {
        self.idPrefix = idPrefix
        self.root = root
        self.style = style
        self.fontFamily = fontFamily
        self.dropsKeyLabelComments = dropsKeyLabelComments
        self.legendTextGap = legendTextGap
        self.viewPrefix = viewPrefix
        self.sourcePrefix = sourcePrefix
        self.keyFontSize = keyFontSize
        self.marks = marks
        self.markedKeyAttributes = markedKeyAttributes
    }
}

extension LaidOutGraph {
    /// Renders the graph as SVG a web page holds, drawn by this package's SVG renderer.
    ///
    /// The corresponding C function is `gvRenderContext`, with `tg_svg_web` in the job's context.
    /// - Parameter settings: What the page's SVG sets.
    /// - Returns: The document, starting at `<svg`; nil when libgvc's own renderer draws SVG on
    ///   this thread (a test's comparison), so that the caller makes the page's SVG of its own.
    /// - Throws: ``GraphvizError/render(format:message:)``; the graph stays usable.
    package func renderWebSVG(_ settings: WebSVGSettings) throws -> Data? {
        try render(format: "svg", dpi: nil, web: settings)
    }
}
