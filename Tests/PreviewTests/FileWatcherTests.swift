import Foundation
import Testing

@testable import Preview

/// The watcher reports a saved page by the path the preview looks it up by.
@Suite("The file watcher")
struct FileWatcherTests {
    @Test func aSavedFileIsReportedByItsReportedPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
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
}
