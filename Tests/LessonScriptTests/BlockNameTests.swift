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
        let (_, document) = try Self.page(at: "/course/01-declarative-syntax/lesson.md")
        #expect(document.name == "01-declarative-syntax")
        #expect(document.scenes.map(\.name) == ["01-declarative-syntax-1", "01-declarative-syntax-2"])
        #expect(document.title == "A lesson")
    }

    @Test func aJSONScenesOwnNameWinsAndRenamingWinsOverIt() throws {
        let (_, named) = try Self.scene(at: "/s/file.json", name: "Own name")
        #expect(named.scenes.map(\.name) == ["Own name"])
        #expect(named.renamed("given").scenes.map(\.name) == ["given"])
        let (_, unnamed) = try Self.scene(at: "/s/file.json", name: nil)
        #expect(unnamed.scenes.map(\.name) == ["file"])
        let (_, lesson) = try Self.page(at: "/c/01-x/lesson.md")
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

extension BlockNameTests {
    /// A page of two blocks, each with its output, as a file at `path` would hold it.
    static func page(at path: String) throws -> (path: String, document: InputDocument) {
        let block = """
            ```swift
            // main.swift — a block
            let storage: [String: Storage] = ["k": .state(owner: "A")]
            let tree = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: storage)
            let c = tree.change("tap", key: "k")
            ```

            ```
            tap: k changed | recomputed A local | skipped none
            ```


            """
        let text = "# A lesson\n\nProse.\n\n" + block + block
        return (path, try InputReader.read(source: text, file: path, kind: .page))
    }

    /// A JSON scene with its own `name`, or none when `name` is nil, as a file at `path` would hold it.
    static func scene(at path: String, name: String?) throws -> (path: String, document: InputDocument) {
        let field = name.map { #""name": "\#($0)", "# } ?? ""
        let json = """
            {"version": 1, \(field)"trees": [{"name": "t", "storage": {"k": {"kind": "environment"}},
             "nodes": [{"name": "A", "parent": null, "reads": ["k"]}]}],
             "steps": [{"step": "change", "tree": "t", "label": "tap", "key": "k"}]}
            """
        return (path, try InputReader.read(source: json, file: path, kind: .json))
    }
}
