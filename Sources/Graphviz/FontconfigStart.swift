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

/// fontconfig's set-up, begun on a thread of its own while Pango's plugin library is opened
/// (``PangoPlugin``: only where pixels are drawn, or text is left to Pango).
///
/// The first text Pango measures waits for fontconfig to read its configuration (`FcInit`:
/// the XML of `/etc/fonts` and the font caches), which Pango otherwise starts only then, on a
/// thread of its own, and waits for. Nothing of it depends on Graphviz, so it can run while
/// Pango's plugin library and the forty libraries it needs are loaded. fontconfig keeps one
/// configuration for the process: when Pango asks for it, it is there. What is measured and
/// drawn is the same.
///
/// The configuration is the one `FcInit` makes, made without the part of `FcInit` that only
/// describes: after the configuration files, `FcInit` parses every file of fontconfig's
/// template folder (`conf.avail`, 41 files on Debian 12) without applying any, to list them for
/// settings panels (`FcConfigFileInfoIterInit`). That is 10 M of `FcInit`'s 24 M instructions
/// here, and nothing Pango matches a font with. See ``Configuration``.
enum FontconfigStart {
    /// The library's file name, as Pango's plugin library needs it.
    static let fileName = LibraryFile.fontconfig.fileName

    /// Opens fontconfig and starts its set-up on a thread of its own, to be waited for before the
    /// first text is measured; nil (the set-up left to Pango) if the library, its `FcInit` or a
    /// thread cannot be had. The library stays open for the process's life, as Pango's plugin
    /// opens it again.
    ///
    /// The set-up is ``Configuration/makeCurrent()`` when fontconfig was not yet in the process,
    /// so that nothing else can have made or be using a configuration; otherwise `FcInit`, which
    /// leaves a configuration already made as it is.
    static func begin() -> BackgroundThread? {
        let loaded = dlopen(fileName, RTLD_LAZY | RTLD_NOLOAD)
        if let loaded { dlclose(loaded) }
        return begin(makingConfiguration: loaded == nil)
    }

    /// Opens fontconfig and starts its set-up on a thread of its own: ``Configuration/makeCurrent()``
    /// if `makingConfiguration` (falling back on `FcInit`), else `FcInit`.
    static func begin(makingConfiguration: Bool) -> BackgroundThread? {
        guard let library = dlopen(fileName, RTLD_LAZY | RTLD_LOCAL) else { return nil }
        guard let address = dlsym(library, "FcInit") else {
            dlclose(library)
            return nil
        }
        let fcInit = unsafeBitCast(address, to: (@convention(c) () -> Int32).self)
        let configuration = makingConfiguration ? Configuration(library: library) : nil
        return BackgroundThread {
            if configuration?.makeCurrent() != true { _ = fcInit() }
        }
    }

    /// fontconfig's default configuration, made as `FcInitLoadConfigAndFonts` makes it but without
    /// parsing the template folder (`FcConfigParseOnly`), and made the process's current one.
    ///
    /// The steps are fontconfig's public calls: `FcConfigCreate`, `FcConfigParseAndLoad` of the
    /// default file (`fonts.conf`, or `FONTCONFIG_FILE`), `FcConfigBuildFonts`, then
    /// `FcConfigSetCurrent`. Where `FcInit` would go on differently, ``makeCurrent()`` stops and
    /// answers false, so that `FcInit` runs instead: if the files cannot be parsed (`FcInit` falls
    /// back to a built-in configuration) or name no cache folder (`FcInit` adds the default ones,
    /// with a warning).
    struct Configuration {
        private typealias Create = @convention(c) () -> OpaquePointer?
        private typealias ParseAndLoad = @convention(c) (OpaquePointer?, UnsafePointer<UInt8>?, Int32) -> Int32
        private typealias ConfigStep = @convention(c) (OpaquePointer?) -> Int32
        private typealias CacheDirectories = @convention(c) (OpaquePointer?) -> OpaquePointer?
        private typealias NextString = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<UInt8>?
        private typealias Done = @convention(c) (OpaquePointer?) -> Void

        private let create: Create
        private let parseAndLoad: ParseAndLoad
        private let cacheDirectories: CacheDirectories
        private let nextString: NextString
        private let stringListDone: Done
        private let buildFonts: ConfigStep
        private let setCurrent: ConfigStep
        private let destroy: Done

        /// The calls, from the library `dlopen` returned; nil if any is missing.
        init?(library: UnsafeMutableRawPointer) {
            func function<F>(_ name: String, _: F.Type) -> F? {
                dlsym(library, name).map { unsafeBitCast($0, to: F.self) }
            }
            guard let create = function("FcConfigCreate", Create.self),
                let parseAndLoad = function("FcConfigParseAndLoad", ParseAndLoad.self),
                let cacheDirectories = function("FcConfigGetCacheDirs", CacheDirectories.self),
                let nextString = function("FcStrListNext", NextString.self),
                let stringListDone = function("FcStrListDone", Done.self),
                let buildFonts = function("FcConfigBuildFonts", ConfigStep.self),
                let setCurrent = function("FcConfigSetCurrent", ConfigStep.self),
                let destroy = function("FcConfigDestroy", Done.self)
            else { return nil }
            self.create = create
            self.parseAndLoad = parseAndLoad
            self.cacheDirectories = cacheDirectories
            self.nextString = nextString
            self.stringListDone = stringListDone
            self.buildFonts = buildFonts
            self.setCurrent = setCurrent
            self.destroy = destroy
        }

        /// Makes the configuration and makes it the current one; false, with nothing made current,
        /// where `FcInit` would do more than these steps.
        func makeCurrent() -> Bool {
            guard let configuration = make() else { return false }
            guard setCurrent(configuration) != 0 else {
                destroy(configuration)
                return false
            }
            // The current configuration holds the only reference fontconfig needs; this one is
            // kept, as `FcInit`'s is, for the process's life.
            return true
        }

        /// The configuration, its fonts built (an `FcConfig *` the caller owns), not made current;
        /// nil where `FcInit` would do more than these steps.
        func make() -> OpaquePointer? {
            guard let configuration = create() else { return nil }
            guard parseAndLoad(configuration, nil, 1) != 0, hasCacheFolder(configuration),
                buildFonts(configuration) != 0
            else {
                destroy(configuration)
                return nil
            }
            return configuration
        }

        private func hasCacheFolder(_ configuration: OpaquePointer) -> Bool {
            guard let folders = cacheDirectories(configuration) else { return false }
            defer { stringListDone(folders) }
            return nextString(folders) != nil
        }
    }
}
