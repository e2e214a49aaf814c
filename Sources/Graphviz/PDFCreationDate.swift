internal import CGraphviz

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The creation date every PDF of a run carries: the time `SOURCE_DATE_EPOCH` gives, whole
/// seconds since 1970 (as reproducible builds set it, and `date +%s` prints it), or else
/// 1970-01-01T00:00:00Z.
///
/// A value that is not a whole number of seconds (`1.5`, `-5`, ` 5`, empty) or does not fit 64
/// bits is ignored, and a value past the last second of 9999 is taken as that second: a PDF date
/// has four digits for the year, and cairo would write `100000101…` for the year 10000. Either
/// way ``warning`` says so, for a front end to show once (the renderer reads the variable at every
/// PDF page, in every drawing process, and says nothing).
public struct PDFDate: Hashable, Sendable {
    /// The date in ISO 8601, `2023-11-14T22:13:20Z`.
    public let iso: String
    /// Why the value was not taken as given, if it was not.
    public let warning: String?

    /// The last second a PDF date can hold: 9999-12-31T23:59:59Z.
    public static let latestSeconds: Int64 = 253_402_300_799

    /// The date this process's `SOURCE_DATE_EPOCH` gives, as the renderer reads it.
    public static var fromEnvironment: PDFDate {
        PDFDate(sourceDateEpoch: getenv("SOURCE_DATE_EPOCH").map { String(cString: $0) })
    }

    /// The date `SOURCE_DATE_EPOCH` gives.
    /// - Parameter sourceDateEpoch: The variable's value, or nil when it is not set.
    public init(sourceDateEpoch: String?) {
        guard let text = sourceDateEpoch else {
            self.init(seconds: 0, warning: nil)
            return
        }
        let shown = text.count > 40 ? "\(text.prefix(40))…" : text
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
            self.init(
                seconds: 0,
                warning: "SOURCE_DATE_EPOCH '\(shown)' is not a whole number of seconds since 1970; "
                    + "it is ignored, and PDFs are dated 1970-01-01T00:00:00Z")
            return
        }
        guard let seconds = Int64(text) else {
            self.init(
                seconds: 0,
                warning: "SOURCE_DATE_EPOCH '\(shown)' is too large for a number of seconds; "
                    + "it is ignored, and PDFs are dated 1970-01-01T00:00:00Z")
            return
        }
        guard seconds <= Self.latestSeconds else {
            self.init(
                seconds: Self.latestSeconds,
                warning: "SOURCE_DATE_EPOCH \(seconds) is past the year 9999, the last a PDF date can hold; "
                    + "PDFs are dated 9999-12-31T23:59:59Z")
            return
        }
        self.init(seconds: seconds, warning: nil)
    }

    private init(seconds: Int64, warning: String?) {
        self.iso = Self.iso(seconds)
        self.warning = warning
    }

    /// `seconds` since 1970 in ISO 8601, UTC.
    private static func iso(_ seconds: Int64) -> String {
        var time = time_t(seconds)
        var parts = tm()
        guard gmtime_r(&time, &parts) != nil else { return "1970-01-01T00:00:00Z" }
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }
}

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

    /// Dates the PDF whose page `job` has just begun; nothing for another format.
    static func date(_ job: UnsafeMutablePointer<GVJ_t>?) {
        guard let cairo, let job, let language = job.pointee.output_langname, strncmp(language, "pdf", 3) == 0,
            let context = job.pointee.context
        else { return }
        cairo.setMetadata(cairo.target(OpaquePointer(context)), createDate, PDFDate.fromEnvironment.iso)
    }
}
