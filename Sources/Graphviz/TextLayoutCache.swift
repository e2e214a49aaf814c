internal import CGraphviz
import SystemIO
internal import TextShaping

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's text-layout plugin: each line of a label measured with HarfBuzz, as Pango would
/// measure it, and by Pango itself where HarfBuzz cannot answer as Pango would; each distinct
/// piece of text measured once.
///
/// libgvc measures every piece of a label's text (a *text span*) at every layout, through the best
/// `textlayout` plugin it has. Pango's builds a `PangoLayout` and shapes the text, about 90,000
/// instructions a span, and needs fontconfig, which reads its configuration and font caches first.
/// This plugin is the one libgvc has. A span in DejaVu Sans or DejaVu Sans Bold is measured by
/// HarfBuzz from the fonts the binary carries (`TextShaping`), with the numbers Pango's plugin
/// gives (size, baseline, centre line, and whether it fits), so that no Pango, fontconfig or cairo
/// is loaded where no pixels are drawn. Any other span goes to Pango's plugin, opened then
/// (``PangoPlugin``): another font, italics, superscripts and subscripts, and text HarfBuzz alone
/// would set otherwise, such as a glyph DejaVu Sans lacks or a right-to-left script.
///
/// A span HarfBuzz measured has no `PangoLayout`, which cairo draws text from: ``CairoRender``
/// asks for one (``attachLayout(to:)``) when a PNG, PDF or GIF first draws the span.
///
/// Spans come back again and again: a diagram's body is laid out twice (with `dot`, then pinned
/// with its headers with `nop2`), a header node is measured alone before it is pinned, and frames
/// share their legends' words. So each span's measure is remembered, with the same `PangoLayout`
/// (one more reference) where Pango made one. What libgvc lays out and draws is the same, byte for
/// byte.
///
/// It is used only inside the runtime's lock, like every libgvc call. It forgets everything once it
/// holds ``capacity`` spans, so that its memory stays bounded whatever a run measures.
///
/// While a run draws in several processes, what Pango measured is also shared between them
/// (``TextMeasureSharing``): a span no process here measured, but another did, takes that
/// process's numbers, without a `PangoLayout`.
enum TextLayoutCache {
    /// The most spans remembered at once.
    static let capacity = 4096

    /// The font HarfBuzz measures, by the name a span gives.
    static let shapedFont = "DejaVu Sans"

    /// What identifies a span's measure: its text and its font's name, size and style flags
    /// (Pango's layout reads nothing else of the span).
    private struct Key: Hashable {
        let text: String
        let font: String
        let size: Double
        let flags: UInt32
    }

    /// What was set on a span, and returned.
    private struct Measure {
        let fits: boolean
        let size: pointf
        let baseline: Double
        let centerline: Double
        var layout: UnsafeMutableRawPointer?
        var freeLayout: (@convention(c) (UnsafeMutableRawPointer?) -> Void)?
    }

    /// A text layout plugin's entry point: measures a span, and says whether its font could set it.
    typealias TextLayout =
        @convention(c) (UnsafeMutablePointer<textspan_t>?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) ->
        boolean

    /// Pango's own text layout, and GObject's reference counting for the layouts it makes.
    struct Pango {
        let textlayout: TextLayout
        let ref: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
        let unref: @convention(c) (UnsafeMutableRawPointer?) -> Void
    }

    /// Pango's, once ``PangoPlugin`` has opened it.
    nonisolated(unsafe) private(set) static var pango: Pango?
    nonisolated(unsafe) private static var measures: [Key: Measure] = [:]
    /// How many spans HarfBuzz measured, how many Pango measured, how many were answered from what
    /// was measured before, and how many from what another process's Pango measured.
    nonisolated(unsafe) private static var counts = (shaped: 0, measured: 0, remembered: 0, shared: 0)
    /// How many spans were given a `PangoLayout` when first drawn by cairo.
    nonisolated(unsafe) private static var layoutsAtDraw = 0
    /// The measures shared with the other drawing processes while they draw, and the thread that
    /// draws (the one that began sharing, and the one thread of each process forked from it).
    nonisolated(unsafe) static var sharing: (measures: SharedTable, thread: pthread_t)?
    /// Whether the plugin is the context's (not when the context fell back to `gvContext()`).
    nonisolated(unsafe) private static var installed = false
    /// Whether HarfBuzz measures what it can; off, every span goes to Pango, as a test asks.
    nonisolated(unsafe) static var shapesText = true

    /// The shared measures, for a span measured on the thread that draws; none on another thread,
    /// which may be drawing a PNG of its own, from its spans' layouts.
    private static var sharedMeasures: SharedTable? {
        guard let sharing, pthread_equal(sharing.thread, pthread_self()) != 0 else { return nil }
        return sharing.measures
    }

    /// Whether the plugin is installed, whether Pango's text layout is open, how many spans
    /// HarfBuzz and Pango measured, how many were answered from memory and how many from another
    /// process's measures, how many it holds, and how many spans were given a layout when drawn.
    static var statistics:
        (
            installed: Bool, pango: Bool, shaped: Int, measured: Int, remembered: Int, shared: Int, held: Int,
            layoutsAtDraw: Int
        )
    {
        GraphvizRuntime.shared.locked {
            (
                installed, pango != nil, counts.shaped, counts.measured, counts.remembered, counts.shared,
                measures.count, layoutsAtDraw
            )
        }
    }

    /// What identifies each span held.
    static var heldKeys: [(text: String, font: String, size: Double, flags: UInt32)] {
        measures.keys.map { ($0.text, $0.font, $0.size, $0.flags) }
    }

    /// Whether a span of this text, font, size and style flags (`HTML_BF`, …) is held.
    static func holds(_ text: String, font: String, size: Double, flags: UInt32 = 0) -> Bool {
        GraphvizRuntime.shared.locked { measures[Key(text: text, font: font, size: size, flags: flags)] != nil }
    }

    /// The plugin library to build the context with: its one `textlayout`, above any other.
    static func library() -> UnsafeMutableRawPointer {
        installed = true
        return GraphvizPlugins.library(
            package: "triggergraph_text", api: API_textlayout, type: "textlayout", quality: 100,
            engine: gvtextlayout_engine_t(textlayout: layOut))
    }

    /// Takes Pango's text layout from its plugin library, for the spans HarfBuzz cannot measure and
    /// the layouts cairo draws from; false when Pango's library has no text layout or GObject's
    /// reference counting cannot be found through it. Call under the runtime's lock.
    /// - Parameters:
    ///   - pangoLibrary: Pango's plugin table (`gvplugin_pango_LTX_library`).
    ///   - handle: The handle Pango's plugin library was opened with; GObject is found through it.
    static func takePango(from pangoLibrary: UnsafeMutableRawPointer, handle: UnsafeMutableRawPointer) -> Bool {
        guard let pangos = GraphvizPlugins.type(API_textlayout, "textlayout", in: pangoLibrary),
            let textlayout = pangos.engine?.assumingMemoryBound(to: gvtextlayout_engine_t.self).pointee.textlayout,
            let ref = dlsym(handle, "g_object_ref"), let unref = dlsym(handle, "g_object_unref")
        else { return false }
        pango = Pango(
            textlayout: textlayout,
            ref: unsafeBitCast(ref, to: (@convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?).self),
            unref: unsafeBitCast(unref, to: (@convention(c) (UnsafeMutableRawPointer?) -> Void).self))
        return true
    }

    /// Forgets every span remembered (their layouts live on in the spans that hold them).
    static func forget() {
        if let pango {
            for measure in measures.values where measure.layout != nil { pango.unref(measure.layout) }
        }
        measures = [:]
    }

    /// Gives a span HarfBuzz measured the `PangoLayout` cairo draws it from: the one remembered
    /// for an equal span, else the one Pango makes now, on a copy of the span so that its numbers
    /// stay as they were measured. Nothing when Pango cannot be opened.
    static func attachLayout(to span: UnsafeMutablePointer<textspan_t>) {
        guard span.pointee.layout == nil, GraphvizRuntime.shared.prepareCairo(), let pango else { return }
        let key = self.key(of: span)
        if let key, let layout = measures[key]?.layout {
            span.pointee.layout = pango.ref(layout)
            span.pointee.free_layout = measures[key]?.freeLayout
            return
        }
        var copy = span.pointee
        _ = pango.textlayout(&copy, nil)
        guard let layout = copy.layout else { return }
        layoutsAtDraw += 1
        span.pointee.layout = layout
        span.pointee.free_layout = copy.free_layout
        if let key, measures[key] != nil {
            measures[key]?.layout = pango.ref(layout)
            measures[key]?.freeLayout = copy.free_layout
        }
    }

    /// The plugin's entry point: the measure of an equal span if there was one, else HarfBuzz's
    /// or Pango's now.
    private static let layOut: TextLayout = { span, fontpath in TextLayoutCache.measure(span, fontpath) }

    private static func key(of span: UnsafeMutablePointer<textspan_t>) -> Key? {
        guard let text = span.pointee.str, let font = span.pointee.font, let name = font.pointee.name else {
            return nil
        }
        return Key(
            text: String(cString: text), font: String(cString: name), size: font.pointee.size,
            flags: UInt32(font.pointee.flags))
    }

    private static func measure(
        _ span: UnsafeMutablePointer<textspan_t>?, _ fontpath: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    ) -> boolean {
        // A font path is asked for only when libgvc is verbose: Pango finds it while measuring.
        guard let span, fontpath == nil, let text = span.pointee.str, let font = span.pointee.font,
            let key = key(of: span)
        else { return measureByPango(span, fontpath) }
        if let known = measures[key] {
            counts.remembered += 1
            span.pointee.size = known.size
            span.pointee.yoffset_layout = known.baseline
            span.pointee.yoffset_centerline = known.centerline
            span.pointee.layout = known.layout.flatMap { pango?.ref($0) }
            span.pointee.free_layout = known.layout == nil ? nil : known.freeLayout
            return known.fits
        }
        if let fits = shape(span, text: text, font: font) {
            counts.shaped += 1
            remember(span, fits: fits, as: key)
            return fits
        }
        if let sharedMeasures, let fits = SharedMeasure.find(span, text: text, font: font, in: sharedMeasures) {
            // Not remembered here: this process's own measures all keep their layouts.
            counts.shared += 1
            return fits
        }
        let fits = measureByPango(span, fontpath)
        remember(span, fits: fits, as: key)
        if let sharedMeasures { SharedMeasure.add(span, fits: fits, text: text, font: font, to: sharedMeasures) }
        return fits
    }

    /// Remembers what was set on `span`, with a reference of its own to the span's layout.
    private static func remember(_ span: UnsafeMutablePointer<textspan_t>, fits: boolean, as key: Key) {
        if measures.count >= capacity { forget() }
        let layout = span.pointee.layout.flatMap { pango?.ref($0) }
        measures[key] = Measure(
            fits: fits, size: span.pointee.size, baseline: span.pointee.yoffset_layout,
            centerline: span.pointee.yoffset_centerline, layout: layout,
            freeLayout: layout == nil ? nil : span.pointee.free_layout)
    }

    /// Pango's measure of `span`, Pango's plugin opened first if it is not yet; false, for libgvc
    /// to estimate the size, when it cannot be opened.
    private static func measureByPango(
        _ span: UnsafeMutablePointer<textspan_t>?, _ fontpath: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    ) -> boolean {
        guard GraphvizRuntime.shared.prepareCairo(), let pango else { return 0 }
        counts.measured += 1
        return pango.textlayout(span, fontpath)
    }

    /// The style flags HarfBuzz measures as Pango does: bold (the bold face), and underlines,
    /// strike-throughs and overlines, which take no width. Italics, superscripts and subscripts
    /// go to Pango.
    static let shapedFlags = UInt32(HTML_BF | HTML_UL | HTML_S | HTML_OL)

    /// Sets HarfBuzz's measure on `span` and answers whether it fits, as Pango's plugin would;
    /// nil when HarfBuzz cannot answer as Pango would.
    private static func shape(
        _ span: UnsafeMutablePointer<textspan_t>, text: UnsafePointer<CChar>, font: UnsafeMutablePointer<textfont_t>
    ) -> boolean? {
        let flags = UInt32(font.pointee.flags)
        guard shapesText, font.pointee.postscript_alias == nil, flags & ~shapedFlags == 0, let name = font.pointee.name,
            strcmp(name, shapedFont) == 0
        else { return nil }
        var measure = tg_text_measure()
        let answer = tg_measure_text(
            text, flags & UInt32(HTML_BF) != 0 ? 1 : 0, flags != 0 ? 1 : 0, font.pointee.size, &measure)
        guard Int(answer) != tg_text_unsupported else { return nil }
        span.pointee.size = pointf(x: measure.width, y: measure.height)
        span.pointee.yoffset_layout = measure.baseline
        span.pointee.yoffset_centerline = measure.centerline
        span.pointee.layout = nil
        span.pointee.free_layout = nil
        return Int(answer) == tg_text_measured ? 1 : 0
    }
}
