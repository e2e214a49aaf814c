import SystemIO

/// Why the preview could not start.
public enum PreviewError: Error, Equatable, Sendable {
    /// The request does not fit: no page, a page that is not Markdown, two pages of one name.
    case request(String)
    /// A page could not be read at the start.
    case noInput(path: String, reason: String)
    /// The server could not listen, or the pages could not be watched.
    case system(String)
    /// Another program listens on the port asked for.
    case portInUse(port: UInt16)
    /// A C library the preview opens when it starts (libmicrohttpd, libcmark-gfm) could not be
    /// opened, or lacks a function: the library's name, and why.
    case libraryUnavailable(library: String, reason: String)
}

extension PreviewError {
    /// A library the preview opens that cannot be used, as the preview's error.
    init(_ unavailable: DynamicLibrary.Unavailable) {
        self = .libraryUnavailable(library: unavailable.library, reason: unavailable.reason)
    }
}
