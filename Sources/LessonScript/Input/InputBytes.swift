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

/// Reads an input's bytes, never more than a limit: a file larger than the limit is refused
/// before it is read, and a stream (standard input, a pipe, a device) is read in pieces and
/// refused as soon as it passes the limit.
public enum InputBytes {
    /// Why an input's bytes could not be had.
    public enum Failure: Error, Hashable, Sendable {
        /// The input holds more than `limit` bytes.
        case tooLarge(limit: Int)
        /// The file cannot be opened or read; the system's words for why.
        case unreadable(reason: String)
    }

    /// How much one `read` asks for.
    static let pieceSize = 1 << 16

    /// Reads a file whole, if it is at most `limit` bytes.
    /// - Throws: `tooLarge` (checked from the file's size before reading, and while reading),
    ///   or `unreadable` when it cannot be opened or read (a folder, no permission, no such file).
    public static func read(path: String, limit: Int) throws(Failure) -> Data {
        var status = stat()
        return try read(path: path, limit: limit, status: &status)
    }

    /// Reads a file whole, as ``read(path:limit:)`` does, and sets `status` to what `fstat(2)`
    /// told of the descriptor it was read from, before it was read: which file, of which size
    /// and modification time, the bytes came from (zeroes where `fstat` fails).
    public static func read(path: String, limit: Int, status: inout stat) throws(Failure) -> Data {
        let descriptor = FileSystemPath.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw .unreadable(reason: Self.reason(errno)) }
        defer { close(descriptor) }
        if fstat(descriptor, &status) == 0 {
            if (status.st_mode & S_IFMT) == S_IFDIR { throw .unreadable(reason: "it is a folder") }
            if (status.st_mode & S_IFMT) == S_IFREG, status.st_size > limit { throw .tooLarge(limit: limit) }
        }
        return try read(descriptor: descriptor, limit: limit)
    }

    /// Reads an open descriptor to its end, at most `limit` bytes.
    ///
    /// The piece `read` fills is left uninitialised: zeroing 64 KB for each input, most of them
    /// under 1 KB, cost more than reading them.
    /// - Throws: `tooLarge` as soon as more than `limit` bytes have come, `unreadable` when `read` fails.
    public static func read(descriptor: Int32, limit: Int) throws(Failure) -> Data {
        var data = Data()
        let piece = UnsafeMutablePointer<UInt8>.allocate(capacity: pieceSize)
        defer { piece.deallocate() }
        while true {
            let count = systemRead(descriptor, piece, pieceSize)
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(reason: Self.reason(errno))
            }
            if count == 0 { return data }
            guard data.count + count <= limit else { throw .tooLarge(limit: limit) }
            data.append(piece, count: count)
        }
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES: "permission denied"
        case EISDIR: "it is a folder"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}

/// `read(2)`, named apart from ``InputBytes/read(descriptor:limit:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
    #else
        Darwin.read(descriptor, buffer, count)
    #endif
}
