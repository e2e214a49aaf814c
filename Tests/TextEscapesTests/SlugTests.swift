import Testing
import TextEscapes

/// One rule makes file names and ids from names: letters, marks and digits of every script kept.
@Suite("Slug")
struct SlugTests {
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
        #expect(Slug.of(name) == slug)
    }

    @Test(arguments: ["", ".", "..", "-", "---", "!?", " ", "/"])
    func aNameWithNoLetterOrDigitHasNoSlug(_ name: String) {
        #expect(Slug.of(name) == nil)
    }

    @Test func aLongNameIsCutAtACharacterWithinTheByteLimit() throws {
        let slug = try #require(Slug.of(String(repeating: "界", count: 100)))
        #expect(slug.utf8.count <= Slug.maximumBytes)
        #expect(slug == String(repeating: "界", count: Slug.maximumBytes / 3))
    }
}
