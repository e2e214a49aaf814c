internal import CGraphviz
import SystemIO

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The Graphviz plugins this package uses, built into the context instead of found through `config6a`.
///
/// `gvContext()` reads the installed plugin list (`config6a`) and picks, per format, the best
/// plugin installed: what is drawn then depends on what else is installed (a PNG from `gd`
/// instead of cairo, or no text layout at all when `config6a` is missing). A context made
/// with `gvContextPlugins` from a built-in list without demand loading reads no list and
/// loads exactly these libraries, so every run renders with the same plugins:
///
/// - `core`: SVG, DOT, xdot, plain, JSON; its SVG drawn by this package's renderer, ``SVGRenderPlugin``;
/// - `dot_layout`: the `dot` engine;
/// - this package's text layout, ``TextLayoutCache``, which measures every label with HarfBuzz
///   (and each distinct piece of text once), libgvc's one `textlayout`;
/// - `neato_layout`: `nop2`, which pins the frame headers, and neato, fdp, circo, twopi;
/// - `pango`, only when needed (``PangoPlugin``): cairo, which draws PNG and PDF, and Pango's text
///   layout for what HarfBuzz does not measure; a PNG is written by ``PNGDevice``, above cairo's
///   own writer, and cairo's renderer is ``CairoRender``'s, which dates a PDF (``PDFCreationDate``)
///   and has Pango lay out a span's text when cairo first draws it.
///
/// The libraries are opened from the folder libgvc itself searches, `graphviz/` beside
/// `libgvc.so`, and their `gvplugin_<name>_LTX_library` tables are handed to libgvc.
/// Should any be missing, the context falls back to `gvContext()`.
///
/// `neato_layout` is opened last, on a thread of its own, once the context is made from the
/// others (``LaterPlugin``): no diagram needs its engines before its first layout by `dot`, and
/// its library, with libgts and libstdc++ that only it needs, takes a millisecond and more to
/// open, which the first layout would otherwise wait for.
enum GraphvizPlugins {
    /// The plugin libraries the context is built from, by the name in `libgvplugin_<name>.so.6`.
    static let names = ["core", "dot_layout", "neato_layout"]

    /// The plugin library opened after the context is made; every layout engine but `dot` is its.
    static let later = "neato_layout"

    /// The plugin ABI version in the library file names, as in `config6a`.
    static let abiVersion = 6

    /// The output formats of `core`'s devices (`svg`, `dot`, `json`, …): every other needs Pango's library.
    nonisolated(unsafe) private(set) static var coreFormats: Set<String> = []

    /// A new context, the plugins it was built from (empty when it fell back to `gvContext()`),
    /// and the folder they were opened from.
    ///
    /// The corresponding C functions are `gvContextPlugins` and `gvContext`. Call once per process,
    /// under the runtime's lock: the plugin list and the libraries stay for the process's life.
    ///
    /// The context has every plugin but ``later``, which is then being opened: ``LaterPlugin/add(to:)``
    /// adds it. With the fallback, there is nothing to add.
    static func makeContext() -> (context: OpaquePointer, plugins: [String], later: LaterPlugin?, folder: String?) {
        if let folder = folder(), case let laterPath = path(of: later, in: folder), access(laterPath, R_OK) == 0,
            access(path(of: PangoPlugin.name, in: folder), R_OK) == 0,
            let builtins = builtinList(in: folder), let context = gvContextPlugins(builtins, 0)
        {
            return (context, names, LaterPlugin(path: laterPath, symbol: symbol(of: later)), folder)
        }
        return (gvContext(), [], nil, nil)
    }

    /// The folder libgvc searches for plugins, `graphviz/` beside `libgvc.so`; nil if unknown.
    private static func folder() -> String? {
        guard let gvc = tg_gvc_library_path() else { return nil }
        return URL(fileURLWithPath: String(cString: gvc)).deletingLastPathComponent().appendingPathComponent("graphviz")
            .path
    }

    /// The file of the plugin library `name` in `folder`.
    static func path(of name: String, in folder: String) -> String {
        URL(fileURLWithPath: folder).appendingPathComponent(LibraryFile.graphvizPlugin(name, version: abiVersion)).path
    }

    /// The name of a plugin library's table, `gvplugin_<name>_LTX_library`.
    static func symbol(of name: String) -> String { "gvplugin_\(name)_LTX_library" }

    /// A NUL-terminated `lt_symlist_t` list of every plugin's library table but ``later``'s, and
    /// this package's text layout, or `nil` if a library or its table cannot be found. Never
    /// freed: libgvc keeps the list.
    private static func builtinList(in folder: String) -> UnsafeMutablePointer<lt_symlist_t>? {
        var entries: [(name: String, address: UnsafeMutableRawPointer)] = []
        for name in names where name != later {
            let symbol = symbol(of: name)
            guard let library = dlopen(path(of: name, in: folder), RTLD_LAZY | RTLD_LOCAL) else { return nil }
            guard let address = dlsym(library, symbol) else {
                dlclose(library)
                return nil
            }
            entries.append((symbol, address))
            if name == "core" {
                coreFormats = formats(of: address)
                for (index, library) in SVGRenderPlugin.libraries(above: address).enumerated() {
                    entries.append(("gvplugin_triggergraph_svg\(index)_LTX_library", library))
                }
            }
        }
        entries.append(("gvplugin_triggergraph_text_LTX_library", TextLayoutCache.library()))
        let list = UnsafeMutablePointer<lt_symlist_t>.allocate(capacity: entries.count + 1)
        for (index, entry) in entries.enumerated() {
            list[index] = lt_symlist_t(name: UnsafePointer(strdup(entry.name)), address: entry.address)
        }
        list[entries.count] = lt_symlist_t(name: nil, address: nil)
        return list
    }

    /// The formats of a plugin library's devices: each device type's name before its first `:`.
    private static func formats(of library: UnsafeMutableRawPointer) -> Set<String> {
        var formats: Set<String> = []
        guard var entry = library.assumingMemoryBound(to: gvplugin_library_t.self).pointee.apis else { return [] }
        while let types = entry.pointee.types {
            if entry.pointee.api == API_device {
                var type = types
                while let name = type.pointee.type {
                    formats.insert(String(String(cString: name).split(separator: ":").first ?? ""))
                    type += 1
                }
            }
            entry += 1
        }
        return formats
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

/// A plugin library opened on a thread of its own while the process goes on, and added to the
/// context (`gvAddLibrary`) before the first layout by one of its engines.
///
/// A process that forks waits for the thread anyway: ``BlockWorkers`` forks only once the process
/// is down to its one thread.
final class LaterPlugin: @unchecked Sendable {
    /// The library's table, once the thread has ended; nil if it could not be opened.
    private var table: UnsafeMutableRawPointer?
    /// Why the library could not be opened (`dlerror`, or its table missing), once the thread has ended.
    private var failure: String?
    private var opening: BackgroundThread?
    private var added = false

    /// Starts opening the library at `path` and finding its table `symbol`; on a thread of its
    /// own if one can be had, else at once.
    init(path: String, symbol: String) {
        let open: @Sendable () -> (table: UnsafeMutableRawPointer?, failure: String?) = {
            guard let library = dlopen(path, RTLD_LAZY | RTLD_LOCAL) else {
                return (nil, dlerror().map { String(cString: $0) } ?? "\(path) did not open")
            }
            guard let table = dlsym(library, symbol) else { return (nil, "\(path) has no \(symbol)") }
            return (table, nil)
        }
        opening = BackgroundThread { [unowned self] in (table, failure) = open() }
        if opening == nil { (table, failure) = open() }
    }

    /// Adds the library to `context`, once, waiting for it to be open; call under the runtime's
    /// lock. If it could not be opened, nothing is added, and the answer is why: a layout by one
    /// of its engines then fails as for an engine libgvc does not know, and should say so.
    ///
    /// The corresponding C function is `gvAddLibrary`.
    @discardableResult func add(to context: OpaquePointer) -> String? {
        if !added {
            added = true
            opening?.wait()
            opening = nil
            if let table { gvAddLibrary(context, table.assumingMemoryBound(to: gvplugin_library_t.self)) }
        }
        return failure
    }
}
