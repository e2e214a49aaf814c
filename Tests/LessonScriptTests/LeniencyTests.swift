import Testing

@testable import LessonScript

/// Where a careless author's mistake would pass silently, it is read as meant or named: a caption
/// after another dash, an owner that names no view, a noncharacter in a name.
@Suite struct LeniencyTests {
    static let body = """
        let storage: [String: Storage] = ["k": .environment]
        let t = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: storage)
        """

    @Test(
        arguments: [
            ("// main.swift — the caption", "the caption"),
            ("// main.swift - the caption", "the caption"),
            ("// main.swift -- the caption", "the caption"),
            ("// main.swift – the caption", "the caption"),
            ("// main.swift: the caption", "the caption"),
            ("// main.swift:the caption", "the caption"),
            ("// main.swift —  spaced - dash  ", "spaced - dash"),
            ("// main.swift", nil),
            ("// main.swift — ", nil),
        ] as [(String, String?)])
    func captionAfterAnySeparatorIsRead(_ firstLine: String, _ caption: String?) throws {
        let result = try BlockReader.read(firstLine + "\n" + Self.body, file: "main.swift", name: "b")
        #expect(result.scene?.caption == caption)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func captionWithoutASeparatorIsWarnedAbout() throws {
        let marked = Marked("// main.swift   1️⃣the caption\n" + Self.body)
        let result = try BlockReader.read(marked.source, file: "main.swift", name: "b")
        #expect(result.scene?.caption == nil)
        #expect(
            result.warnings.map(\.description) == [
                "main.swift:\(marked.line):\(marked.column): warning: text after '// main.swift' is not read as a caption; write '// main.swift — caption'"
            ])
    }

    @Test func captionCheckIsAtTheCaptionAfterAHyphen() {
        let marked = Marked("// main.swift - 1️⃣bad\u{1B}caption\n" + Self.body)
        #expect(
            throws: Diagnostic.error(
                .controlCharacter(field: .caption, name: "bad\u{1B}caption", scalar: 0x1B),
                at: marked.location(file: "main.swift"))
        ) {
            try BlockReader.read(marked.source, file: "main.swift", name: "b")
        }
    }

    @Test func ownerThatNamesNoViewIsWarnedAboutAtItsLiteral() throws {
        let marked = Marked(
            """
            let storage: [String: Storage] = ["k": .state(owner: 1️⃣"Typo"), "j": .state(owner: "A")]
            let t = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: storage)
            let u = ViewTree(nodes: [ViewNode("B", parent: nil, reads: ["k"])], storage: storage)
            let r = [t.change("c", key: "k")].flatMap { $0 }
            """)
        let result = try BlockReader.read(marked.source, file: "main.swift", name: "b")
        // Once, though two trees share the table; "j" is owned by a view of the block.
        #expect(
            result.warnings.map(\.description) == [
                "main.swift:\(marked.line):\(marked.column): warning: owner 'Typo' of state key 'k' names no view of any tree of the block; every reader of 'k' is off-rule"
            ])
    }

    @Test func ownerInAnotherTreeOfTheBlockIsNoMistake() throws {
        let result = try BlockReader.read(
            """
            let storage: [String: Storage] = ["k": .state(owner: "B")]
            let t = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: storage)
            let u = ViewTree(nodes: [ViewNode("B", parent: nil, reads: ["k"])], storage: storage)
            """, file: "main.swift", name: "b")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test(arguments: ["\\u{FFFE}", "\\u{FFFF}", "\\u{FDD0}", "\\u{FDEF}", "\\u{1FFFE}", "\\u{10FFFF}"])
    func noncharacterInANameIsAnErrorAtTheLiteral(_ escape: String) {
        let marked = Marked(
            "let t = ViewTree(nodes: [ViewNode(1️⃣\"A\(escape)\", parent: nil, reads: [])], storage: [:])")
        do {
            _ = try BlockReader.read(marked.source, file: "main.swift", name: "b")
            Issue.record("no error")
        } catch {
            #expect(error.location == marked.location(file: "main.swift"))
            guard case .noncharacter(.viewName, _, _) = error.problem else {
                Issue.record("\(error)")
                return
            }
            #expect(error.message.hasSuffix("which XML cannot hold"))
        }
    }

    @Test func noncharacterInACaptionIsAnError() {
        #expect(throws: Diagnostic.self) {
            try BlockReader.read("// main.swift — a\u{FFFF}b\n" + Self.body, file: "main.swift", name: "b")
        }
    }

    @Test(arguments: ["\u{FDCF}", "\u{FDF0}", "\u{FFFD}", "\u{1FFFD}"])
    func neighboursOfNoncharactersAreNames(_ scalar: String) throws {
        let escaped = "\\u{" + String(scalar.unicodeScalars.first!.value, radix: 16) + "}"
        let result = try BlockReader.read(
            "let t = ViewTree(nodes: [ViewNode(\"A\(escaped)\", parent: nil, reads: [])], storage: [:])",
            file: "main.swift", name: "b"
        )
        #expect(result.scene?.trees.first?.tree.nodes.first?.name == "A" + scalar)
    }

    /// A page whose printed output block was deleted does not pass.
    @Test func blockWithoutOutputBlockIsADifference() throws {
        let page =
            "# P\n\n```swift\n// main.swift — c\n" + Self.body
            + "\nlet r = [t.change(\"c\", key: \"k\")].flatMap { $0 }\ncountCauses(r)\n```\n\nProse.\n"
        let document = try InputReader.read(source: page, file: "p.md", kind: .page)
        let check = try #require(document.pageBlocks.first?.check())
        #expect(check.mismatches.map(\.line) == [4])
        #expect(
            check.mismatches.map(\.message) == ["measurement block 1 prints 5 lines, but no output block follows it"])
    }

    /// A block that prints nothing the model runs needs no output block.
    @Test func blockThatPrintsNothingNeedsNoOutputBlock() throws {
        let page = "```swift\n// main.swift — c\n" + Self.body + "\n```\n"
        let document = try InputReader.read(source: page, file: "p.md", kind: .page)
        #expect(document.pageBlocks.first?.check() == nil)
    }
}
