import CSystem
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

/// Which version of a file one read found: the file itself (its device and inode), and its size
/// and modification time then. A file still at that version, and still holding the bytes read, is
/// the file as it was read; an editor's save (a new file renamed over it) is another inode, and a
/// write in place another size or time.
public struct FileVersion: Equatable, Sendable {
    /// The device the file is on.
    public let device: UInt64
    /// The file's inode on it.
    public let inode: UInt64
    /// Whether it is a regular file; a device, a pipe or a folder is never replaced.
    public let isRegularFile: Bool
    /// Its size in bytes.
    public let size: Int
    /// Its modification time: seconds since 1970, and the nanoseconds of the second.
    public let modified: Int
    /// The nanoseconds of ``modified``'s second.
    public let modifiedNanoseconds: Int

    /// The version `status` (from `stat(2)` or `fstat(2)`) describes.
    public init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        isRegularFile = status.st_mode & S_IFMT == S_IFREG
        size = Int(status.st_size)
        let time = Self.modificationTime(status)
        modified = Int(time.tv_sec)
        modifiedNanoseconds = Int(time.tv_nsec)
    }

    /// A status's modification time: `st_mtim` (POSIX 2008, glibc), `st_mtimespec` on Darwin.
    public static func modificationTime(_ status: stat) -> timespec {
        #if canImport(Darwin)
            status.st_mtimespec
        #else
            status.st_mtim
        #endif
    }

    /// Whether `other` is the same file, whatever its bytes.
    func isSameFile(_ other: FileVersion) -> Bool { device == other.device && inode == other.inode }
}

/// How a file differs from the version that was read.
public enum FileChange: Equatable, Sendable {
    /// Nothing has its name any more.
    case removed
    /// Another file has its name: an editor's save, made as a new file renamed over the old one.
    case replaced
    /// It is the same file, with other bytes, another size or another modification time: written in place.
    case written
}

/// Why a file was not replaced. Whatever the reason, the file is as the last writer left it and
/// nothing staged is left beside it, except as ``changed(_:left:)`` says.
public enum FileReplacementError: Error, Equatable, Sendable {
    /// The file is no longer the version that was read, so what was made from it is not put in its
    /// place. `left` is set only when a second save landed within the replacement's last step: the
    /// path of the file it left under the staged name, which nothing removes.
    case changed(FileChange, left: String? = nil)
    /// The file has `links` names (hard links): a new file in its place would split them.
    case hardLinked(links: Int)
    /// The version read is not a regular file (a device, a pipe).
    case notRegularFile
    /// Another user owns the file, and this process may not give the new file that owner (`fchown`).
    case ownerNotKept(owner: UInt32)
    /// The new file cannot be made beside the old one (`openat`).
    case cantCreate(SystemCallError)
    /// A read, write, sync, attribute or rename that failed.
    case io(SystemCallError)
}
