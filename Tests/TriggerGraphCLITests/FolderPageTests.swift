import CourseFixtures
import Foundation
import TemporaryFolders
import Testing

/// A folder's `README.md` or `index.md` with no measurement block describes the folder; it is no
/// lesson. It is skipped with a note, so that `Graphs/*.md` means what `Graphs/[0-9]*.md` does.
@Suite struct FolderPageTests {
    /// `Graphs/*.md` and `Graphs/[0-9]*.md`, as the shell expands them.
    static func coursePages(digitsOnly: Bool) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Course.graphs.path).filter { $0.hasSuffix(".md") }
            .filter { !digitsOnly || $0.first?.isNumber == true }.sorted()
            .map { Course.graphs.appendingPathComponent($0).path }
    }

    @Test func theCoursesReadmeIsSkippedWithANoteAndTheCatalogIsTheSame() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var catalogs: [[String]] = []
        for digitsOnly in [false, true] {
            let pages = try Self.coursePages(digitsOnly: digitsOnly)
            #expect(pages.contains { $0.hasSuffix("/README.md") } == !digitsOnly)
            let catalog = folder.appendingPathComponent("\(digitsOnly)/Course.docc")
            let run = triggergraph(["docc"] + pages + ["-o", catalog.path, "--no-sync"])
            #expect(run.status == 0, "\(run.err)")
            let notes = run.err.split(separator: "\n").filter { $0.contains("README.md") }
            #expect(
                notes
                    == (digitsOnly
                        ? []
                        : [
                            "\(Course.graphs.path)/README.md: note: skipped: a README page with no measurement block is not a lesson"
                        ]),
                "\(notes)")
            catalogs.append(try FileManager.default.contentsOfDirectory(atPath: catalog.path).sorted())
        }
        #expect(catalogs[0] == catalogs[1])
        #expect(!catalogs[0].contains("Graphs.md"))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        /// The page's path in a lesson folder, and whether it holds a measurement block.
        let file: String
        let hasBlock: Bool
        /// Whether it is read as a lesson.
        let isLesson: Bool
    }

    static let cases = [
        Case(testDescription: "an index with no block", file: "lessons/index.md", hasBlock: false, isLesson: false),
        Case(testDescription: "a README with no block", file: "lessons/README.md", hasBlock: false, isLesson: false),
        Case(testDescription: "a readme, any case", file: "lessons/Readme.MD", hasBlock: false, isLesson: false),
        Case(testDescription: "a README with a block", file: "lessons/README.md", hasBlock: true, isLesson: true),
        Case(testDescription: "an index with a block", file: "lessons/index.md", hasBlock: true, isLesson: true),
        Case(testDescription: "any other page", file: "lessons/notes.md", hasBlock: false, isLesson: true),
        Case(testDescription: "a lesson.md with no block", file: "lessons/lesson.md", hasBlock: false, isLesson: true),
    ]

    @Test(arguments: cases)
    func aFolderPageWithNoBlockIsSkipped(_ page: Case) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(page.file)
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        let lesson = try String(contentsOf: Course.page("09-local-state.md"), encoding: .utf8)
        let text = page.hasBlock ? lesson : "# Lessons\n\nThe course's pages, one a lesson.\n\n```sh\nls\n```\n"
        try Data(text.utf8).write(to: path)
        let other = Course.page("16-gestures.md").path

        let alone = triggergraph("text", path.path)
        let catalog = folder.appendingPathComponent("C.docc")
        let withOther = triggergraph("docc", path.path, other, "-o", catalog.path, "--no-sync")
        #expect(withOther.status == 0, "\(withOther.err)")
        let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".md") }
        let note =
            "\(path.path): note: skipped: a \(path.deletingPathExtension().lastPathComponent) page"
            + " with no measurement block is not a lesson"
        if page.isLesson {
            #expect(alone.status == 0, "\(alone.err)")
            #expect(!alone.err.contains("skipped") && !withOther.err.contains("skipped"))
            #expect(articles.count == 3, "\(articles)")
        } else {
            // Alone, nothing is left to read: the note, then a usage error.
            #expect(alone.status == 64)
            #expect(
                alone.err.split(separator: "\n").map(String.init) == [
                    note,
                    "triggergraph: error: no lesson to read: every input was skipped (see 'triggergraph text --help')",
                ], "\(alone.err)")
            #expect(withOther.err.split(separator: "\n").filter { $0.contains("skipped") } == [Substring(note)])
            #expect(articles.sorted() == ["16-gestures.md", "C.md"], "\(articles)")
        }
    }
}
