internal import CGD
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

/// libgd, opened the first time a GIF is made rather than linked into every process.
///
/// Linking libgd loads it and some forty libraries it needs (libheif, libavif, x265, aom, …)
/// at the start of every `triggergraph` process, though only `animate --format gif` uses it.
/// CGD therefore declares libgd's types and functions (its header) without linking it; this
/// opens `libgd.so.3` once (`DynamicLibrary`) and calls through the addresses `dlsym` gives, each
/// cast to its C function's type.
struct GDLibrary: @unchecked Sendable {
    let createFromPngPtr: @convention(c) (Int32, UnsafeMutableRawPointer?) -> gdImagePtr?
    let createPaletteFromTrueColor: @convention(c) (gdImagePtr?, Int32, Int32) -> gdImagePtr?
    let destroy: @convention(c) (gdImagePtr?) -> Void
    let gifAnimBeginPtr:
        @convention(c) (gdImagePtr?, UnsafeMutablePointer<Int32>?, Int32, Int32) -> UnsafeMutableRawPointer?
    let gifAnimAddPtr:
        @convention(c) (
            gdImagePtr?, UnsafeMutablePointer<Int32>?, Int32, Int32, Int32, Int32, Int32, gdImagePtr?
        ) -> UnsafeMutableRawPointer?
    let gifAnimEndPtr: @convention(c) (UnsafeMutablePointer<Int32>?) -> UnsafeMutableRawPointer?
    let free: @convention(c) (UnsafeMutableRawPointer?) -> Void

    /// The library, opened on first use, or why it cannot be.
    static let shared: Result<GDLibrary, GIFError> = open()

    /// The library's file names: the runtime package's, then the -dev package's link.
    static let fileNames = LibraryFile.gd.fileNames

    private static func open() -> Result<GDLibrary, GIFError> {
        DynamicLibrary.open("libgd", fileNames: fileNames).flatMap { library in
            Result { () throws(DynamicLibrary.Unavailable) in
                GDLibrary(
                    createFromPngPtr: try library.function("gdImageCreateFromPngPtr"),
                    createPaletteFromTrueColor: try library.function("gdImageCreatePaletteFromTrueColor"),
                    destroy: try library.function("gdImageDestroy"),
                    gifAnimBeginPtr: try library.function("gdImageGifAnimBeginPtr"),
                    gifAnimAddPtr: try library.function("gdImageGifAnimAddPtr"),
                    gifAnimEndPtr: try library.function("gdImageGifAnimEndPtr"),
                    free: try library.function("gdFree")
                )
            }
        }.mapError { .libraryUnavailable($0.reason) }
    }
}
