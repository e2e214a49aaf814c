import Foundation
import Publishing
import TemporaryFolders
import Testing

/// A DocC catalog's root article is named and titled after the catalog's folder.
@Suite("Catalog writer")
struct CatalogWriterTests {
    @Test func theRootArticleIsNamedAndTitledAfterTheCatalog() throws {
        let writer = try CatalogWriter(catalog: URL(fileURLWithPath: "/site/Swift UI Lessons.docc"))
        #expect(writer.root == "Swift-UI-Lessons")
        #expect(writer.title == "Swift UI Lessons")
        #expect(writer.format == .svg && writer.themes == [.light, .dark])
        let titled = try CatalogWriter(
            catalog: URL(fileURLWithPath: "/site/course.docc"), title: "The course", format: .png, themes: [.dark])
        #expect(titled.root == "course" && titled.title == "The course")
        #expect(titled.format == .png && titled.themes == [.dark])
    }

    @Test func aCatalogWithNoLetterOrDigitCannotNameItsRootArticle() {
        #expect(
            throws: PublishingError.request(.catalogUnnamable(name: "---.docc"))
        ) {
            try CatalogWriter(catalog: URL(fileURLWithPath: "/site/---.docc"))
        }
    }

    /// A catalog is made of lesson pages: any other input is refused, naming it, before anything
    /// is read or written, whichever front end runs it.
    @Test func aCatalogRefusesAnInputThatIsNotAPage() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("lessons.docc")
        var writer = try CatalogWriter(settings: [.output: catalog.path])
        #expect(throws: PublishingError.request(.notAPage(path: "/nonexistent/block.swift", command: "docc"))) {
            try PublishingRun(settings: [.output: catalog.path]).publish(
                ["/nonexistent/page.md", "/nonexistent/block.swift"], with: &writer)
        }
        #expect(!FileManager.default.fileExists(atPath: catalog.path))
    }
}
