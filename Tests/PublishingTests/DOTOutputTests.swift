import CourseFixtures
import LessonScript
import Publishing
import Testing

/// What `dot` prints: one change of one block as complete DOT.
@Suite("One change as DOT")
struct DOTOutputTests {
    @Test func eachChangeIsItsOwnGraph() throws {
        let (path, document) = try SmallInputs.block(at: "/b/main.swift", changes: 2)
        let input = LoadedInput(path: path, document: document)
        let first = try input.dot(block: nil, change: 1, theme: .light)
        let second = try input.dot(block: nil, change: 2, theme: .light)
        #expect(first.hasPrefix("digraph") && first.hasSuffix("}\n"))
        #expect(first.contains("tap 1") && second.contains("tap 2") && first != second)
        #expect(try input.dot(block: nil, change: 1, theme: .dark) != first)
    }

    @Test func aChangeOrABlockThatIsNotThereIsARequestThatNamesTheValidOnes() throws {
        let (path, document) = try SmallInputs.block(at: "/b/main.swift", changes: 2)
        let input = LoadedInput(path: path, document: document)
        #expect(throws: PublishingError.plan(.noSuchChange(3, block: "b", count: 2))) {
            try input.dot(block: nil, change: 3, theme: .light)
        }
        let (pagePath, page) = try SmallInputs.page(at: "/p/lesson.md", blocks: 2)
        let lesson = LoadedInput(path: pagePath, document: page)
        #expect(try lesson.dot(block: 2, change: 1, theme: .light).hasPrefix("digraph"))
        #expect(throws: PublishingError.plan(.noSuchBlock(3, input: "/p/lesson.md", count: 2))) {
            try lesson.dot(block: 3, change: 1, theme: .light)
        }
    }
}
