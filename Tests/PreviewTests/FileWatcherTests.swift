import Foundation
import TemporaryFolders
import Testing

@testable import Preview

/// The watcher reports a saved page by the path the preview looks it up by, and keeps watching
/// when the page's folder is deleted and made again, or another is renamed into its place.
@Suite("The file watcher")
struct FileWatcherTests {
    /// What the watcher reports within `seconds`, asking as the preview's loop does: when its
    /// descriptor is readable, or every ``FileWatcher/retryMilliseconds`` while a folder is missing.
    static func reported(by watcher: FileWatcher, within seconds: Double = 5) -> Set<String>? {
        let deadline = Date().addingTimeInterval(seconds)
        var paths: Set<String> = []
        while Date() < deadline {
            var ready = pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0)
            let timeout = watcher.isMissingAFolder ? FileWatcher.retryMilliseconds : 100
            _ = poll(&ready, 1, timeout)
            guard let changed = watcher.changedPaths() else { return nil }
            paths.formUnion(changed)
            if !paths.isEmpty, !watcher.isMissingAFolder { return paths }
        }
        return paths
    }

    @Test func aSavedFileIsReportedByItsReportedPath() throws {
        let folder = try temporaryFolder("watch")
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.md").path
        let watcher = try FileWatcher(paths: [page])
        try Data("# Page\n".utf8).write(to: URL(fileURLWithPath: page))
        #expect(watcher.changedPaths() == [FileWatcher.reportedPath(of: page)])
    }

    @Test func aPathWithoutAFolderIsReportedInTheCurrentOne() {
        #expect(FileWatcher.reportedPath(of: "page.md") == "./page.md")
        #expect(FileWatcher.reportedPath(of: "/lessons/page.md") == "/lessons/page.md")
    }

    @Test func theFolderAPagesFolderIsInIsWatchedToo() {
        #expect(FileWatcher.parent(of: "/lessons/a") == "/lessons")
        #expect(FileWatcher.parent(of: "/lessons") == "/")
        #expect(FileWatcher.parent(of: "/") == nil)
        #expect(FileWatcher.parent(of: "lessons") == ".")
        #expect(FileWatcher.parent(of: ".") == "./..")
        #expect(FileWatcher.parent(of: "a/..") == "a/../..")
    }

    /// `rm -rf lessons; mkdir lessons`, then a save: the first watch died with the folder.
    @Test func aPagesFolderDeletedAndMadeAgainIsWatchedAgain() throws {
        let root = try temporaryFolder("watch")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("lessons")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = folder.appendingPathComponent("page.md")
        try Data("# One\n".utf8).write(to: page)
        let watcher = try FileWatcher(paths: [page.path])
        try FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        _ = Self.reported(by: watcher, within: 1)
        #expect(!watcher.isMissingAFolder)
        try Data("# Two\n".utf8).write(to: page)
        #expect(Self.reported(by: watcher) == [FileWatcher.reportedPath(of: page.path)])
        // And once more: the new watch is as good as the first.
        try FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("# Three\n".utf8).write(to: page)
        #expect(Self.reported(by: watcher) == [FileWatcher.reportedPath(of: page.path)])
    }

    /// A folder renamed into the place of the page's (as a checkout or a sync may do), the page
    /// already in it: the page is reported as the folder is watched, and its next save too.
    @Test func aFolderRenamedIntoThePagesFolderPlaceIsWatched() throws {
        let root = try temporaryFolder("watch")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("lessons")
        let prepared = root.appendingPathComponent("prepared")
        for made in [folder, prepared] {
            try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        }
        let page = folder.appendingPathComponent("page.md")
        try Data("# One\n".utf8).write(to: page)
        let watcher = try FileWatcher(paths: [page.path])
        try Data("# Two\n".utf8).write(to: prepared.appendingPathComponent("page.md"))
        try FileManager.default.removeItem(at: folder)
        try FileManager.default.moveItem(at: prepared, to: folder)
        #expect(Self.reported(by: watcher) == [FileWatcher.reportedPath(of: page.path)])
        try Data("# Three\n".utf8).write(to: page)
        #expect(Self.reported(by: watcher) == [FileWatcher.reportedPath(of: page.path)])
    }

    /// The page's folder and the folder it is in both deleted: nothing watched tells of their
    /// return, so the watcher looks for the page's folder every so often until it is back.
    @Test func aPagesFolderWhoseOwnFolderIsMadeAgainIsFoundAgain() throws {
        let root = try temporaryFolder("watch")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("course/lessons")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = folder.appendingPathComponent("page.md")
        try Data("# One\n".utf8).write(to: page)
        let watcher = try FileWatcher(paths: [page.path])
        try FileManager.default.removeItem(at: root.appendingPathComponent("course"))
        #expect(Self.reported(by: watcher, within: 1) == [])
        #expect(watcher.isMissingAFolder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("# Two\n".utf8).write(to: page)
        #expect(Self.reported(by: watcher) == [FileWatcher.reportedPath(of: page.path)])
        #expect(!watcher.isMissingAFolder)
    }
}
