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

/// fontconfig's set-up, begun on a thread of its own while libgvc's plugins are opened.
///
/// The first text a layout measures waits for fontconfig to read its configuration (`FcInit`:
/// the XML of `/etc/fonts` and the font caches), which Pango otherwise starts only then, on a
/// thread of its own, and waits for. Nothing of it depends on Graphviz, so it can run while
/// libgvc's plugins and the forty libraries they need are loaded. fontconfig keeps one
/// configuration for the process: when Pango asks for it, it is there. What is measured and
/// drawn is the same.
enum FontconfigStart {
    /// The library's file name, as Pango's plugin library needs it.
    static let fileName = "libfontconfig.so.1"

    /// Opens fontconfig and starts `FcInit` on a thread of its own, to be waited for before the
    /// first text is measured; nil (the set-up left to Pango) if the library, its `FcInit` or a
    /// thread cannot be had. The library stays open for the process's life, as Pango's plugin
    /// opens it again.
    static func begin() -> BackgroundThread? {
        guard let library = dlopen(fileName, RTLD_LAZY | RTLD_LOCAL) else { return nil }
        guard let address = dlsym(library, "FcInit") else {
            dlclose(library)
            return nil
        }
        let fcInit = unsafeBitCast(address, to: (@convention(c) () -> Int32).self)
        return BackgroundThread { _ = fcInit() }
    }
}
