internal import CGraphviz
internal import PNGEncoding

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A PNG device above cairo's: cairo draws the frame, as for cairo's own `png:cairo`, and libpng
/// writes it as a PNG faster and smaller.
///
/// cairo's PNG writer (`cairo_surface_write_to_png_stream`) takes libpng's defaults: each row
/// tried with all five filters, zlib level 6. Drawing a course frame then costs about a third of
/// its time, and encoding the rest. This device, installed above cairo's with the same features
/// (resolution, margins), gets cairo's pixels (`job->imagedata`, as libgvc hands a device plugin
/// that draws with cairo) and writes them with `tg_png_encode_argb32`: like cairo's writer, RGB
/// when every pixel is opaque and RGBA unpremultiplied otherwise, but rows unfiltered and zlib
/// level 3. Diagrams are flat colours, which filters do not help: the course's frames are
/// encoded in about a sixth of the time, in about 10% fewer bytes, with cairo's pixels.
///
/// It runs inside `gvRenderData`, under the runtime's lock, like every libgvc call.
enum PNGDevice {
    /// zlib's compression level: past 3, zlib tries much harder for a few per cent fewer bytes.
    static let compressionLevel: Int32 = 3

    /// Whether the frame drawn last could not be encoded; reset by ``takeFailure()``.
    nonisolated(unsafe) private static var failed = false

    /// The plugin library to build the context with, above Pango's, or `nil` when Pango's library
    /// has no `png:cairo` device to take its features from.
    /// - Parameter pangoLibrary: Pango's plugin table (`gvplugin_pango_LTX_library`).
    static func library(above pangoLibrary: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        guard let cairo = GraphvizPlugins.type(API_device, "png:cairo", in: pangoLibrary) else { return nil }
        return GraphvizPlugins.library(
            package: "triggergraph_png", api: API_device, type: "png:cairo", quality: cairo.quality + 1,
            engine: gvdevice_engine_t(initialize: nil, format: format, finalize: nil), features: cairo.features)
    }

    /// Whether the frame drawn last could not be encoded, forgotten once asked.
    static func takeFailure() -> Bool {
        defer { failed = false }
        return failed
    }

    /// The device's entry point: cairo's pixels, encoded and written where libgvc writes.
    private static let format: @convention(c) (UnsafeMutablePointer<GVJ_t>?) -> Void = { job in
        guard let job, let pixels = job.pointee.imagedata else {
            PNGDevice.failed = true
            return
        }
        let width = job.pointee.width
        let height = job.pointee.height
        var length = 0
        // CAIRO_FORMAT_ARGB32 rows are four bytes a pixel, already 4-byte aligned.
        guard
            let png = tg_png_encode_argb32(
                UnsafeRawPointer(pixels).assumingMemoryBound(to: UInt8.self), width, height, Int(width) * 4,
                compressionLevel, &length)
        else {
            PNGDevice.failed = true
            return
        }
        defer { free(png) }
        let written = png.withMemoryRebound(to: CChar.self, capacity: length) { gvwrite(job, $0, length) }
        if written != length { PNGDevice.failed = true }
    }
}
