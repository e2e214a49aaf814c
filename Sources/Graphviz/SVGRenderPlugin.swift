internal import CGraphviz
internal import GraphvizSVG

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// This package's SVG renderer, a render plugin (`gvrender_engine_t`) with a device of its own,
/// through the public plugin API, in place of `core`'s for the `svg` format.
///
/// libgvc's own SVG renderer prints every coordinate through `gvprintdouble`, `snprintf("%.02f")`
/// without trailing zeros: glibc works each double out in multiple precision, about 2,000
/// instructions a number, and a course render prints some 34,000 of them. The C target
/// GraphvizSVG draws the same document, byte for byte libgvc 2.42's (Debian's build), with the
/// double's exact value rounded to hundredths with integers, as `printf` rounds it, and `printf`
/// only for what that cannot answer. It writes into memory of its own, the render's context
/// (`gvRenderContext`), not through libgvc's output buffer, which becomes the returned data's.
/// Given ``WebSVGSettings``, it writes SVG a web page holds in the same pass.
///
/// It is installed with the built-in plugins (``GraphvizPlugins``), with `core`'s features: the
/// device `svg:triggergraph_svg`, one quality above `core`'s `svg:svg`, so that the format `svg`
/// is drawn by it, and its renderer `triggergraph_svg`. `svg:svg` is still `core`'s device and
/// renderer: a thread the tests set (`tg_svg_set_libgvcs_own_here`) draws with them, to compare both.
enum SVGRenderPlugin {
    /// The device's type, `svg:` and the renderer's.
    static let deviceType = "svg:triggergraph_svg"
    /// The renderer's type.
    static let renderType = "triggergraph_svg"
    /// The format that draws with `core`'s SVG device and renderer.
    static let libgvcsFormat = "svg:svg"

    /// Whether the context has the plugin: set once the built-in plugins are installed.
    nonisolated(unsafe) private(set) static var isInstalled = false

    /// The plugin libraries to build the context with, above `core`'s SVG, or none when `core`
    /// has no SVG renderer or device to take the features of.
    /// - Parameter core: `core`'s plugin table (`gvplugin_core_LTX_library`).
    static func libraries(above core: UnsafeMutableRawPointer) -> [UnsafeMutableRawPointer] {
        guard let render = GraphvizPlugins.type(API_render, "svg", in: core),
            let device = GraphvizPlugins.type(API_device, libgvcsFormat, in: core)
        else { return [] }
        isInstalled = true
        return [
            GraphvizPlugins.library(
                package: "triggergraph_svg", api: API_render, type: renderType, quality: render.quality,
                engine: tg_svg_render_engine().load(as: gvrender_engine_t.self),
                features: render.features.map { tg_svg_features($0) },
                id: render.id),
            GraphvizPlugins.library(
                package: "triggergraph_svg", api: API_device, type: deviceType, quality: device.quality + 1,
                engine: tg_svg_device_engine().load(as: gvdevice_engine_t.self), features: device.features,
                id: device.id),
        ]
    }

    /// The format to ask libgvc for: `format`, but `core`'s SVG on a thread that asked for libgvc's
    /// own (`tg_svg_set_libgvcs_own_here`).
    static func format(_ format: String) -> String {
        format == "svg" && tg_svg_libgvcs_own_here() != 0 ? libgvcsFormat : format
    }

    /// Whether `format` is drawn by this plugin.
    static func draws(_ format: String) -> Bool { isInstalled && format == "svg" }

    /// Draws `graph`, laid out, as SVG with this plugin, libgvc's document or, with `web`, a web
    /// page's. Call under the runtime's lock.
    ///
    /// The corresponding C function is `gvRenderContext`.
    /// - Returns: The document, or nil when libgvc failed or memory ran out.
    static func render(
        _ graph: UnsafeMutablePointer<Agraph_t>, in context: OpaquePointer, web: WebSVGSettings? = nil
    ) -> Data? {
        var output = tg_svg_output()
        output.root = UnsafeMutableRawPointer(graph)
        defer { tg_svg_output_free(&output) }
        let status =
            web.map { settings in
                settings.withC { web in
                    output.web = web
                    defer { output.web = nil }  // valid during the call only
                    return withUnsafeMutablePointer(to: &output) { gvRenderContext(context, graph, "svg", $0) }
                }
            } ?? withUnsafeMutablePointer(to: &output) { gvRenderContext(context, graph, "svg", $0) }
        tg_svg_count_exact_numbers(output.exact_numbers)
        guard status == 0, output.failed == 0, output.bytes != nil, let bytes = tg_svg_output_take(&output) else {
            return nil
        }
        // The document's memory becomes the data's: no copy.
        return Data(bytesNoCopy: bytes, count: output.count, deallocator: .free)
    }
}

extension WebSVGSettings {
    /// Calls `body` with the settings as the C renderer reads them, valid during the call: the
    /// frame's root and style as they are, every shorter text (the marks' names among them, sorted
    /// as `strcmp` orders them) copied into one buffer of C strings.
    fileprivate func withC<Result>(_ body: (UnsafePointer<tg_svg_web>) -> Result) -> Result {
        let sorted = marks.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        var texts: [UInt8] = []
        func add(_ text: String) -> Int {
            defer { texts.append(0) }
            texts.append(contentsOf: text.utf8)
            return texts.count - text.utf8.count
        }
        let at = [idPrefix, fontFamily, viewPrefix, sourcePrefix, keyFontSize, markedKeyAttributes].map(add)
        let names = sorted.map { add($0.key) }
        return texts.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { texts in
                let text = { texts.baseAddress! + at[$0] }
                let marks = zip(sorted, names).map { mark, name in
                    tg_svg_mark(node: texts.baseAddress! + name, line: Int32(clamping: mark.value))
                }
                return marks.withUnsafeBufferPointer { marks in
                    root.withCString { root in
                        style.withCString { style in
                            var web = tg_svg_web(
                                id_prefix: text(0), root: root, style: style, font_family: text(1),
                                drops_key_label_comments: dropsKeyLabelComments ? 1 : 0, legend_text_gap: legendTextGap,
                                view_prefix: text(2), source_prefix: text(3), key_font_size: text(4),
                                marks: marks.baseAddress, mark_count: marks.count, marked_key_attributes: text(5))
                            return withUnsafePointer(to: &web) { body($0) }
                        }
                    }
                }
            }
        }
    }
}
