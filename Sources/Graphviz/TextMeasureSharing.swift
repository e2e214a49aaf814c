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
