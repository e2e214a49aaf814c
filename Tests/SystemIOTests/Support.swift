import Foundation
import TemporaryFolders

/// A test's scratch folder: `victim/secret.txt`, which nothing under test may touch, beside `out`,
/// the folder under test, which each suite's scene fills.
protocol ScratchScene {
    /// The fresh folder holding both (``makeScratch()``), removed whole by ``remove()``.
    var scratch: URL { get }
}

extension ScratchScene {
    var victim: URL { scratch.appendingPathComponent("victim") }
    var output: URL { scratch.appendingPathComponent("out") }
    var secret: URL { victim.appendingPathComponent("secret.txt") }

    /// A fresh scratch folder with the victim's file in it.
    static func makeScratch() throws -> URL {
        let scratch = try temporaryFolder()
        try write("SECRET\n", to: scratch.appendingPathComponent("victim/secret.txt"))
        return scratch
    }

    func remove() { try? FileManager.default.removeItem(at: scratch) }
}

/// Writes `text` into a new file at `url`, making its folder.
func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
}

/// Everything under `folder` by relative path, links never followed: a file's text, `folder`, or
/// `link to <target>`. Two listings are equal only if no name was added, removed or changed.
func listing(_ folder: URL) -> [String: String] {
    var entries: [String: String] = [:]
    func visit(_ url: URL, _ prefix: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        for name in names {
            let path = prefix + name
            let full = url.appendingPathComponent(name)
            var status = stat()
            guard lstat(full.path, &status) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                entries[path] = "folder"
                visit(full, path + "/")
            case S_IFLNK:
                entries[path] =
                    "link to " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: full.path)) ?? "?")
            default:
                entries[path] = (try? String(contentsOf: full, encoding: .utf8)) ?? "unreadable"
            }
        }
    }
    visit(folder, "")
    return entries
}

/// The paths of a listing with a hidden name in them: what a run stages, or its journal.
func hidden(_ entries: [String: String]) -> [String] {
    entries.keys.filter { $0.split(separator: "/").contains { $0.hasPrefix(".") } }.sorted()
}

/// The inode of what has the name, the link itself for a link.
func inode(_ url: URL) -> UInt64? {
    var status = stat()
    return lstat(url.path, &status) == 0 ? UInt64(status.st_ino) : nil
}

/// How a process ended, from `waitpid`'s status: the exit status, or the signal that killed it.
enum Ending: Equatable {
    case exited(Int32)
    case killed(Int32)
    case unknown

    init(_ status: Int32) {
        if status & 0x7f == 0 {
            self = .exited((status >> 8) & 0xff)
        } else if status & 0x7f != 0x7f {
            self = .killed(status & 0x7f)
        } else {
            self = .unknown
        }
    }
}

/// Waits for the process `pid`; how it ended.
func wait(for pid: pid_t) -> Ending {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
        guard errno == EINTR else { return .unknown }
    }
    return Ending(status)
}
