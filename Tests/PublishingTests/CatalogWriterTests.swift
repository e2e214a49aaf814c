import Foundation
import Publishing
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
}
