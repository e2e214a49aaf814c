import TextEscapes

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// The folders of the watched files, through inotify: a file written and closed, or moved into
/// its folder (as editors that save by renaming do), is reported by its path.
final class FileWatcher {
    /// The inotify descriptor, readable when events wait; non-blocking.
    let descriptor: Int32
    /// Each watch's folder.
    private let folders: [Int32: String]

    /// Watches the folder of each path.
    ///
    /// The corresponding C functions are `inotify_init1` and `inotify_add_watch`.
    /// - Throws: `PreviewError.system` when inotify cannot be had or a folder cannot be watched.
    init(paths: [String]) throws(PreviewError) {
        // The descriptor is stored only once every watch is in: a class whose stored properties are
        // all set runs `deinit` when its initialiser throws, and `deinit` closes it too.
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw .system("cannot watch the pages: \(String(cString: strerror(errno)))") }
        var folders: [Int32: String] = [:]
        for folder in Set(paths.map(Self.folder(of:))) {
            let watch = inotify_add_watch(descriptor, folder, UInt32(IN_CLOSE_WRITE | IN_MOVED_TO))
            guard watch >= 0 else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw .system("cannot watch \(folder): \(reason)")
            }
            folders[watch] = folder
        }
        self.descriptor = descriptor
        self.folders = folders
    }

    deinit { close(descriptor) }

    /// The path that ``changedPaths()`` reports a file's changes by: `folder/name`.
    static func reportedPath(of path: String) -> String {
        reported(folder: folder(of: path), name: FileSystemPath.lastComponent(path))
    }

    /// The folder a path's file is in, as inotify reports it.
    private static func folder(of path: String) -> String {
        let folder = FileSystemPath.deletingLastComponent(path)
        return folder.isEmpty ? "." : folder
    }

    /// A file's path as reported: its watch's folder, then its name.
    private static func reported(folder: String, name: String) -> String {
        folder + "/" + name
    }

    /// The paths (`folder/name`) of the files written or moved in since the last call; empty when
    /// none, nil when the kernel's queue overflowed and events were lost (every file may have changed).
    func changedPaths() -> Set<String>? {
        var paths: Set<String> = []
        var overflowed = false
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            // struct inotify_event: wd, mask, cookie, len (4 bytes each), then len bytes of name.
            while offset + 16 <= count {
                let field = { (at: Int) in
                    buffer[offset + at..<offset + at + 4].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
                }
                let watch = Int32(bitPattern: field(0))
                if field(4) & UInt32(IN_Q_OVERFLOW) != 0 { overflowed = true }
                let length = Int(field(12))
                let nameBytes = buffer[(offset + 16)..<min(offset + 16 + length, count)].prefix { $0 != 0 }
                if let folder = folders[watch], !nameBytes.isEmpty {
                    paths.insert(Self.reported(folder: folder, name: String(decoding: nameBytes, as: UTF8.self)))
                }
                offset += 16 + length
            }
        }
        return overflowed ? nil : paths
    }
}
