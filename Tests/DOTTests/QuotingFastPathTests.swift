import DOT
import Testing

/// DOT's quoting and HTML-like label escape take plain text a byte at a time; text with any other
/// character goes through their general, character by character, path. An `é` after ASCII text
/// sends it down the general path without changing how the ASCII part is escaped, so each ASCII
/// text must come out the same both ways.
@Suite("DOT quoting of ASCII text")
struct QuotingFastPathTests {
    /// Every ASCII character alone and after a letter, CR LF and other line breaks, and runs of
    /// the characters the escapes write otherwise. (TextEscapesTests checks the text escapes on the
    /// same texts.)
    static let texts: [String] = {
        let characters = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        return characters + characters.map { "a" + $0 + "b" } + [
            "", "plain words", "line\r\nbreak", "\r\r\n\n", "a\rb\nc\u{0B}d\u{0C}e",
            "[x](y) *z* _w_ `v` <u> ~t~ |s| !r &q",
            #"C:\path\"quoted" 'single' ]]"#, "tab\there", "\u{7F}del", "trailing\r",
        ]
    }()

    @Test func asciiTextIsEscapedInALabelAsTheGeneralPathEscapesIt() {
        for text in Self.texts {
            #expect(HTMLLabel.escape(text) + "é" == HTMLLabel.escape(text + "é"), "\(text.debugDescription)")
        }
    }

    /// DOT quotes what is not bare; the `é` goes before the closing quote.
    @Test func asciiTextIsQuotedAsTheGeneralPathQuotesIt() {
        for text in Self.texts {
            let quoted = DOT.quote(text)
            let general = quoted.hasPrefix("\"") ? String(quoted.dropLast()) + "é\"" : "\"\(quoted)é\""
            #expect(general == DOT.quote(text + "é"), "\(text.debugDescription)")
        }
    }
}
