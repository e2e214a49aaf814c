#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A C library the preview opens when it starts rather than links, so that no other process
/// loads it: libmicrohttpd (``MicroHTTPDLibrary``) and libcmark-gfm (``CommonMarkLibrary``).
/// Opened once each, for the process's life.
struct DynamicLibrary {
    /// The library's name in errors (`libmicrohttpd`).
    let name: String
    private let handle: UnsafeMutableRawPointer

    /// Opens the first of `fileNames` that can be: the runtime package's file, then the -dev
    /// package's link. The corresponding C function is `dlopen`.
    /// - Returns: The library, or `PreviewError.libraryUnavailable` with `dlerror`'s text.
    static func open(_ name: String, fileNames: [String]) -> Result<DynamicLibrary, PreviewError> {
        guard let handle = fileNames.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            return .failure(.libraryUnavailable(library: name, reason: reason))
        }
        return .success(DynamicLibrary(name: name, handle: handle))
    }

    /// The address of the library's `symbol`. The corresponding C function is `dlsym`.
    /// - Throws: `PreviewError.libraryUnavailable` when the library has no such symbol.
    func address(_ symbol: String) throws(PreviewError) -> UnsafeMutableRawPointer {
        guard let address = dlsym(handle, symbol) else {
            throw .libraryUnavailable(library: name, reason: "it has no \(symbol)")
        }
        return address
    }

    /// The library's C function `symbol`, as the Swift function type `F` it has.
    /// - Throws: `PreviewError.libraryUnavailable` when the library has no such symbol.
    func function<F>(_ symbol: String) throws(PreviewError) -> F {
        unsafeBitCast(try address(symbol), to: F.self)
    }
}
