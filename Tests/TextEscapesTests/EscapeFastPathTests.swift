import Testing

@testable import TextEscapes

/// The escapes take plain text a byte at a time and leave text with nothing to escape as it is;
/// text with any other character goes through their general, character by character, path. An
/// `Ω` after ASCII text sends it down the general path without changing how the ASCII part is
/// escaped, so each ASCII text must come out the same both ways. (Markdown's escape takes Latin
/// letters with accents, dashes, arrows and other scalars that are a `Character` each a byte at
/// a time too; HTML's takes any text without bidirectional controls a byte at a time.)
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
            #expect(escape(text) + "Ω" == escape(text + "Ω"), "\(name) \(text.debugDescription)")
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

    /// Scalars of every kind the escapes treat apart: ASCII and its controls, C1 controls and the
    /// two-byte scalars around them, the plain scalars Markdown takes a byte at a time and their
    /// neighbours, combining marks, joiners, line separators, bidirectional controls, the
    /// noncharacters U+FFFE and U+FFFF beside U+FFFD and U+FEFF, Hangul jamo, regional
    /// indicators and emoji.
    static let alphabet: [Unicode.Scalar] = {
        let values: [UInt32] =
            Array(0x00...0x7F) + Array(0x80...0xA1) + [0xAC, 0xAD, 0xAE, 0xE9, 0x24F, 0x250, 0x300, 0x301, 0x36F]
            + [0x200B, 0x200C, 0x200D, 0x200F, 0x2010, 0x2014, 0x2022, 0x2026, 0x2027, 0x2028, 0x2029, 0x202A]
            + [0x202E, 0x202F, 0x2030, 0x203C, 0x205E, 0x205F, 0x2066, 0x2069, 0x2190, 0x2194, 0x21A9, 0x22FF]
            + [0x2300, 0xFE0F, 0xFEFF, 0xFFFD, 0xFFFE, 0xFFFF, 0x1100, 0x1161, 0x11A8, 0xAC00, 0x1F1EB, 0x1F1F7]
            + [0x1F642, 0x1F3FB, 0x1F469, 0x10FFFF]
        return values.compactMap(Unicode.Scalar.init)
    }()

    /// Random texts over ``alphabet``, mostly short.
    static func randomTexts(_ count: Int) -> [String] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in
            let length = Int.random(in: 0...12, using: &generator)
            var scalars = String.UnicodeScalarView()
            for _ in 0..<length { scalars.append(alphabet.randomElement(using: &generator)!) }
            return String(scalars)
        }
    }

    @Test("Markdown's escape of random text is the character-by-character escape")
    func markdownOfRandomText() {
        for text in Self.randomTexts(20_000) + Self.texts.map({ "é — \($0) → ①" }) {
            #expect(MarkdownText.escaped(text) == Self.markdownByCharacter(text), "\(text.debugDescription)")
        }
    }

    /// HTML's escape, a scalar at a time as it was written first.
    static func htmlByScalar(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            case _
            where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.value >= 0xFFFE
                    && scalar.value <= 0xFFFF:
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    @Test("HTML's escape a byte at a time gives the bytes it gives a scalar at a time")
    func htmlBytesAsScalars() {
        for text in Self.randomTexts(20_000) + Self.texts {
            #expect(HTMLText.escapedUTF8(Substring(text)) == Self.htmlByScalar(text), "\(text.debugDescription)")
        }
    }
}
