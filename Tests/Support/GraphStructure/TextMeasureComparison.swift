import CGraphviz
import TextShaping

@testable import Graphviz

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// HarfBuzz's measure of a span beside Pango's, for the tests that hold them equal.
extension TextLayoutCache {
    /// A span to measure: its text, and its font's name, size and style flags (`HTML_BF`, …).
    struct Span: Hashable, Sendable, CustomStringConvertible {
        let text: String
        let font: String
        let size: Double
        let flags: UInt32

        var description: String { "\(text.debugDescription) in \(font) \(size) pt, flags \(flags)" }
    }

    /// What a text-layout plugin sets on a span, and what it answers.
    struct SpanMeasure: Equatable, CustomStringConvertible {
        let fits: Bool
        let width: Double
        let height: Double
        let baseline: Double
        let centerline: Double

        var description: String { "fits \(fits), \(width)×\(height), baseline \(baseline), centre \(centerline)" }
    }

    /// HarfBuzz's measure, as this plugin sets it; nil where it leaves the span to Pango (another
    /// font or style, or text HarfBuzz alone would set otherwise).
    static func measureWithHarfBuzz(_ span: Span) -> SpanMeasure? {
        guard span.font == shapedFont, span.flags & ~shapedFlags == 0 else { return nil }
        var measure = tg_text_measure()
        let answer = tg_measure_text(
            span.text, span.flags & UInt32(HTML_BF) != 0 ? 1 : 0, span.flags != 0 ? 1 : 0, span.size, &measure)
        guard Int(answer) != tg_text_unsupported else { return nil }
        return SpanMeasure(
            fits: Int(answer) == tg_text_measured, width: measure.width, height: measure.height,
            baseline: measure.baseline, centerline: measure.centerline)
    }

    /// Pango's measure, from Pango's own plugin (opened if it is not yet); nil if it cannot be opened.
    static func measureWithPango(_ span: Span) -> SpanMeasure? {
        let runtime = GraphvizRuntime.shared
        return runtime.locked {
            guard runtime.prepareCairo(), let pango else { return nil }
            // Pango's plugin keeps the last font name it was given, and compares the next with it:
            // the names stay for the process's life.
            let name = fontNames[span.font] ?? strdup(span.font)
            fontNames[span.font] = name
            return span.text.withCgraphString { text in
                var font = textfont_t()
                font.name = name
                font.size = span.size
                font.flags = span.flags
                return withUnsafeMutablePointer(to: &font) { font in
                    var measured = textspan_t()
                    measured.str = text
                    measured.font = font
                    measured.just = CChar(UInt8(ascii: "n"))
                    let fits = pango.textlayout(&measured, nil)
                    if let layout = measured.layout { measured.free_layout?(layout) }
                    return SpanMeasure(
                        fits: fits != 0, width: measured.size.x, height: measured.size.y,
                        baseline: measured.yoffset_layout, centerline: measured.yoffset_centerline)
                }
            }
        }
    }

    /// Every span measured in this process and still held.
    static var heldSpans: [Span] {
        GraphvizRuntime.shared.locked {
            heldKeys.map { Span(text: $0.text, font: $0.font, size: $0.size, flags: $0.flags) }
        }
    }

    nonisolated(unsafe) private static var fontNames: [String: UnsafeMutablePointer<CChar>] = [:]
}
