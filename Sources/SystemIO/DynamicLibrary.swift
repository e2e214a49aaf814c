#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A C library opened when first needed rather than linked, so that a process that never needs
/// it never loads it: libgd for a GIF, libmicrohttpd and libcmark-gfm for a preview. Each such
/// module declares the library's header without linking it, opens it once with this, and calls
/// through the addresses it finds, each cast to its C function's type. Opened for the process's life.
public struct DynamicLibrary: @unchecked Sendable {
    /// Why a library cannot be used: it could not be opened (`dlerror`'s text), or lacks a function.
    public struct Unavailable: Error, Equatable, Sendable {
        /// The library's name, such as `libgd`.
        public let library: String
        /// `dlerror`'s text, or `it has no <function>`.
        public let reason: String

        /// Why `library` cannot be used: `reason`.
        public init(library: String, reason: String) {
            self.library = library
            self.reason = reason
        }
    }

    /// The library's name in errors (`libgd`).
    public let name: String
    private let handle: UnsafeMutableRawPointer

    /// Opens the first of `fileNames` that can be, such as the runtime package's file, then the
    /// -dev package's link. The corresponding C function is `dlopen`.
    /// - Returns: The library, or why none of the names could be opened (`dlerror`'s text).
    public static func open(_ name: String, fileNames: [String]) -> Result<DynamicLibrary, Unavailable> {
        guard let handle = fileNames.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else {
            return .failure(Unavailable(library: name, reason: dlerror().map { String(cString: $0) } ?? "not found"))
        }
        return .success(DynamicLibrary(name: name, handle: handle))
    }

    /// The address of the library's `symbol`. The corresponding C function is `dlsym`.
    /// - Throws: `Unavailable` when the library has no such symbol.
    public func address(_ symbol: String) throws(Unavailable) -> UnsafeMutableRawPointer {
        guard let address = dlsym(handle, symbol) else {
            throw Unavailable(library: name, reason: "it has no \(symbol)")
        }
        return address
    }

    /// The library's C function `symbol`, as the Swift function type `F` it has.
    /// - Throws: `Unavailable` when the library has no such symbol.
    public func function<F>(_ symbol: String) throws(Unavailable) -> F {
        unsafeBitCast(try address(symbol), to: F.self)
    }
}
