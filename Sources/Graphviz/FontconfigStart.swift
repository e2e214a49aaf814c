import Foundation

/// fontconfig's set-up, begun on a thread of its own while libgvc's plugins are opened.
///
/// The first text a layout measures waits for fontconfig to read its configuration (`FcInit`:
/// the XML of `/etc/fonts` and the font caches), which Pango otherwise starts only then, on a
/// thread of its own, and waits for. Nothing of it depends on Graphviz, so it can run while
/// libgvc's plugins and the forty libraries they need are loaded. fontconfig keeps one
/// configuration for the process: when Pango asks for it, it is there. What is measured and
/// drawn is the same.
struct FontconfigStart {
    private var thread = pthread_t()
    /// Whether a thread runs that has not been joined.
    private var started: Bool

    /// The library's file name, as Pango's plugin library needs it.
    static let fileName = "libfontconfig.so.1"

    /// Opens fontconfig and starts `FcInit` on a new thread; does nothing (the set-up is left to
    /// Pango) if the library, its `FcInit` or a thread cannot be had.
    init() {
        guard let library = dlopen(Self.fileName, RTLD_LAZY | RTLD_LOCAL) else {
            started = false
            return
        }
        guard let address = dlsym(library, "FcInit") else {
            dlclose(library)
            started = false
            return
        }
        // The library stays open for the process's life, as Pango's plugin opens it again.
        started =
            pthread_create(
                &thread, nil,
                { address in
                    _ = unsafeBitCast(address, to: (@convention(c) () -> Int32).self)()
                    return nil
                }, address) == 0
    }

    /// Returns once the set-up has ended; call before the first text is measured. The corresponding
    /// C function is `pthread_join`.
    mutating func wait() {
        guard started else { return }
        pthread_join(thread, nil)
        started = false
    }
}
