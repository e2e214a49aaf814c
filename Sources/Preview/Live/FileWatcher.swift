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

/// What the preview watches its pages with: inotify on Linux (``FileWatcher``); in the POSIX
/// build (`TG_PORTABLE`) and on any other system, ``PollingFileWatcher``, which looks at the pages
/// every so often. Both have the same interface: a descriptor that is readable when changes wait,
/// ``PageWatching/reportedPath(of:)``, `isMissingAFolder`, `retryMilliseconds` and `changedPaths()`.
#if !(os(Linux) && !TG_PORTABLE)
    typealias FileWatcher = PollingFileWatcher
#else

    /// The folders of the watched files, through inotify: a file written and closed, or moved into
    /// its folder (as editors that save by renaming do), is reported by its path.
    ///
    /// A watch is the folder's, not its path's: it ends when the folder is deleted, and follows it
    /// when it is renamed. So the folder each page's folder is in is watched too, and a folder that
    /// goes is watched again as soon as one is back at its path (created, or renamed there); the
    /// pages already in it are reported then. While a page's folder is missing, the loop also asks
    /// every ``retryMilliseconds`` (the folder's own folder may have gone too).
    final class FileWatcher: PageWatching {
        /// The inotify descriptor, readable when events wait; non-blocking.
        let descriptor: Int32
        /// Every folder watched: the pages' folders, then the folders they are in.
        private var folders: [Folder]
        /// The folders of each watch (one folder may be reached by two paths).
        private var watches: [Int32: [Int]] = [:]

        /// How long the loop waits before it looks again for a page's folder that is missing.
        static let retryMilliseconds: Int32 = 500

        /// What is watched for, in every folder: files written and closed or moved in, folders made
        /// or moved in (a page's folder coming back), and the folder itself going.
        private static let events = UInt32(
            IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

        private struct Folder {
            var path: String
            /// The reported paths of the pages in it; empty for a folder watched only as a page
            /// folder's own folder.
            var pages: [String]
            /// Its watch; nil while it cannot be watched (gone, or not there yet).
            var watch: Int32?
        }

        /// Watches the folder of each path, and the folder that folder is in.
        ///
        /// The corresponding C functions are `inotify_init1` and `inotify_add_watch`.
        /// - Throws: `PreviewError.system` when inotify cannot be had or a page's folder cannot be watched.
        init(paths: [String]) throws(PreviewError) {
            // The descriptor is stored only once every watch is in: a class whose stored properties are
            // all set runs `deinit` when its initialiser throws, and `deinit` closes it too.
            let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { throw .system("cannot watch the pages: \(String(cString: strerror(errno)))") }
            var folders: [Folder] = []
            for path in paths {
                let folder = Self.folder(of: path)
                if let known = folders.firstIndex(where: { $0.path == folder }) {
                    folders[known].pages.append(Self.reportedPath(of: path))
                } else {
                    folders.append(Folder(path: folder, pages: [Self.reportedPath(of: path)]))
                }
            }
            for parent in folders.compactMap({ Self.parent(of: $0.path) })
            where !folders.contains(where: { $0.path == parent }) {
                folders.append(Folder(path: parent, pages: []))
            }
            var watches: [Int32: [Int]] = [:]
            for index in folders.indices {
                let watch = Self.addWatch(descriptor, folders[index].path)
                guard watch >= 0 else {
                    // The folder a page's folder is in may not be watchable (no permission): the
                    // page's folder is looked for again every so often instead, should it go.
                    if folders[index].pages.isEmpty { continue }
                    let reason = String(cString: strerror(errno))
                    close(descriptor)
                    throw .system("cannot watch \(folders[index].path): \(reason)")
                }
                folders[index].watch = watch
                watches[watch, default: []].append(index)
            }
            self.descriptor = descriptor
            self.folders = folders
            self.watches = watches
        }

        deinit { close(descriptor) }

        /// Whether a page's folder is not watched now: the loop then calls ``changedPaths()`` every
        /// ``retryMilliseconds`` too, until it is.
        var isMissingAFolder: Bool {
            folders.contains { $0.watch == nil && !$0.pages.isEmpty }
        }

        private static func addWatch(_ descriptor: Int32, _ folder: String) -> Int32 {
            FileSystemPath.withCString(folder) { inotify_add_watch(descriptor, $0, events) }
        }

        /// The paths (`folder/name`) of the files written or moved in since the last call, and of the
        /// pages in a page's folder watched again since; empty when none, nil when the kernel's queue
        /// overflowed and events were lost (every file may have changed).
        func changedPaths() -> Set<String>? {
            var paths: Set<String> = []
            var overflowed = false
            var foldersChanged = false
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
                    let mask = field(4)
                    let length = Int(field(12))
                    let nameBytes = buffer[(offset + 16)..<min(offset + 16 + length, count)].prefix { $0 != 0 }
                    offset += 16 + length
                    if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                        overflowed = true
                        foldersChanged = true
                    }
                    if mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
                        // The folder went: its path is looked at again below.
                        foldersChanged = true
                        continue
                    }
                    if mask & UInt32(IN_ISDIR) != 0 {
                        // A folder made or moved in may be a page's folder back.
                        if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { foldersChanged = true }
                        continue
                    }
                    guard mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0, !nameBytes.isEmpty else { continue }
                    let name = FileSystemPath.string(nameBytes)
                    for index in watches[watch] ?? [] where !folders[index].pages.isEmpty {
                        paths.insert(Self.reported(folder: folders[index].path, name: name))
                    }
                }
            }
            if foldersChanged || folders.contains(where: { $0.watch == nil }) {
                paths.formUnion(watchAgain())
            }
            return overflowed ? nil : paths
        }

        /// Looks at each folder's path again: a folder that went is no longer watched, and one that
        /// is there now (again, or another in its place) is watched.
        ///
        /// The corresponding C functions are `inotify_add_watch` (which gives the watch a folder
        /// already has) and `inotify_rm_watch`.
        /// - Returns: The reported paths of the pages, there now, of each page's folder watched anew:
        ///   they may have been written while it was not watched.
        private func watchAgain() -> [String] {
            var pages: [String] = []
            for index in folders.indices {
                let old = folders[index].watch
                let new = Self.addWatch(descriptor, folders[index].path)
                if new >= 0 ? new == old : old == nil { continue }
                if let old { stopWatching(index, old) }
                guard new >= 0 else { continue }
                folders[index].watch = new
                if !(watches[new]?.contains(index) ?? false) { watches[new, default: []].append(index) }
                pages += folders[index].pages.filter { FileSystemPath.withCString($0) { access($0, F_OK) } == 0 }
            }
            return pages
        }

        /// Takes the folder at `index` off the watch `watch`, which ends once no folder has it.
        private func stopWatching(_ index: Int, _ watch: Int32) {
            folders[index].watch = nil
            watches[watch]?.removeAll { $0 == index }
            if watches[watch]?.isEmpty ?? false {
                watches[watch] = nil
                // The kernel may have ended it already (the folder was deleted): that fails, harmlessly.
                _ = inotify_rm_watch(descriptor, watch)
            }
        }
    }
#endif

/// How a watcher names the pages it reports: by their folder, then their name.
protocol PageWatching {}

extension PageWatching {
    /// The path that ``changedPaths()`` reports a file's changes by: `folder/name`.
    static func reportedPath(of path: String) -> String {
        reported(folder: folder(of: path), name: FileSystemPath.lastComponent(path))
    }

    /// The folder a path's file is in, as inotify reports it.
    static func folder(of path: String) -> String {
        let folder = FileSystemPath.deletingLastComponent(path)
        return folder.isEmpty ? "." : folder
    }

    /// The folder a folder is in; nil for `/`.
    static func parent(of folder: String) -> String? {
        guard folder != "/", !folder.allSatisfy({ $0 == "/" }) else { return nil }
        let last = FileSystemPath.lastComponent(folder)
        if last == "." || last == ".." { return folder + "/.." }
        let parent = FileSystemPath.deletingLastComponent(folder)
        return parent.isEmpty ? "." : parent
    }

    /// A file's path as reported: its watch's folder, then its name.
    static func reported(folder: String, name: String) -> String {
        folder + "/" + name
    }
}
