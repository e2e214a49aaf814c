import Foundation
import Testing

@testable import GraphStructure
@testable import Graphviz

/// Labels measured with HarfBuzz where it gives Pango's numbers, by Pango where it does not; Pango
/// opened only then, or for pixels.
///
/// The tests that watch when Pango is opened run in a process of their own (an exit test), where
/// nothing has been laid out or drawn before.
@Suite("Text measured with HarfBuzz")
struct HarfBuzzTextTests {
    /// A graph of plain text nodes, one a label, in DejaVu Sans at 14 pt.
    static func graph(_ labels: [String]) -> String {
        let nodes = labels.enumerated().map { "n\($0.offset) [label=<\($0.element)>]" }.joined(separator: "; ")
        return #"digraph G { node [shape=plaintext fontname="DejaVu Sans" fontsize=14 margin=0]; \#(nodes) }"#
    }

    /// Spans HarfBuzz measures as Pango does, and spans it leaves to Pango, each for a reason.
    struct Case: Sendable, CustomStringConvertible {
        let text: String
        let flags: UInt32
        let shaped: Bool
        var description: String { "\(text.debugDescription), flags \(flags): \(shaped ? "HarfBuzz" : "Pango")" }
    }

    static let cases: [Case] = [
        Case(text: "ContentView", flags: 0, shaped: true),
        Case(text: "state owner, not a view here", flags: 1, shaped: true),
        Case(text: "AVA  Ta  office", flags: 1, shaped: true),  // kerning, ligatures, no-break spaces
        Case(text: "Ωμέγα Πρόβα", flags: 0, shaped: true),
        Case(text: "Привет мир", flags: 1, shaped: true),
        Case(text: "e\u{301}te\u{301}", flags: 0, shaped: true),  // combining marks
        Case(text: "\u{301}first", flags: 0, shaped: true),  // a mark first, on a dotted circle
        Case(text: "underlined", flags: 4, shaped: true),  // HTML_UL
        Case(text: "", flags: 0, shaped: true),  // no width: libgvc estimates
        Case(text: "中文", flags: 0, shaped: false),  // glyphs DejaVu Sans lacks
        Case(text: "\u{5E9}\u{5DC}\u{5D5}\u{5DD}", flags: 0, shaped: false),  // right to left
        Case(text: "Γ. T. Ѓ", flags: 0, shaped: false),  // three scripts: Pango shapes each apart
        Case(text: "A\u{2066}V\u{2069}A", flags: 0, shaped: false),  // bidi isolates
        Case(text: "a\u{2028}b", flags: 0, shaped: false),  // a line separator: two lines
        Case(text: "a\tb", flags: 0, shaped: false),  // a control
        Case(text: "italic", flags: 2, shaped: false),  // HTML_IF: another face
        Case(text: "sup", flags: 8, shaped: false),  // HTML_SUP: another size
    ]

    @Test(arguments: cases)
    func harfBuzzGivesPangosNumbersOrLeavesTheSpanToPango(_ test: Case) throws {
        for size in [14.0, 12, 18, 13, 9.5] {
            let span = TextLayoutCache.Span(text: test.text, font: "DejaVu Sans", size: size, flags: test.flags)
            let harfBuzz = TextLayoutCache.measureWithHarfBuzz(span)
            #expect((harfBuzz != nil) == test.shaped, "\(size) pt")
            guard let harfBuzz else { continue }
            #expect(harfBuzz == TextLayoutCache.measureWithPango(span), "\(size) pt")
        }
    }

    /// Another font, or a PostScript name (which Pango resolves through its own table), goes to Pango.
    @Test func onlyDejaVuSansIsShaped() {
        #expect(TextLayoutCache.measureWithHarfBuzz(.init(text: "x", font: "Times-Roman", size: 14, flags: 0)) == nil)
        #expect(TextLayoutCache.measureWithHarfBuzz(.init(text: "x", font: "DejaVu Sans", size: 14, flags: 0)) != nil)
    }

    /// A graph whose text HarfBuzz measures, drawn as SVG, opens no Pango; a label DejaVu Sans
    /// cannot draw then opens it, and is measured by it, with the size Pango gives.
    @Test func pangoIsOpenedOnlyForTextHarfBuzzLeavesToIt() async {
        await #expect(processExitsWith: .success) {
            let latin = try LaidOutGraph(dot: Self.graph(["Latin text", "<B>Bold</B>"]))
            _ = try latin.render(format: "svg")
            let before = TextLayoutCache.statistics
            guard !PangoPlugin.isOpen, before.shaped >= 2, before.measured == 0 else { exit(1) }
            let chinese = try LaidOutGraph(dot: Self.graph(["中文中文中文中文"]))
            let after = TextLayoutCache.statistics
            guard PangoPlugin.isOpen, after.measured == 1, after.shaped == before.shaped else { exit(2) }
            // A plain text node wider than its least width is as wide as its text and the HTML
            // label's few points of padding: Pango's width, not libgvc's estimate (which counts
            // the UTF-8 bytes, 24 of them here, each as a Latin-1 character).
            let pango = TextLayoutCache.measureWithPango(
                .init(text: "中文中文中文中文", font: "DejaVu Sans", size: 14, flags: 0))
            guard let pango, pango.fits, let width = chinese.nodeSizes["n0"]?.width, width > 54,
                abs(width - pango.width) <= 4
            else { exit(3) }
            exit(0)
        }
    }

    /// Frames drawn with cairo from HarfBuzz's measures are the frames drawn from Pango's: cairo
    /// draws each span from a layout Pango makes when the span is first drawn.
    @Test func pixelsFromHarfBuzzsMeasuresArePangos() async {
        await #expect(processExitsWith: .success) {
            let dot = Self.graph(["Latin text", "<B>Bold  two spaces</B>", "AVA"])
            let shaped = try LaidOutGraph(dot: dot)
            let shapedPNG = try shaped.render(format: "png")
            let shapedPDF = try shaped.render(format: "pdf")
            let drawn = TextLayoutCache.statistics
            guard drawn.measured == 0, drawn.layoutsAtDraw == 3 else { exit(1) }
            // Drawn again, the spans keep the layouts they were given.
            guard try shaped.render(format: "png") == shapedPNG, TextLayoutCache.statistics.layoutsAtDraw == 3 else {
                exit(2)
            }
            GraphvizRuntime.shared.locked {
                TextLayoutCache.shapesText = false
                TextLayoutCache.forget()
            }
            let measured = try LaidOutGraph(dot: dot)
            guard TextLayoutCache.statistics.measured == 3, measured.nodeSizes == shaped.nodeSizes else { exit(3) }
            guard try measured.render(format: "png") == shapedPNG, try measured.render(format: "pdf") == shapedPDF
            else { exit(4) }
            exit(0)
        }
    }
}
