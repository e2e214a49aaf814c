import Testing
import TextEscapes

/// A bidirectional control printed raw reorders what follows it on the terminal: U+202E shows
/// `error: x` as `x :rorre`. Every one of them is shown escaped, as control characters are.
@Suite("Bidi controls on the terminal")
struct BidiEscapeTests {
    static let controls: [Unicode.Scalar] =
        ["\u{061C}", "\u{200E}", "\u{200F}"] + (0x202A...0x202E).map { Unicode.Scalar($0)! }
        + (0x2066...0x2069).map { Unicode.Scalar($0)! }

    @Test(arguments: controls)
    func aBidiControlIsShownEscaped(_ scalar: Unicode.Scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        #expect(TerminalText.escaped("a\(Character(scalar))b: error") == "a\\u{\(hex)}b: error")
        #expect(scalar.isBidiControl)
    }

    /// Their neighbours, letters of right-to-left scripts and the joiners emoji need, are text.
    @Test func rightToLeftTextAndJoinersStayAsTheyAre() {
        for text in ["שלום", "مرحبا", "é\u{200D}🙂", "a\u{200B}b", "x\u{2065}y", "\u{202F}"] {
            #expect(TerminalText.escaped(text) == text, "\(text.unicodeScalars.map(\.value))")
        }
        #expect(!Unicode.Scalar(0x2065)!.isBidiControl && !Unicode.Scalar(0x202F)!.isBidiControl)
        #expect(!Unicode.Scalar(0x200D)!.isBidiControl && !Unicode.Scalar(0x061B)!.isBidiControl)
    }
}
