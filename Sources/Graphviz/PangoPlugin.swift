internal import CGraphviz

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Pango's plugin library, opened only when pixels are drawn or text needs it.
///
/// `libgvplugin_pango` holds cairo's renderer and devices (PNG, PDF) and Pango's text layout, and
/// brings Pango, cairo, fontconfig, FreeType and some forty libraries with it; fontconfig then reads
/// its configuration and font caches. An SVG, DOT or JSON run needs none of it: its text is measured
/// by HarfBuzz (``TextLayoutCache``). So the library is opened, and added to the context with
/// `gvAddLibrary`, the first time the process draws with cairo (``GraphvizRuntime/prepareCairo()``),
/// is told it will (``GraphvizLibrary/load(drawingPixels:)``), or measures a span HarfBuzz cannot.
/// This package's engines above Pango's are added with it: ``PNGDevice`` and ``CairoRender``.
enum PangoPlugin {
    /// The library's name, in `libgvplugin_<name>.so.6`.
    static let name = "pango"

    private enum State {
        case closed
        case open
        case failed
    }

    nonisolated(unsafe) private static var state = State.closed

    /// Whether the library is open and added to a context.
    static var isOpen: Bool { state == .open }

    /// Opens the library and adds it, and the engines above it, to `context`, once; whether it is
    /// there. Call under the runtime's lock. fontconfig's set-up runs on a thread of its own while
    /// the library is opened (``FontconfigStart``), and is waited for.
    ///
    /// The corresponding C function is `gvAddLibrary`.
    /// - Parameter folder: Where libgvc's plugin libraries are.
    static func open(into context: OpaquePointer, from folder: String) -> Bool {
        switch state {
        case .open: return true
        case .failed: return false
        case .closed: break
        }
        state = .failed
        let fonts = FontconfigStart.begin()
        defer { fonts?.wait() }
        let path = GraphvizPlugins.path(of: name, in: folder)
        guard let handle = dlopen(path, RTLD_LAZY | RTLD_LOCAL) else { return false }
        guard let table = dlsym(handle, GraphvizPlugins.symbol(of: name)),
            TextLayoutCache.takePango(from: table, handle: handle)
        else {
            dlclose(handle)
            return false
        }
        gvAddLibrary(context, table.assumingMemoryBound(to: gvplugin_library_t.self))
        let above = [PNGDevice.library(above: table), CairoRender.library(above: table, handle: handle)]
        for case let library? in above {
            gvAddLibrary(context, library.assumingMemoryBound(to: gvplugin_library_t.self))
        }
        state = .open
        return true
    }
}
