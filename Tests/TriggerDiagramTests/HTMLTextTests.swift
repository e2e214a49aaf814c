import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TriggerDiagram

/// The one escape for page text, SVG titles and flipbooks: markup is shown, never read, and
/// what XML cannot hold becomes U+FFFD, so every result parses inside an XML element.
@Suite("HTMLText")
struct HTMLTextTests {
    @Test(arguments: [
        ("<script>alert('x')</script>", "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"),
        ("a & b \"c\"", "a &amp; b &quot;c&quot;"),
        ("&amp; stays literal", "&amp;amp; stays literal"),
        ("tab\tand\nline", "tab\tand\nline"),
        ("nul\u{0}esc\u{1B}cr\r", "nul\u{FFFD}esc\u{FFFD}cr\u{FFFD}"),
        ("c1\u{85}nonchars\u{FFFE}\u{FFFF}", "c1\u{FFFD}nonchars\u{FFFD}\u{FFFD}"),
        ("émoji 👩‍💻 rtl \u{202E}", "émoji 👩‍💻 rtl \u{202E}"),
    ])
    func escapes(_ input: String, _ expected: String) throws {
        let escaped = HTMLText.escaped(input)
        #expect(escaped == expected)
        let document = try XMLDocument(xmlString: "<p title=\"\(escaped)\">\(escaped)</p>")
        #expect(document.rootElement()?.stringValue == input.unicodeScalars.map {
            ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) || $0.value == 0xFFFE || $0.value == 0xFFFF
                ? "\u{FFFD}" : String($0)
        }.joined())
    }
}
