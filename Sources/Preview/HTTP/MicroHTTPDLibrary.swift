internal import CMicroHTTPD
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

/// GNU libmicrohttpd, opened the first time a preview's server starts rather than linked into
/// every process.
///
/// Linking libmicrohttpd loads it and gnutls, p11-kit, nettle, hogweed, gmp, libtasn1, libidn2
/// and libunistring at the start of every `triggergraph` process (about 1.2 ms), though only
/// `preview` serves HTTP. CMicroHTTPD therefore declares libmicrohttpd's types and functions
/// (its header) without linking it; this opens `libmicrohttpd.so.12` once and calls through the
/// addresses `dlsym` gives, each cast to its C function's type. The three variadic functions keep
/// their raw addresses: Swift cannot call them, so the shim calls through them in C.
struct MicroHTTPDLibrary: @unchecked Sendable {
    /// `MHD_start_daemon`, for `tg_mhd_start`.
    let startDaemon: UnsafeMutableRawPointer
    /// `MHD_get_daemon_info`, for `tg_mhd_port`.
    let getDaemonInfo: UnsafeMutableRawPointer
    /// `MHD_get_connection_info`, for `tg_mhd_connection_socket`.
    let getConnectionInfo: UnsafeMutableRawPointer
    let stopDaemon: @convention(c) (OpaquePointer?) -> Void
    let lookupConnectionValue:
        @convention(c) (OpaquePointer?, MHD_ValueKind, UnsafePointer<CChar>?) -> UnsafePointer<CChar>?
    let createResponseFromBuffer:
        @convention(c) (Int, UnsafeMutableRawPointer?, MHD_ResponseMemoryMode) -> OpaquePointer?
    let createResponseFromCallback:
        @convention(c) (
            UInt64, Int, MHD_ContentReaderCallback?, UnsafeMutableRawPointer?, MHD_ContentReaderFreeCallback?
        ) -> OpaquePointer?
    let destroyResponse: @convention(c) (OpaquePointer?) -> Void
    let addResponseHeader: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> MHD_Result
    let queueResponse: @convention(c) (OpaquePointer?, UInt32, OpaquePointer?) -> MHD_Result

    /// The library, opened on first use, or why it cannot be.
    static let shared: Result<MicroHTTPDLibrary, PreviewError> = open()

    /// The library's file names: the runtime package's, then the -dev package's link.
    static let fileNames = LibraryFile.microhttpd.fileNames

    /// Opens the first of `names` that can be, and finds its functions.
    /// - Parameter names: The file names to try, in order.
    /// - Returns: The library, or `PreviewError.libraryUnavailable` with `dlerror`'s text or the missing function.
    static func open(_ names: [String] = fileNames) -> Result<MicroHTTPDLibrary, PreviewError> {
        DynamicLibrary.open("libmicrohttpd", fileNames: names).flatMap { library in
            Result { () throws(DynamicLibrary.Unavailable) in
                MicroHTTPDLibrary(
                    startDaemon: try library.address("MHD_start_daemon"),
                    getDaemonInfo: try library.address("MHD_get_daemon_info"),
                    getConnectionInfo: try library.address("MHD_get_connection_info"),
                    stopDaemon: try library.function("MHD_stop_daemon"),
                    lookupConnectionValue: try library.function("MHD_lookup_connection_value"),
                    createResponseFromBuffer: try library.function("MHD_create_response_from_buffer"),
                    createResponseFromCallback: try library.function("MHD_create_response_from_callback"),
                    destroyResponse: try library.function("MHD_destroy_response"),
                    addResponseHeader: try library.function("MHD_add_response_header"),
                    queueResponse: try library.function("MHD_queue_response")
                )
            }
        }.mapError(PreviewError.init)
    }
}
