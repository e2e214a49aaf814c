#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file names of the C libraries the tool opens at run time (``DynamicLibrary``, `dlopen`),
/// by platform, in one table: on Linux the runtime package's `.so.N`, then the -dev package's
/// `.so` link (Debian's names); on macOS Homebrew's `.dylib`, under Homebrew's prefix
/// (`/opt/homebrew` on Apple silicon, `/usr/local` on Intel, where `pkg-config --variable=libdir`
/// finds them), then by name alone (dyld's fallback path). The POSIX build on Linux opens the
/// Linux names: it is the system calls that change with it, not the libraries' files.
public enum LibraryFile: CaseIterable, Sendable {
    /// libgd: a GIF's encoding (AnimatedGIF).
    case gd
    /// GNU libmicrohttpd: the preview's HTTP server.
    case microhttpd
    /// libcmark-gfm: a lesson page's Markdown in the preview.
    case cmarkGFM
    /// fontconfig, as Pango's plugin library loads it (Graphviz's font set-up).
    case fontconfig

    /// Homebrew's prefixes, where its libraries are in `lib/`.
    public static let homebrewPrefixes = ["/opt/homebrew", "/usr/local"]

    /// The names to open the library by, in order: the first that opens is used.
    public var fileNames: [String] {
        #if os(macOS)
            let file: String
            switch self {
            case .gd: file = "libgd.3.dylib"
            case .microhttpd: file = "libmicrohttpd.12.dylib"
            case .cmarkGFM: file = "libcmark-gfm.dylib"
            case .fontconfig: file = "libfontconfig.1.dylib"
            }
            return Self.homebrewPrefixes.map { "\($0)/lib/\(file)" } + [file]
        #else
            switch self {
            case .gd: return ["libgd.so.3", "libgd.so"]
            case .microhttpd: return ["libmicrohttpd.so.12", "libmicrohttpd.so"]
            case .cmarkGFM: return ["libcmark-gfm.so.0.29.0.gfm.6", "libcmark-gfm.so"]
            case .fontconfig: return ["libfontconfig.so.1"]
            }
        #endif
    }

    /// The one name to open the library by, where a caller opens it by one name (fontconfig, as
    /// `RTLD_NOLOAD` tells whether it is in the process already): the first of ``fileNames`` that
    /// is a path to a file there, else the first that is a name alone.
    /// The corresponding C function is `access`.
    public var fileName: String {
        let names = fileNames
        return names.first { $0.hasPrefix("/") && access($0, F_OK) == 0 } ?? names.first { !$0.hasPrefix("/") }
            ?? names[0]
    }

    /// The file of Graphviz's plugin library `name` (`pango`, `core`, …) of ABI `version`, in the
    /// plugin folder beside libgvc: `libgvplugin_<name>.so.<version>` on Linux,
    /// `libgvplugin_<name>.<version>.dylib` on macOS.
    public static func graphvizPlugin(_ name: String, version: Int) -> String {
        #if os(macOS)
            "libgvplugin_\(name).\(version).dylib"
        #else
            "libgvplugin_\(name).so.\(version)"
        #endif
    }
}
