internal import CGraphviz
import SystemIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What Pango measures, shared by the processes that draw a run's blocks.
///
/// Each drawing process measures its text spans with Pango, about 150,000 instructions a span,
/// and many spans are the same in every block (a legend's words, the views' names in their font).
/// Once sharing has begun, a process forked after it that meets a span it has not measured
/// takes the numbers another process's Pango found, which are the same, byte for byte; only a
/// span no process has measured yet goes to Pango. Two processes that meet a new span at the
/// same moment both measure it.
///
/// A shared span has no `PangoLayout`, which cairo draws text from. So share only in a run that
/// draws no PNG, PDF or GIF: the SVG device writes a span's text from its numbers. Only the thread
/// that began sharing (and the one thread of each process it forks) takes shared measures: another
/// thread of the program may be drawing a PNG meanwhile.
public enum TextMeasureSharing {
    /// Begins sharing with the processes this one forks from now on: a table of up to 4,096 spans
    /// (what a process's own cache holds), in 1 MB of shared memory whose pages are given as it
    /// fills; its slots take 32 KB, eight pages each process touches. False when the memory
    /// cannot be mapped, and then nothing is shared.
    @discardableResult public static func begin() -> Bool {
        let table = SharedTable(slots: 4_096, bytes: 1 << 20)
        GraphvizRuntime.shared.locked { TextLayoutCache.sharing = table.map { ($0, pthread_self()) } }
        return table != nil
    }

    /// Ends sharing in this process: its spans go to Pango again when this process has not
    /// measured them, and keep their layouts.
    public static func end() {
        GraphvizRuntime.shared.locked { TextLayoutCache.sharing = nil }
    }
}

/// A span's measure as processes share it (``SharedTable``): the key is the span's font flags,
/// size and name and its text, as bytes; the value is what Pango set on the span and returned.
enum SharedMeasure {
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
