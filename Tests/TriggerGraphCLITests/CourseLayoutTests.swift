import CourseFixtures
import Foundation
import LessonScript
import Publishing
import TemporaryFolders
import Testing

/// The course in its own layout, `NN-slug/lesson.md` with blocks in `NN-slug/K/main.swift`,
/// rendered whole: every block under its own name, nothing overwritten, no id twice.
@Suite("The course's own layout")
struct CourseLayoutTests {
    /// The course laid out as its authors keep it, from the repository's pages and blocks.
    static let course: Result<URL, any Error> = Result {
        let root = try temporaryFolder().appendingPathComponent("course")
        let manager = FileManager.default
        for page in Course.pageNames {
            let lesson = root.appendingPathComponent((page as NSString).deletingPathExtension)
            try manager.createDirectory(at: lesson, withIntermediateDirectories: true)
            try manager.copyItem(at: Course.page(page), to: lesson.appendingPathComponent("lesson.md"))
        }
        for block in Course.blockNames {
            let dash = try #require(block.lastIndex(of: "-"))
            let folder = root.appendingPathComponent(String(block[..<dash]))
                .appendingPathComponent(String(block[block.index(after: dash)...]))
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            try manager.copyItem(at: Course.block(block), to: folder.appendingPathComponent("main.swift"))
        }
        return root
    }

    /// Paths under `folder` matching `lesson/lesson.md` or `lesson/K/main.swift`, sorted.
    static func paths(_ folder: URL, depth: Int, file: String) throws -> [String] {
        let manager = FileManager.default
        return try #require(manager.subpaths(atPath: folder.path))
            .filter { $0.split(separator: "/").count == depth && $0.hasSuffix("/\(file)") }
            .map { folder.appendingPathComponent($0).path }
            .sorted()
    }

    /// What a block's folder must hold: `NN-<label>.svg` and its two figures for every change.
    /// A block without a tree writes no folder.
    static func expectedFiles(of block: String) throws -> [String]? {
        guard let scene = try InputReader.read(path: block).scenes.first else { return nil }
        return scene.changes.enumerated().flatMap { index, change in
            let stem = String(format: "%02d-", index + 1) + change.change.label
            return ["\(stem).svg", "\(stem).figure.html", "\(stem).figure.md"]
        }.sorted()
    }

    @Test func everyBlockRendersUnderItsOwnNameInOneRun() throws {
        let course = try Self.course.get()
        let output = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let blocks = try Self.paths(course, depth: 3, file: "main.swift")
        #expect(blocks.count == 44)
        let drawn = try blocks.filter { try InputReader.read(path: $0).scenes.count == 1 }
        #expect(drawn.count == 42, "two blocks of the course have no tree")
        let run = triggergraph(["render"] + blocks + ["-o", output.path])
        #expect(run.status == 0, "\(run.err)")

        var expected: [String: [String]] = [:]
        for block in blocks {
            let parts = block.split(separator: "/").suffix(3)
            expected["\(parts.first!)-\(parts.dropFirst().first!)"] = try Self.expectedFiles(of: block)
        }
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(written == (expected.keys + ["manifest.json"]).sorted())
        var count = 1
        for (name, files) in expected {
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent(name).path).sorted()
                    == files, "\(name)")
            count += files.count
        }
        #expect(run.err.hasSuffix("render: \(count) file(s) in \(output.path)\n"), "the count is what was written")
        // The manifest lists every file written, with its size, and every change with its text line.
        let manifest = try #require(
            Manifest(json: try Data(contentsOf: output.appendingPathComponent("manifest.json"))))
        #expect(manifest.command == "render" && manifest.blocks.count == expected.count)
        let listed = manifest.allFiles
        #expect(listed.count == count - 1)
        for file in listed {
            let size =
                try FileManager.default.attributesOfItem(atPath: output.appendingPathComponent(file.path).path)[.size]
                as? Int
            #expect(size == file.bytes, "\(file.path)")
        }
        for block in manifest.blocks {
            #expect(block.source.file.hasSuffix("main.swift") && block.source.line == 1)
            for change in block.changes {
                #expect(change.files.map(\.format).sorted() == ["html", "md", "svg"], "\(block.name) \(change.number)")
                #expect(change.textLine.hasPrefix("\(change.label): \(change.key) changed | recomputed "))
                #expect(change.source.file == block.source.file && change.source.line > 1)
            }
        }
        try Self.expectUniqueIDs(in: output)
    }

    @Test func everyPageRendersWithItsBlocksAndPreviewInOneRun() throws {
        let course = try Self.course.get()
        let output = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let pages = try Self.paths(course, depth: 2, file: "lesson.md")
        #expect(pages.count == 18)
        let run = triggergraph(["render"] + pages + ["-o", output.path])
        #expect(run.status == 0, "\(run.err)")
        var expected: Set<String> = []
        for page in pages {
            let lesson = URL(fileURLWithPath: page).deletingLastPathComponent().lastPathComponent
            expected.insert(lesson)
            let preview = try String(contentsOf: output.appendingPathComponent("\(lesson)/index.html"), encoding: .utf8)
            let title = try #require(PageReader.title(of: try String(contentsOfFile: page, encoding: .utf8)))
            #expect(preview.contains("<h1>\(title)</h1>"), "\(lesson): titled with the page's heading")
            for block in try InputReader.read(path: page).pageBlocks where block.scene != nil {
                expected.insert("\(lesson)-\(block.index)")
            }
        }
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: output.path)) == expected.union(["manifest.json"]))
        // The page's blocks are the same blocks as the course's own main.swift files, by name.
        for block in try Self.paths(course, depth: 3, file: "main.swift") {
            let parts = block.split(separator: "/").suffix(3)
            guard try InputReader.read(path: block).scenes.count == 1 else { continue }
            let files = try FileManager.default.contentsOfDirectory(
                atPath: output.appendingPathComponent("\(parts.first!)-\(parts.dropFirst().first!)").path)
            let expected = try Self.expectedFiles(of: block)
            #expect(files.sorted() == expected, "\(block)")
        }
        try Self.expectUniqueIDs(in: output)
    }

    @Test func animationsOfTheWholeCourseShareOnePageWithoutAnIDTwice() throws {
        let graphs = Course.drawnBlockNames.map { Course.block($0).path }
        let output = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let run = triggergraph(["animate"] + graphs + ["-o", output.path, "--format", "svg,html", "--no-sync"])
        #expect(run.status == 0, "\(run.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).count == graphs.count * 2 + 1)
        try Self.expectUniqueIDs(in: output)
        let frames = triggergraph(
            ["render"] + graphs + ["-o", output.appendingPathComponent("frames").path, "--no-sync"])
        #expect(frames.status == 0, "\(frames.err)")
        try Self.expectUniqueIDs(in: output.appendingPathComponent("frames"))
    }

    /// Inlines every SVG and HTML file under `folder` into one document and expects no id twice.
    static func expectUniqueIDs(in folder: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let manager = FileManager.default
        var seen: [String: String] = [:]
        var repeated: [String] = []
        var files = 0
        for path in try #require(manager.subpaths(atPath: folder.path))
        where path.hasSuffix(".svg") || path.hasSuffix(".html") {
            // A preview shows the frames written beside it: it is checked on its own, below.
            guard !path.hasSuffix("/index.html") else { continue }
            files += 1
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            for id in ids(in: text) {
                if let first = seen[id] { repeated.append("\(id) in \(first) and \(path)") } else { seen[id] = path }
            }
        }
        #expect(files > 0, sourceLocation: sourceLocation)
        #expect(repeated.isEmpty, "\(repeated.prefix(5))", sourceLocation: sourceLocation)
        for path in try #require(manager.subpaths(atPath: folder.path)) where path.hasSuffix("/index.html") {
            let ids = ids(in: try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8))
            #expect(Set(ids).count == ids.count, "\(path)", sourceLocation: sourceLocation)
        }
    }

    static func ids(in text: String) -> [String] {
        text.matches(of: /\sid="([^"]*)"/).map { String($0.1) }
    }
}
