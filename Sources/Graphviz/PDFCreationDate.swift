internal import CGraphviz

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A PDF's creation date fixed, so that two renders of one frame are byte-identical.
///
/// cairo's PDF surface dates each document with the time it was made (`/CreationDate`), the one
/// byte range that differs between two renders. Once ``CairoRender``'s `begin_page` has called
/// cairo's, ``date(_:)`` sets the date of a PDF with `cairo_pdf_surface_set_metadata` (cairo 1.16
/// and later) on the page's surface: the time `SOURCE_DATE_EPOCH` gives, in seconds since 1970 as
/// reproducible builds set it, or else 1970-01-01T00:00:00Z. cairo's functions are found through
/// Pango's plugin library, which links cairo (the runtime package ships no cairo header, and the
/// tool links no cairo of its own).
///
/// It runs inside `gvRenderData`, under the runtime's lock, like every libgvc call.
enum PDFCreationDate {
    private typealias SetMetadata = @convention(c) (OpaquePointer?, Int32, UnsafePointer<CChar>?) -> Void
    private typealias GetTarget = @convention(c) (OpaquePointer?) -> OpaquePointer?

    /// `CAIRO_PDF_METADATA_CREATE_DATE` of `cairo_pdf_metadata_t` (cairo-pdf.h, cairo 1.16).
    private static let createDate: Int32 = 5

    nonisolated(unsafe) private static var cairo: (setMetadata: SetMetadata, target: GetTarget)?

    /// Finds cairo's calls through the handle Pango's plugin library was opened with; without
    /// them (a cairo before 1.16), PDFs keep cairo's date.
    static func findCairo(through handle: UnsafeMutableRawPointer) {
        guard let setMetadata = dlsym(handle, "cairo_pdf_surface_set_metadata"),
            let target = dlsym(handle, "cairo_get_target")
        else { return }
        cairo = (unsafeBitCast(setMetadata, to: SetMetadata.self), unsafeBitCast(target, to: GetTarget.self))
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

    /// Dates the PDF whose page `job` has just begun; nothing for another format.
    static func date(_ job: UnsafeMutablePointer<GVJ_t>?) {
        guard let cairo, let job, let language = job.pointee.output_langname, strncmp(language, "pdf", 3) == 0,
            let context = job.pointee.context
        else { return }
        let epoch = getenv("SOURCE_DATE_EPOCH").map { String(cString: $0) }
        cairo.setMetadata(cairo.target(OpaquePointer(context)), createDate, isoDate(sourceDateEpoch: epoch))
    }
}
