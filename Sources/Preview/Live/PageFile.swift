import LessonScript
import TextEscapes

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

/// A page's bytes as the preview's loop reads them: from a regular file only, opened without
/// blocking.
///
/// The loop that reads pages also draws them and watches for saves: a FIFO put where a page was
/// would block its `open` until a writer came (and its `read` until the writer left), and a
/// device may never end, so nothing later would show. Such a page is refused, and shows its error
/// until a save puts a regular file there again.
enum PageFile {
    /// Reads the regular file at `path` whole, if it is at most `limit` bytes.
    ///
    /// It is looked at before it is opened (a FIFO or a device is never opened), opened with
    /// `O_NONBLOCK` (what was there may have changed in between: opening a FIFO so returns at once),
    /// and what was opened is looked at again.
    ///
    /// The corresponding C functions are `stat`, `open` and `fstat`.
    /// - Throws: `InputBytes.Failure.unreadable` for a file that cannot be opened or is not a
    ///   regular file (its kind says which), `.tooLarge` for one of more than `limit` bytes.
    static func read(path: String, limit: Int) throws(InputBytes.Failure) -> Data {
        var status = stat()
        guard FileSystemPath.withCString(path, { stat($0, &status) }) == 0 else {
            throw .unreadable(reason: reason(errno))
        }
        try requireRegular(status)
        let descriptor = FileSystemPath.withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw .unreadable(reason: reason(errno)) }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(reason: reason(errno)) }
        try requireRegular(status)
        guard status.st_size <= limit else { throw .tooLarge(limit: limit) }
        return try InputBytes.read(descriptor: descriptor, limit: limit)
    }

    /// Why a file of this mode is not read, in the words of its error: what it is, if not a
    /// regular file; nil for a regular file.
    static func refusal(of mode: mode_t) -> String? {
        let kind: String
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: kind = "a folder"
        case S_IFIFO: kind = "a FIFO"
        case S_IFCHR, S_IFBLK: kind = "a device"
        case S_IFSOCK: kind = "a socket"
        default: kind = "a special file"
        }
        return "it is \(kind), not a regular file"
    }

    private static func requireRegular(_ status: stat) throws(InputBytes.Failure) {
        if let refusal = refusal(of: status.st_mode) { throw .unreadable(reason: refusal) }
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES: "permission denied"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
