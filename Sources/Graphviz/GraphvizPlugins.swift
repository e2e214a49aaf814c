internal import CGraphviz

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The Graphviz plugins this package uses, built into the context instead of found through `config6a`.
///
/// `gvContext()` reads the installed plugin list (`config6a`) and picks, per format, the best
/// plugin installed: what is drawn then depends on what else is installed (a PNG from `gd`
/// instead of cairo, or no text layout at all when `config6a` is missing). A context made
/// with `gvContextPlugins` from a built-in list without demand loading reads no list and
/// loads exactly these libraries, so every run renders with the same plugins:
///
/// - `core`: SVG, DOT, xdot, plain;
/// - `dot_layout`: the `dot` engine;
/// - `neato_layout`: `nop2`, which pins the frame headers, and neato, fdp, circo, twopi;
/// - `pango`: cairo, which draws PNG and PDF, and the text layout that measures every label,
///   through ``TextLayoutCache``, which measures each distinct piece of text once; a PNG is
///   written by ``PNGDevice``, above cairo's own writer, and a PDF dated by ``PDFCreationDate``.
///
/// The libraries are opened from the folder libgvc itself searches, `graphviz/` beside
/// `libgvc.so`, and their `gvplugin_<name>_LTX_library` tables are handed to libgvc.
/// Should any be missing, the context falls back to `gvContext()`.
enum GraphvizPlugins {
    /// The plugin libraries, by the name in `libgvplugin_<name>.so.6`.
    static let names = ["core", "dot_layout", "neato_layout", "pango"]

    /// The plugin ABI version in the library file names, as in `config6a`.
    static let abiVersion = 6

    /// A new context, and the plugins it was built from (empty when it fell back to `gvContext()`).
    ///
    /// The corresponding C functions are `gvContextPlugins` and `gvContext`. Call once per process,
    /// under the runtime's lock: the plugin list and the libraries stay for the process's life.
    static func makeContext() -> (context: OpaquePointer, plugins: [String]) {
        let fonts = FontconfigStart.begin()
        defer { fonts?.wait() }
        if let builtins = builtinList(), let context = gvContextPlugins(builtins, 0) {
            return (context, names)
        }
        return (gvContext(), [])
    }

    /// A NUL-terminated `lt_symlist_t` list of every plugin's library table, or `nil`
    /// if a library or its table cannot be found. Never freed: libgvc keeps the list.
    private static func builtinList() -> UnsafeMutablePointer<lt_symlist_t>? {
        guard let gvc = tg_gvc_library_path() else { return nil }
        let folder = URL(fileURLWithPath: String(cString: gvc)).deletingLastPathComponent()
            .appendingPathComponent("graphviz")
        var entries: [(name: String, address: UnsafeMutableRawPointer)] = []
        for name in names {
            let path = folder.appendingPathComponent("libgvplugin_\(name).so.\(abiVersion)").path
            let symbol = "gvplugin_\(name)_LTX_library"
            guard let library = dlopen(path, RTLD_LAZY | RTLD_LOCAL) else { return nil }
            guard let address = dlsym(library, symbol) else {
                dlclose(library)
                return nil
            }
            entries.append((symbol, address))
            guard name == "pango" else { continue }
            // This package's engines, each installed above one of Pango's library, where it can be had.
            let above: [(symbol: String, table: UnsafeMutableRawPointer?)] = [
                ("gvplugin_triggergraph_text_LTX_library", TextLayoutCache.library(above: address, handle: library)),
                ("gvplugin_triggergraph_png_LTX_library", PNGDevice.library(above: address)),
                ("gvplugin_triggergraph_pdf_LTX_library", PDFCreationDate.library(above: address, handle: library)),
            ]
            for case (let symbol, let table?) in above { entries.append((symbol, table)) }
        }
        let list = UnsafeMutablePointer<lt_symlist_t>.allocate(capacity: entries.count + 1)
        for (index, entry) in entries.enumerated() {
            list[index] = lt_symlist_t(name: UnsafePointer(strdup(entry.name)), address: entry.address)
        }
        list[entries.count] = lt_symlist_t(name: nil, address: nil)
        return list
    }

    /// A plugin library of one plugin, as a `gvplugin_<name>_LTX_library` table is: for an engine
    /// of this package installed above another library's, `quality` above it. Its tables stay
    /// for the process's life, as libgvc keeps them: never freed.
    /// - Parameters:
    ///   - package: The library's name, which a format can ask for (`png:cairo:<package>`).
    ///   - api: What the plugin is, such as `API_textlayout` or `API_device`.
    ///   - type: What it provides, such as `textlayout` or `png:cairo`.
    ///   - engine: Its engine table (`gvtextlayout_engine_t`, `gvdevice_engine_t`, …).
    ///   - features: Its features table, if its API has one.
    ///   - id: The number its engine tells its formats by, as the plugin it stands above numbers them.
    static func library<Engine>(
        package: String, api: api_t, type: String, quality: Int32, engine: Engine,
        features: UnsafeMutableRawPointer? = nil, id: Int32 = 0
    ) -> UnsafeMutableRawPointer {
        let ownEngine = UnsafeMutablePointer<Engine>.allocate(capacity: 1)
        ownEngine.initialize(to: engine)
        let types = UnsafeMutablePointer<gvplugin_installed_t>.allocate(capacity: 2)
        types[0] = gvplugin_installed_t(
            id: id, type: UnsafePointer(strdup(type)), quality: quality, engine: ownEngine, features: features)
        types[1] = gvplugin_installed_t(id: 0, type: nil, quality: 0, engine: nil, features: nil)
        let apis = UnsafeMutablePointer<gvplugin_api_t>.allocate(capacity: 2)
        apis[0] = gvplugin_api_t(api: api, types: types)
        apis[1] = gvplugin_api_t(api: api_t(0), types: nil)
        let library = UnsafeMutablePointer<gvplugin_library_t>.allocate(capacity: 1)
        library.initialize(to: gvplugin_library_t(packagename: strdup(package), apis: apis))
        return UnsafeMutableRawPointer(library)
    }

    /// The entry of a plugin library's tables for this API and type (`textlayout`, `png:cairo`).
    /// - Parameter library: A plugin library's table (`gvplugin_<name>_LTX_library`).
    static func type(_ api: api_t, _ name: String, in library: UnsafeMutableRawPointer) -> gvplugin_installed_t? {
        guard var entry = library.assumingMemoryBound(to: gvplugin_library_t.self).pointee.apis else { return nil }
        while let types = entry.pointee.types {
            if entry.pointee.api == api {
                var type = types
                while let typeName = type.pointee.type {
                    if strcmp(typeName, name) == 0 { return type.pointee }
                    type += 1
                }
            }
            entry += 1
        }
        return nil
    }
}
