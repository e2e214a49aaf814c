internal import CGraphviz
import SystemIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A text-layout plugin that measures each distinct piece of text once: Pango's, remembered.
///
/// libgvc measures every piece of a label's text (a *text span*) at every layout, through the best
/// `textlayout` plugin it has: Pango's, which builds a `PangoLayout` and shapes the text, about
/// 90,000 instructions a span. The same spans come back again and again: a diagram's body is laid
/// out twice (with `dot`, then pinned with its headers with `nop2`), a header node is measured
/// alone before it is pinned, and frames share their legends' words. This plugin, installed above
/// Pango's, hands a span Pango's own results for the same text, font, size and style, and the same
/// `PangoLayout` (one more reference), which cairo draws from; only a span not seen before goes to
/// Pango. What libgvc lays out and draws is the same, byte for byte.
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

    /// What identifies a span's measure: its text and its font's name, size and style flags
    /// (Pango's layout reads nothing else of the span).
    private struct Key: Hashable {
        let text: String
        let font: String
        let size: Double
        let flags: UInt32
    }

    /// What Pango set on a span, and what it returned.
    private struct Measure {
        let fits: boolean
        let size: pointf
        let baseline: Double
        let centerline: Double
        let layout: UnsafeMutableRawPointer?
        let freeLayout: (@convention(c) (UnsafeMutableRawPointer?) -> Void)?
    }

    /// A text layout plugin's entry point: measures a span, and says whether its font could set it.
    private typealias TextLayout =
        @convention(c) (UnsafeMutablePointer<textspan_t>?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) ->
        boolean

    /// Pango's own text layout, and GObject's reference counting for the layouts it makes.
    private struct Pango {
        let textlayout: TextLayout
        let ref: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
        let unref: @convention(c) (UnsafeMutableRawPointer?) -> Void
    }

    nonisolated(unsafe) private static var pango: Pango?
    nonisolated(unsafe) private static var measures: [Key: Measure] = [:]
    /// How many spans Pango measured, how many were answered from what it measured before, and
    /// how many from what another process's Pango measured.
    nonisolated(unsafe) private static var counts = (measured: 0, remembered: 0, shared: 0)
    /// The measures shared with the other drawing processes while they draw, and the thread that
    /// draws (the one that began sharing, and the one thread of each process forked from it).
    nonisolated(unsafe) static var sharing: (measures: SharedTable, thread: pthread_t)?

    /// The shared measures, for a span measured on the thread that draws; none on another thread,
    /// which may be drawing a PNG of its own, from its spans' layouts.
    private static var sharedMeasures: SharedTable? {
        guard let sharing, pthread_equal(sharing.thread, pthread_self()) != 0 else { return nil }
        return sharing.measures
    }

    /// Whether the plugin is installed, how many spans Pango measured, how many were answered
    /// from memory and how many from another process's measures, and how many it holds.
    static var statistics: (installed: Bool, measured: Int, remembered: Int, shared: Int, held: Int) {
        GraphvizRuntime.shared.locked {
            (pango != nil, counts.measured, counts.remembered, counts.shared, measures.count)
        }
    }

    /// Whether a span of this text, font, size and style flags (`HTML_BF`, …) is held.
    static func holds(_ text: String, font: String, size: Double, flags: UInt32 = 0) -> Bool {
        GraphvizRuntime.shared.locked { measures[Key(text: text, font: font, size: size, flags: flags)] != nil }
    }

    /// The plugin library to build the context with, above Pango's, or `nil` when Pango's library
    /// has no text layout or GObject's reference counting cannot be found through it.
    /// - Parameters:
    ///   - pangoLibrary: Pango's plugin table (`gvplugin_pango_LTX_library`).
    ///   - handle: The handle Pango's plugin library was opened with; GObject is found through it.
    static func library(
        above pangoLibrary: UnsafeMutableRawPointer, handle: UnsafeMutableRawPointer
    ) -> UnsafeMutableRawPointer? {
        guard let pangos = GraphvizPlugins.type(API_textlayout, "textlayout", in: pangoLibrary),
            let textlayout = pangos.engine?.assumingMemoryBound(to: gvtextlayout_engine_t.self).pointee.textlayout,
            let ref = dlsym(handle, "g_object_ref"), let unref = dlsym(handle, "g_object_unref")
        else { return nil }
        pango = Pango(
            textlayout: textlayout,
            ref: unsafeBitCast(ref, to: (@convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?).self),
            unref: unsafeBitCast(unref, to: (@convention(c) (UnsafeMutableRawPointer?) -> Void).self))
        return GraphvizPlugins.library(
            package: "triggergraph_text", api: API_textlayout, type: "textlayout", quality: pangos.quality + 1,
            engine: gvtextlayout_engine_t(textlayout: layOut))
    }

    /// Forgets every span remembered (their layouts live on in the spans that hold them).
    static func forget() {
        guard let pango else { return }
        for measure in measures.values where measure.layout != nil { pango.unref(measure.layout) }
        measures = [:]
    }

    /// The plugin's entry point: Pango's measure of an equal span if there was one, else Pango's now.
    private static let layOut: TextLayout = { span, fontpath in TextLayoutCache.measure(span, fontpath) }

    private static func measure(
        _ span: UnsafeMutablePointer<textspan_t>?, _ fontpath: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    ) -> boolean {
        guard let pango else { return 0 }
        // A font path is asked for only when libgvc is verbose: Pango finds it while measuring.
        guard let span, fontpath == nil, let text = span.pointee.str, let font = span.pointee.font,
            let name = font.pointee.name
        else { return pango.textlayout(span, fontpath) }
        let key = Key(
            text: String(cString: text), font: String(cString: name), size: font.pointee.size,
            flags: UInt32(font.pointee.flags))
        if let known = measures[key] {
            counts.remembered += 1
            span.pointee.size = known.size
            span.pointee.yoffset_layout = known.baseline
            span.pointee.yoffset_centerline = known.centerline
            span.pointee.layout = known.layout.flatMap { pango.ref($0) }
            span.pointee.free_layout = known.freeLayout
            return known.fits
        }
        if let sharedMeasures, let fits = SharedMeasure.find(span, text: text, font: font, in: sharedMeasures) {
            // Not remembered here: this process's own measures all keep their layouts.
            counts.shared += 1
            return fits
        }
        counts.measured += 1
        let fits = pango.textlayout(span, fontpath)
        if measures.count >= capacity { forget() }
        measures[key] = Measure(
            fits: fits, size: span.pointee.size, baseline: span.pointee.yoffset_layout,
            centerline: span.pointee.yoffset_centerline, layout: span.pointee.layout.flatMap { pango.ref($0) },
            freeLayout: span.pointee.free_layout)
        if let sharedMeasures { SharedMeasure.add(span, fits: fits, text: text, font: font, to: sharedMeasures) }
        return fits
    }
}

/// A span's measure as processes share it (``SharedTable``): the key is the span's font flags,
/// size and name and its text, as bytes; the value is what Pango set on the span and returned.
private enum SharedMeasure {
    /// The value: `fits`, the size's width and height, the baseline and the centre line.
    private typealias Value = (Double, Double, Double, Double, Double)

    /// Calls `body` with the key of the span of `text` in `font`.
    private static func withKey<R>(
        _ text: UnsafePointer<CChar>, _ font: UnsafeMutablePointer<textfont_t>, _ body: (UnsafeRawBufferPointer) -> R
    ) -> R {
        // The caller has checked the name.
        let name = font.pointee.name!
        let nameLength = strlen(name)
        let textLength = strlen(text)
        let fixed = MemoryLayout<UInt64>.size + MemoryLayout<UInt32>.size
        let count = fixed + nameLength + 1 + textLength
        return withUnsafeTemporaryAllocation(byteCount: count, alignment: 8) { key in
            key.storeBytes(of: font.pointee.size.bitPattern, toByteOffset: 0, as: UInt64.self)
            key.storeBytes(of: UInt32(font.pointee.flags), toByteOffset: 8, as: UInt32.self)
            let base = key.baseAddress!
            (base + fixed).copyMemory(from: name, byteCount: nameLength)
            key[fixed + nameLength] = 0
            (base + fixed + nameLength + 1).copyMemory(from: text, byteCount: textLength)
            return body(UnsafeRawBufferPointer(key))
        }
    }

    /// Sets another process's measure of an equal span on `span`, without a layout, and returns
    /// what Pango returned; nil when no process shared one.
    static func find(
        _ span: UnsafeMutablePointer<textspan_t>, text: UnsafePointer<CChar>,
        font: UnsafeMutablePointer<textfont_t>, in table: SharedTable
    ) -> boolean? {
        var value: Value = (0, 0, 0, 0, 0)
        let found = withKey(text, font) { key in
            withUnsafeMutableBytes(of: &value) { table.find(key, into: $0) }
        }
        guard found == MemoryLayout<Value>.size else { return nil }
        span.pointee.size = pointf(x: value.1, y: value.2)
        span.pointee.yoffset_layout = value.3
        span.pointee.yoffset_centerline = value.4
        span.pointee.layout = nil
        span.pointee.free_layout = nil
        return boolean(value.0)
    }

    /// Shares Pango's measure of `span` with the other processes.
    static func add(
        _ span: UnsafeMutablePointer<textspan_t>, fits: boolean, text: UnsafePointer<CChar>,
        font: UnsafeMutablePointer<textfont_t>, to table: SharedTable
    ) {
        var value: Value = (
            Double(fits), span.pointee.size.x, span.pointee.size.y, span.pointee.yoffset_layout,
            span.pointee.yoffset_centerline
        )
        _ = withKey(text, font) { key in
            withUnsafeBytes(of: &value) { table.add(key, value: $0) }
        }
    }
}
