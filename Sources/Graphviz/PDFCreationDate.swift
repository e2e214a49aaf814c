internal import CGraphviz

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// cairo's render engine with one change: a PDF's creation date is fixed, so that two renders
/// of one frame are byte-identical.
///
/// cairo's PDF surface dates each document with the time it was made (`/CreationDate`), the one
/// byte range that differs between two renders. This engine, installed above cairo's with its
/// features and format numbers, calls cairo's `begin_page` and then, for a PDF, sets the date
/// with `cairo_pdf_surface_set_metadata` (cairo 1.16 and later) on the page's surface: the time
/// `SOURCE_DATE_EPOCH` gives, in seconds since 1970 as reproducible builds set it, or else
/// 1970-01-01T00:00:00Z. cairo's functions are found through Pango's plugin library, which links
/// cairo (the runtime package ships no cairo header, and the tool links no cairo of its own).
///
/// It runs inside `gvRenderData`, under the runtime's lock, like every libgvc call.
enum PDFCreationDate {
    private typealias SetMetadata = @convention(c) (OpaquePointer?, Int32, UnsafePointer<CChar>?) -> Void
    private typealias GetTarget = @convention(c) (OpaquePointer?) -> OpaquePointer?
    private typealias BeginPage = @convention(c) (UnsafeMutablePointer<GVJ_t>?) -> Void

    /// `CAIRO_PDF_METADATA_CREATE_DATE` of `cairo_pdf_metadata_t` (cairo-pdf.h, cairo 1.16).
    private static let createDate: Int32 = 5

    nonisolated(unsafe) private static var cairo: (setMetadata: SetMetadata, target: GetTarget, beginPage: BeginPage)?

    /// The plugin library to build the context with, above Pango's, or `nil` when Pango's library
    /// has no cairo render engine or its cairo has no PDF metadata.
    /// - Parameters:
    ///   - pangoLibrary: Pango's plugin table (`gvplugin_pango_LTX_library`).
    ///   - handle: The handle Pango's plugin library was opened with; cairo is found through it.
    static func library(
        above pangoLibrary: UnsafeMutableRawPointer, handle: UnsafeMutableRawPointer
    ) -> UnsafeMutableRawPointer? {
        guard let render = GraphvizPlugins.type(API_render, "cairo", in: pangoLibrary),
            var engine = render.engine?.assumingMemoryBound(to: gvrender_engine_t.self).pointee,
            let beginPage = engine.begin_page,
            let setMetadata = dlsym(handle, "cairo_pdf_surface_set_metadata"),
            let target = dlsym(handle, "cairo_get_target")
        else { return nil }
        cairo = (
            unsafeBitCast(setMetadata, to: SetMetadata.self), unsafeBitCast(target, to: GetTarget.self), beginPage
        )
        engine.begin_page = PDFCreationDate.beginPage
        return GraphvizPlugins.library(
            package: "triggergraph_pdf", api: API_render, type: "cairo", quality: render.quality + 1,
            engine: engine, features: render.features, id: render.id)
    }

    /// The date a PDF carries, in ISO 8601 as `cairo_pdf_surface_set_metadata` takes it: from
    /// `sourceDateEpoch` (whole seconds since 1970) when it is one, else 1970-01-01T00:00:00Z.
    static func isoDate(sourceDateEpoch: String?) -> String {
        var seconds = time_t(sourceDateEpoch.flatMap { Int64($0) }.flatMap { $0 >= 0 ? $0 : nil } ?? 0)
        var parts = tm()
        guard gmtime_r(&seconds, &parts) != nil else { return "1970-01-01T00:00:00Z" }
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }

    /// The engine's `begin_page`: cairo's, then, for a PDF, the date on the surface it made.
    private static let beginPage: BeginPage = { job in
        guard let cairo = PDFCreationDate.cairo else { return }
        cairo.beginPage(job)
        guard let job, let language = job.pointee.output_langname, strncmp(language, "pdf", 3) == 0,
            let context = job.pointee.context
        else { return }
        let epoch = getenv("SOURCE_DATE_EPOCH").map { String(cString: $0) }
        cairo.setMetadata(cairo.target(OpaquePointer(context)), createDate, isoDate(sourceDateEpoch: epoch))
    }
}
