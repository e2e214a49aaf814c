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
}
