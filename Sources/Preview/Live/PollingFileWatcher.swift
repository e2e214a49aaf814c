import TextEscapes

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pages watched by looking at them: the preview's watcher in the POSIX build, where there
/// is no inotify (``FileWatcher`` is this one there). A thread of its own looks at every page every
/// ``intervalMilliseconds`` (`stat`: which file has the name, its size, its modification and
/// change times) and, when one is another file than at the last look (written, saved by renaming
/// a new file over it, or back in a folder made again), writes a byte to a pipe whose other end
/// is ``descriptor``: the preview's loop, which polls it, then asks ``changedPaths()``.
///
/// A page that goes is not reported; it is when a file has its name again. A page's folder is
/// looked for at every look, so nothing has to be watched again when it is deleted, renamed or
/// made again.
final class PollingFileWatcher: PageWatching {
    /// Readable when changes wait (a pipe's read end); non-blocking.
    let descriptor: Int32
    private let wake: Int32
    /// Each page's path, and the path it is reported by.
    private let pages: [(path: String, reported: String)]
    /// What the thread and ``changedPaths()`` share, under `lock`.
    private var stamps: [Stamp?]
    private var pending: Set<String> = []
    private var woken = false
    private var stopping = false
    private var missingFolder = false
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    private var thread = pthread_t()
    private var running = false

    /// How long a look waits for the next: a save is shown well within a second.
    static let intervalMilliseconds = 100
    /// The preview's loop asks ``changedPaths()`` this often while a page's folder is missing.
    static let retryMilliseconds: Int32 = 500

    /// Which file has a page's name, and its size and times: another stamp is another version.
    private struct Stamp: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modified: timespec
        var changed: timespec

        static func == (one: Stamp, other: Stamp) -> Bool {
            one.device == other.device && one.inode == other.inode && one.size == other.size
                && one.modified.tv_sec == other.modified.tv_sec && one.modified.tv_nsec == other.modified.tv_nsec
                && one.changed.tv_sec == other.changed.tv_sec && one.changed.tv_nsec == other.changed.tv_nsec
        }
    }

    /// Looks at each path's page from now on.
    ///
    /// The corresponding C functions are `stat`, `pipe`, `fcntl` and `pthread_create`.
    /// - Throws: `PreviewError.system` when a page's folder is not there, or no pipe or thread can be had.
    init(paths: [String]) throws(PreviewError) {
        for folder in Set(paths.map { Self.folder(of: $0) }) {
            var status = stat()
            guard FileSystemPath.withCString(folder, { stat($0, &status) }) == 0 else {
                throw .system("cannot watch \(folder): \(String(cString: strerror(errno)))")
            }
        }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw .system("cannot watch the pages: \(String(cString: strerror(errno)))") }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        descriptor = ends[0]
        wake = ends[1]
        pages = paths.map { ($0, Self.reportedPath(of: $0)) }
        stamps = paths.map { Self.stamp($0) }
        lock = .allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        let context = Unmanaged.passUnretained(self).toOpaque()
        running =
            pthread_create(
                &thread, nil, { Unmanaged<PollingFileWatcher>.fromOpaque($0!).takeUnretainedValue().watch() }, context)
            == 0
        guard running else { throw .system("cannot watch the pages: no thread") }
    }

    deinit {
        locked { stopping = true }
        if running { pthread_join(thread, nil) }
        pthread_mutex_destroy(lock)
        lock.deallocate()
        close(descriptor)
        close(wake)
    }

    /// Whether a page's folder was missing at the last look: the loop then asks every
    /// ``retryMilliseconds`` too (the thread looks anyway).
    var isMissingAFolder: Bool { locked { missingFolder } }

    /// The reported paths of the pages that are a new file or version since the last call; empty
    /// when none. Never nil: no change can be lost.
    func changedPaths() -> Set<String>? {
        locked {
            look()
            var byte: UInt8 = 0
            while read(descriptor, &byte, 1) > 0 {}
            woken = false
            defer { pending = [] }
            return pending
        }
    }

    /// The thread: a look every ``intervalMilliseconds`` until the watcher ends.
    private func watch() -> UnsafeMutableRawPointer? {
        while true {
            var pause = timespec(tv_sec: 0, tv_nsec: Self.intervalMilliseconds * 1_000_000)
            var left = timespec()
            while nanosleep(&pause, &left) != 0, errno == EINTR { pause = left }
            let stop: Bool = locked {
                if stopping { return true }
                look()
                if !pending.isEmpty, !woken {
                    var byte: UInt8 = 1
                    woken = write(wake, &byte, 1) == 1
                }
                return false
            }
            if stop { return nil }
        }
    }

    /// Looks at every page (under the lock): one that is a file, and another than at the last
    /// look, is noted as changed.
    private func look() {
        var missing = false
        for index in pages.indices {
            let now = Self.stamp(pages[index].path)
            if now == nil, FileSystemPath.withCString(Self.folder(of: pages[index].path), { access($0, F_OK) }) != 0 {
                missing = true
            }
            if now != stamps[index], now != nil { pending.insert(pages[index].reported) }
            stamps[index] = now
        }
        missingFolder = missing
    }

    /// What has the path's name now, through any link (the link itself when it leads nowhere),
    /// whatever it is: a FIFO or a device in a page's place is a change the preview shows as an
    /// error, as inotify reports a name written or moved in whatever it is. Nil when nothing.
    private static func stamp(_ path: String) -> Stamp? {
        var status = stat()
        guard
            FileSystemPath.withCString(path, { stat($0, &status) == 0 || lstat($0, &status) == 0 })
        else { return nil }
        #if canImport(Darwin)
            let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
        #else
            let (modified, changed) = (status.st_mtim, status.st_ctim)
        #endif
        return Stamp(
            device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
            modified: modified, changed: changed)
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body()
    }
}
