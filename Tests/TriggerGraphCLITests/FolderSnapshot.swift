import Foundation

/// Every file under a folder, by relative path, with its bytes and inode: two snapshots are
/// equal only if no file was added, removed, rewritten or replaced. Links are not followed.
struct FolderSnapshot: Equatable, CustomStringConvertible {
    struct Entry: Equatable {
        var bytes: Data?
        var inode: UInt64
        var isFolder: Bool
    }

    var entries: [String: Entry] = [:]

    init(_ folder: URL) throws {
        let manager = FileManager.default
        guard let paths = manager.subpaths(atPath: folder.path) else { return }
        for path in paths {
            let full = folder.appendingPathComponent(path).path
            var status = stat()
            guard lstat(full, &status) == 0 else { continue }
            let isFolder = (status.st_mode & S_IFMT) == S_IFDIR
            // A link is its target's path, never what it points at.
            let isLink = (status.st_mode & S_IFMT) == S_IFLNK
            let target = isLink ? try? manager.destinationOfSymbolicLink(atPath: full) : nil
            entries[path] = Entry(
                bytes: isFolder
                    ? nil : try target.map { Data($0.utf8) } ?? Data(contentsOf: URL(fileURLWithPath: full)),
                inode: UInt64(status.st_ino),
                isFolder: isFolder
            )
        }
    }

    /// Paths of temporary files left behind (FileOutput's `.<name>.<uuid>.tmp`).
    var temporaryFiles: [String] {
        entries.keys.filter { ($0 as NSString).lastPathComponent.hasPrefix(".") || $0.hasSuffix(".tmp") }.sorted()
    }

    var files: [String] { entries.filter { !$0.value.isFolder }.keys.sorted() }

    var description: String { entries.keys.sorted().joined(separator: ", ") }
}

/// The inode of a file, to tell a file replaced by rename from one rewritten in place.
func inode(_ url: URL) -> UInt64? {
    var status = stat()
    return stat(url.path, &status) == 0 ? UInt64(status.st_ino) : nil
}
