import Publishing
import Testing

@Suite("Output names")
struct OutputNameTests {
    @Test(arguments: [
        ("01-declarative-syntax-1", "01-declarative-syntax-1"),
        ("tap 1", "tap-1"),
        ("  a//b..c  ", "a-b-c"),
        ("-x", "x"),
        ("счётчик изменён", "счётчик-изменён"),
        ("計数器が変わった", "計数器が変わった"),
        ("e\u{301}cole", "\u{E9}cole"),  // NFC: one letter, not a letter and a mark
        ("under_score.dot", "under-score-dot"),
        ("हिन्दी", "हिन्दी"),  // marks belong to their letters
    ])
    func aSlugKeepsLettersAndDigitsOfEveryScript(_ name: String, _ slug: String) {
        #expect(OutputName.slug(name) == slug)
    }

    @Test(arguments: ["", ".", "..", "-", "---", "!?", " ", "/"])
    func aNameWithNoLetterOrDigitHasNoSlug(_ name: String) {
        #expect(OutputName.slug(name) == nil)
    }

    @Test func aLongNameIsCutAtACharacterWithinTheByteLimit() throws {
        let slug = try #require(OutputName.slug(String(repeating: "界", count: 100)))
        #expect(slug.utf8.count <= OutputName.maximumBytes)
        #expect(slug == String(repeating: "界", count: OutputName.maximumBytes / 3))
    }

    @Test(arguments: [
        (1, 1, "01"), (9, 9, "09"), (10, 99, "10"), (1, 120, "001"), (120, 120, "120"), (7, 1000, "0007"),
    ])
    func numbersArePaddedToTheBlocksChangeCount(_ position: Int, _ count: Int, _ expected: String) {
        #expect(OutputName.number(position, of: count) == expected)
    }

    @Test func aFrameStemIsItsNumberAndLabel() {
        #expect(OutputName.frameStem(position: 3, of: 120, label: "task added") == "003-task-added")
        #expect(OutputName.frameStem(position: 3, of: 5, label: "!!!") == "03")
    }
}
