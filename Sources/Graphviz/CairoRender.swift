internal import CGraphviz

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// cairo's render engine with two changes: a span's `PangoLayout` made when it is first drawn,
/// and a PDF's creation date fixed.
///
/// - Text: cairo draws a span from the `PangoLayout` its measure left on it. A span HarfBuzz
///   measured (``TextLayoutCache``) has none: this engine's `textspan` has Pango make it then
///   (``TextLayoutCache/attachLayout(to:)``), with the numbers HarfBuzz gave left as they are,
///   and calls cairo's.
/// - Dates: its `begin_page` calls cairo's, then ``PDFCreationDate`` dates a PDF.
///
/// It is installed above cairo's with its features and format numbers, and runs inside
/// `gvRenderData`, under the runtime's lock, like every libgvc call.
enum CairoRender {
    private typealias BeginPage = @convention(c) (UnsafeMutablePointer<GVJ_t>?) -> Void
    private typealias TextSpan =
        @convention(c) (UnsafeMutablePointer<GVJ_t>?, pointf, UnsafeMutablePointer<textspan_t>?) -> Void

    nonisolated(unsafe) private static var cairo: (beginPage: BeginPage, textspan: TextSpan)?

    /// The plugin library to add above Pango's, or `nil` when Pango's library has no cairo render
    /// engine to take.
    /// - Parameters:
    ///   - pangoLibrary: Pango's plugin table (`gvplugin_pango_LTX_library`).
    ///   - handle: The handle Pango's plugin library was opened with; cairo is found through it.
    static func library(
        above pangoLibrary: UnsafeMutableRawPointer, handle: UnsafeMutableRawPointer
    ) -> UnsafeMutableRawPointer? {
        guard let render = GraphvizPlugins.type(API_render, "cairo", in: pangoLibrary),
            var engine = render.engine?.assumingMemoryBound(to: gvrender_engine_t.self).pointee,
            let beginPage = engine.begin_page, let textspan = engine.textspan
        else { return nil }
        cairo = (beginPage, textspan)
        PDFCreationDate.findCairo(through: handle)
        engine.begin_page = CairoRender.beginPage
        engine.textspan = CairoRender.textspan
        return GraphvizPlugins.library(
            package: "triggergraph_cairo", api: API_render, type: "cairo", quality: render.quality + 1,
            engine: engine, features: render.features, id: render.id)
    }

    /// The engine's `begin_page`: cairo's, then, for a PDF, the date on the surface it made.
    private static let beginPage: BeginPage = { job in
        guard let cairo = CairoRender.cairo else { return }
        cairo.beginPage(job)
        PDFCreationDate.date(job)
    }

    /// The engine's `textspan`: the span's layout made if it has none, then cairo's.
    private static let textspan: TextSpan = { job, point, span in
        guard let cairo = CairoRender.cairo, let span else { return }
        if span.pointee.layout == nil { TextLayoutCache.attachLayout(to: span) }
        // Without a layout, cairo's would only complain: nothing is drawn, as for an empty span.
        guard span.pointee.layout != nil else { return }
        cairo.textspan(job, point, span)
    }
}
