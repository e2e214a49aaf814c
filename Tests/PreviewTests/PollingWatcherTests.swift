import Foundation
import SystemIO
import TemporaryFolders
import Testing

@testable import Preview

#if canImport(Glibc)
    import Glibc
#endif

/// The POSIX build's page watcher, which looks at the pages every so often, tested in both
/// builds; and, in whichever build runs, a save shown by the preview within a second.
@Suite("The polling page watcher")
struct PollingWatcherTests {
    /// Whether the watcher's descriptor becomes readable within `milliseconds`, as the preview's
    /// loop polls it.
    static func wakes(_ watcher: PollingFileWatcher, within milliseconds: Int32) -> Bool {
        var ready = pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&ready, 1, milliseconds) == 1
    }

    @Test func aSaveWakesTheLoopWithinASecondAndIsReportedOnce() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.md")
        try Data("# One\n".utf8).write(to: page)
        let watcher = try PollingFileWatcher(paths: [page.path])
        #expect(!Self.wakes(watcher, within: 300))
        #expect(watcher.changedPaths() == [])
        try Data("# Two\n".utf8).write(to: page)
        #expect(Self.wakes(watcher, within: 1000))
        #expect(watcher.changedPaths() == [PollingFileWatcher.reportedPath(of: page.path)])
        #expect(!Self.wakes(watcher, within: 300))
        #expect(watcher.changedPaths() == [])
    }

    /// A save by rename (a new file, another inode), the same size and second as the old.
    @Test func aSaveByRenameOfTheSameSizeIsReported() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.md")
        let other = folder.appendingPathComponent("other.md")
        try Data("# One\n".utf8).write(to: page)
        let watcher = try PollingFileWatcher(paths: [page.path, other.path])
        try Data("# Two\n".utf8).write(to: page, options: .atomic)
        #expect(Self.wakes(watcher, within: 1000))
        #expect(watcher.changedPaths() == [PollingFileWatcher.reportedPath(of: page.path)])
    }

    /// A page removed is not reported; back, it is, and its folder missing is told meanwhile.
    @Test func aPageGoneIsNotReportedAndBackItIs() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("lessons")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = folder.appendingPathComponent("page.md")
        try Data("# One\n".utf8).write(to: page)
        let watcher = try PollingFileWatcher(paths: [page.path])
        try FileManager.default.removeItem(at: folder)
        #expect(!Self.wakes(watcher, within: 300))
        #expect(watcher.changedPaths() == [])
        #expect(watcher.isMissingAFolder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("# Two\n".utf8).write(to: page)
        #expect(Self.wakes(watcher, within: 1000))
        #expect(watcher.changedPaths() == [PollingFileWatcher.reportedPath(of: page.path)])
        #expect(!watcher.isMissingAFolder)
    }

    @Test func aPageWhoseFolderIsMissingCannotBeWatched() {
        #expect(throws: PreviewError.self) { try PollingFileWatcher(paths: ["/nonexistent-\(UUID())/page.md"]) }
    }

    /// The watcher of the build that runs: inotify on Linux, the polling one in the POSIX build.
    @Test func theBuildWatchesWithItsOwnWatcher() {
        #expect(
            (ObjectIdentifier(FileWatcher.self) == ObjectIdentifier(PollingFileWatcher.self)) == !SystemCall
                .usesLinuxCalls)
    }

    /// A prose edit, saved: the page's update event comes within a second (the socket's reads
    /// give up after one), in whichever build runs.
    @Test func thePreviewShowsASaveWithinASecond() throws {
        let preview = try RunningPreview()
        defer { preview.stop() }
        let events = try LiveUpdateTests.subscribe(preview)
        defer { close(events) }
        var timeout = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(events, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        try preview.edit(replacing: "# Declarative Syntax", with: "# Declarative Syntax, Saved")
        let update = LiveUpdateTests.nextUpdate(events)
        #expect(update == #"{"page":"01-declarative-syntax","version":2,"blocks":[]}"#)
    }
}
