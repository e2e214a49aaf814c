import CourseFixtures
import Foundation
import LessonScript
import Testing

/// The name an input gives its blocks, from its path.
@Suite("Block names")
struct BlockNameTests {
    @Test(arguments: [
        ("/course/01-declarative-syntax/1/main.swift", InputKind.block, "01-declarative-syntax-1"),
        ("/course/01-declarative-syntax/12/main.swift", .block, "01-declarative-syntax-12"),
        ("/work/Graphs/01-declarative-syntax-1.swift", .block, "01-declarative-syntax-1"),
        ("/blocks/counter/main.swift", .block, "counter"),
        ("/main.swift", .block, "main"),
        ("/course/01-declarative-syntax/lesson.md", .page, "01-declarative-syntax"),
        ("/course/01-declarative-syntax/README.md", .page, "01-declarative-syntax"),
        ("/course/01-declarative-syntax/index.md", .page, "01-declarative-syntax"),
        ("/course/lessons/01-declarative-syntax.md", .page, "01-declarative-syntax"),
        ("/course/01-x/1/main.json", .json, "01-x-1"),
        ("/scenes/navigation.json", .json, "navigation"),
    ])
    func aBlockIsNamedAfterWhereItCameFrom(_ path: String, _ kind: InputKind, _ name: String) {
        #expect(InputName.of(path: path, kind: kind) == name)
    }

    @Test func aRelativePathIsNamedByTheFoldersItIsRunIn() throws {
        let current = try #require(FileManager.default.currentDirectoryPath.split(separator: "/").last)
        #expect(InputName.of(path: "7/main.swift", kind: .block) == "\(current)-7")
        #expect(InputName.of(path: "./lesson.md", kind: .page) == String(current))
    }

    @Test func aPagesBlocksTakeThePagesName() throws {
        let (_, document) = try SmallInputs.page(at: "/course/01-declarative-syntax/lesson.md")
        #expect(document.name == "01-declarative-syntax")
        #expect(document.scenes.map(\.name) == ["01-declarative-syntax-1", "01-declarative-syntax-2"])
        #expect(document.title == "A lesson")
    }

    @Test func aJSONScenesOwnNameWinsAndRenamingWinsOverIt() throws {
        let (_, named) = try SmallInputs.scene(at: "/s/file.json", name: "Own name")
        #expect(named.scenes.map(\.name) == ["Own name"])
        #expect(named.renamed("given").scenes.map(\.name) == ["given"])
        let (_, unnamed) = try SmallInputs.scene(at: "/s/file.json", name: nil)
        #expect(unnamed.scenes.map(\.name) == ["file"])
        let (_, lesson) = try SmallInputs.page(at: "/c/01-x/lesson.md")
        #expect(lesson.renamed("intro").scenes.map(\.name) == ["intro-1", "intro-2"])
    }

    @Test(
        arguments: [
            ("# Declarative syntax\n", "Declarative syntax"),
            ("Intro\n\n#   Spaced title ##\n", "Spaced title"),
            ("```\n# not a title\n```\n# Title\n", "Title"),
            ("## Second level\n#hashtag\n", nil),
            ("No heading at all\n", nil),
        ] as [(String, String?)])
    func aPagesTitleIsItsFirstHeading(_ source: String, _ title: String?) {
        #expect(PageReader.title(of: source) == title)
    }
}
