import CourseFixtures
import Foundation
import Publishing
import Testing

@testable import TriggerGraphCLI

/// Nothing outside `-o` is ever written, renamed or removed, whatever links are planted in it; an
/// interrupted run leaves the old output or the new one, whole, and nothing staged.
@Suite("Output safety")
struct OutputSafetyTests {
    /// A scratch folder holding `victim/important.txt` (outside every output) and `out`.
    struct Scene {
        let folder: URL
        var victim: URL { folder.appendingPathComponent("victim") }
        var output: URL { folder.appendingPathComponent("out") }

        init() throws {
            folder = try temporaryFolder()
            try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
            try Data("SECRET\n".utf8).write(to: victim.appendingPathComponent("important.txt"))
        }

        func link(_ path: String, to target: URL) throws {
            let url = output.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: url)
            try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)
        }
    }

    /// A planted link: where, what it points at, and the run.
    struct Planting: Sendable, CustomTestStringConvertible {
        let testDescription: String
        /// The command and its options; the output folder and inputs are added.
        let arguments: [String]
        /// Links to plant once a first run has written the output: path in `out` → `victim` or its file.
        let links: [(path: String, toFile: Bool)]
        /// Whether the run takes the input as a page (docc) rather than a block.
        var page = false
        /// Whether the run replaces the links (an output's own name, or `--force`) rather than
        /// stopping before anything is written.
        var replaces = false
    }

    static let block = "09-local-state-1"

    static let plantings: [Planting] = [
        Planting(testDescription: "render: the block's folder", arguments: ["render"], links: [(block, false)]),
        Planting(
            testDescription: "render --change: the block's folder", arguments: ["render", "--change", "1"],
            links: [(block, false)]),
        Planting(
            testDescription: "render --change: a frame in the block's folder", arguments: ["render", "--change", "1"],
            links: [("\(block)/01-tapped.svg", true)], replaces: true),
        Planting(testDescription: "render: the manifest", arguments: ["render"], links: [("manifest.json", true)]),
        Planting(
            testDescription: "render --force: the manifest and the block's folder", arguments: ["render", "--force"],
            links: [("manifest.json", true), (block, false)], replaces: true),
        Planting(
            testDescription: "animate: the animation", arguments: ["animate"], links: [("\(block).svg", true)],
            replaces: true),
        Planting(testDescription: "docc: Resources", arguments: ["docc"], links: [("Resources", false)], page: true),
        Planting(
            testDescription: "docc: a resource", arguments: ["docc"],
            links: [("Resources/09-local-state-1-01-tapped.svg", true)], page: true, replaces: true),
        Planting(
            testDescription: "docc: an article", arguments: ["docc"], links: [("09-local-state.md", true)], page: true,
            replaces: true),
        Planting(
            testDescription: "docc --force: the manifest", arguments: ["docc", "--force"],
            links: [("manifest.json", true)], page: true, replaces: true),
    ]

    @Test(arguments: plantings)
    func aPlantedLinkIsNeverFollowed(_ planting: Planting) throws {
        let scene = try Scene()
        defer { try? FileManager.default.removeItem(at: scene.folder) }
        let input = planting.page ? Course.page("09-local-state.md").path : Course.block(Self.block).path
        let run = planting.arguments + [input, "-o", scene.output.path]
        let first = triggergraph(run.filter { $0 != "--change" && $0 != "1" })
        #expect(first.status == 0, "\(first.err)")
        for (path, toFile) in planting.links {
            try scene.link(path, to: toFile ? scene.victim.appendingPathComponent("important.txt") : scene.victim)
        }
        let victim = try FolderSnapshot(scene.victim)

        let output = try FolderSnapshot(scene.output)
        let again = triggergraph(run)
        #expect(try FolderSnapshot(scene.victim) == victim, "written through a link: \(again.err)")
        if planting.replaces {
            #expect(again.status == 0, "\(again.err)")
            // The links themselves were replaced, not what they point at.
            for (path, _) in planting.links {
                var status = stat()
                #expect(lstat(scene.output.appendingPathComponent(path).path, &status) == 0)
                #expect((status.st_mode & S_IFMT) != S_IFLNK, "\(path) is still a link")
            }
        } else {
            #expect(again.status == 73, "\(again.err)")
            #expect(again.err.contains("a symbolic link is in the way"), "\(again.err)")
            #expect(again.err.split(separator: "\n").count == 1, "\(again.err)")
            #expect(try FolderSnapshot(scene.output) == output, "nothing written")
        }
        #expect(try FolderSnapshot(scene.output).temporaryFiles.isEmpty)
    }

    /// A forged manifest lists a file behind a link in the catalog: the earlier runs' files are
    /// removed only through the catalog's own folders.
    @Test func aForgedManifestCannotRemoveAFileOutsideTheCatalog() throws {
        let scene = try Scene()
        defer { try? FileManager.default.removeItem(at: scene.folder) }
        let catalog = scene.folder.appendingPathComponent("H.docc")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: catalog.appendingPathComponent("lnk"), withDestinationURL: scene.victim)
        let forged = """
            {"blocks":[],"command":"docc","files":[{"bytes":7,"format":"md","path":"lnk/important.txt"}],\
            "manifestVersion":1,"pages":[],"tool":"triggergraph","version":"0.1.0"}
            """
        try Data(forged.utf8).write(to: catalog.appendingPathComponent("manifest.json"))
        let before = try FolderSnapshot(catalog)

        let run = triggergraph("docc", Course.page("09-local-state.md").path, "-o", catalog.path)
        #expect(run.status == 73)
        #expect(
            run.err
                == "\(catalog.path)/lnk: error: cannot create output: a symbolic link is where the manifest lists a folder\n"
        )
        #expect(try Data(contentsOf: scene.victim.appendingPathComponent("important.txt")) == Data("SECRET\n".utf8))
        #expect(try FolderSnapshot(catalog) == before, "nothing written")

        // A forged entry for a file of the author's, of another size, is not removed either.
        try FileManager.default.removeItem(at: catalog.appendingPathComponent("lnk"))
        try Data("# Mine\n".utf8).write(to: catalog.appendingPathComponent("Mine.md"))
        let mine = forged.replacingOccurrences(of: "lnk/important.txt", with: "Mine.md")
            .replacingOccurrences(of: "\"bytes\":7", with: "\"bytes\":3")
        try Data(mine.utf8).write(to: catalog.appendingPathComponent("manifest.json"))
        let removing = triggergraph("docc", Course.page("09-local-state.md").path, "-o", catalog.path)
        #expect(removing.status == 0, "\(removing.err)")
        #expect(try Data(contentsOf: catalog.appendingPathComponent("Mine.md")) == Data("# Mine\n".utf8))
    }
}
