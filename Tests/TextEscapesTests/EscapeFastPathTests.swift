import Testing
import TextEscapes

/// The escapes take plain text a byte at a time and leave text with nothing to escape as it is;
/// text with any other character goes through their general, character by character, path. An
/// `é` after ASCII text sends it down the general path without changing how the ASCII part is
/// escaped, so each ASCII text must come out the same both ways.
@Suite("Escapes of ASCII text")
struct EscapeFastPathTests {
    /// Every ASCII character alone and after a letter, CR LF and other line breaks, and runs of
    /// the characters the escapes write otherwise. (DOTTests checks DOT's quoting on the same texts.)
    static let texts: [String] = {
        let characters = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        return characters + characters.map { "a" + $0 + "b" } + [
            "", "plain words", "line\r\nbreak", "\r\r\n\n", "a\rb\nc\u{0B}d\u{0C}e",
            "[x](y) *z* _w_ `v` <u> ~t~ |s| !r &q",
            #"C:\path\"quoted" 'single' ]]"#, "tab\there", "\u{7F}del", "trailing\r",
        ]
    }()

    static let escapes: [(name: String, escape: @Sendable (String) -> String)] = [
        ("MarkdownText.escaped", MarkdownText.escaped), ("HTMLText.escaped", HTMLText.escaped),
        ("HTMLText.content", HTMLText.content), ("HTMLText.isolatingBidi", HTMLText.isolatingBidi),
    ]

    @Test(arguments: 0..<escapes.count)
    func asciiTextIsEscapedAsTheGeneralPathEscapesIt(_ which: Int) {
        let (name, escape) = Self.escapes[which]
        for text in Self.texts {
            #expect(escape(text) + "é" == escape(text + "é"), "\(name) \(text.debugDescription)")
        }
    }

    /// Markdown's escape, character by character as it was written first: a backslash before
    /// each character equal to one of the special ones.
    static func markdownByCharacter(_ text: String) -> String {
        let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "!", "|", "~", "&"]
        var result = ""
        for character in HTMLText.isolatingBidi(text) {
            if character.isNewline
                || character.unicodeScalars.allSatisfy({ $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            {
                result.append(" ")
            } else {
                if special.contains(character) { result.append("\\") }
                result.append(character)
            }
        }
        return result
    }

    @Test("Markdown's escape of text beyond ASCII marks the characters it always did")
    func markdownBeyondASCII() {
        let texts = [
            "é*_[]`<>!|~&\\", "*\u{301} a combining mark after a star", "e\u{301}*", "é\r\nline", "é\u{2028}x\u{2029}y",
            "é\u{85}nel\u{9F}", "🙂 | ~ & 👩‍👩‍👧", "é \u{202E}rtl* word", "tap → isExpanded *changed*", "\u{FFFE}é\u{7F}",
        ]
        for text in texts {
            #expect(MarkdownText.escaped(text) == Self.markdownByCharacter(text), "\(text.debugDescription)")
        }
    }
}
