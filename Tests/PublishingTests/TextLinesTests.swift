import CourseFixtures
import Foundation
import LessonScript
import Publishing
import Testing

/// What `text` prints for an input: its blocks' lines, each page block's after a header.
@Suite("Text lines")
struct TextLinesTests {
    @Test func aPageGetsAHeaderPerBlock() throws {
        let page = Course.page("18-transitions.md").path
        let lines = try Inputs.load([page]).flatMap { $0.textLines() }
        let headers = lines.filter { $0.hasPrefix("== ") }
        #expect(
            headers == [
                "== \(page) block 1: a deleted item and an opening detail area",
                "== \(page) block 2: observation tracking sees only the property that is read",
                "== \(page) block 3: the departing view is not in the tree",
            ])
        #expect(lines.first == headers.first && lines.count > headers.count)
    }

    @Test func aBlockHasNoHeaderAndPrintsWhatItsSceneDoes() throws {
        let (path, document) = try SmallInputs.block(at: "/b/main.swift")
        let input = LoadedInput(path: path, document: document)
        #expect(input.textLines() == document.scenes[0].textLines())
        #expect(input.textLines().count == 2)
    }

    @Test func aHeaderShowsThePagePathsControlCharactersEscaped() throws {
        let (_, document) = try SmallInputs.page(at: "/p/lesson.md", blocks: 1)
        let input = LoadedInput(path: "/p/\u{1B}[2Jlesson.md", document: document)
        #expect(input.textLines().first == "== /p/\\u{1B}[2Jlesson.md block 1: a block")
    }
}
