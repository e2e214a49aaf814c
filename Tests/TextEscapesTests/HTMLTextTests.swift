import Foundation
import Testing
import TextEscapes

#if canImport(FoundationXML)
    import FoundationXML
#endif

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
        ("émoji 👩‍💻 rtl \u{200F}", "émoji 👩‍💻 rtl \u{200F}"),
    ])
    func escapes(_ input: String, _ expected: String) throws {
        let escaped = HTMLText.escaped(input)
        #expect(escaped == expected)
        let document = try XMLDocument(xmlString: "<p title=\"\(escaped)\">\(escaped)</p>")
        #expect(
            document.rootElement()?.stringValue
                == input.unicodeScalars.map {
                    ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
                        || $0.value == 0xFFFE || $0.value == 0xFFFF
                        ? "\u{FFFD}" : String($0)
                }.joined())
    }

    /// A word holding a bidirectional formatting character is isolated, with what it opens closed
    /// and what it closes without opening dropped, so nothing after it is reversed.
    @Test(arguments: [
        (
            input: "A\u{202E}B: k changed", attribute: "\u{2068}A\u{202E}B:\u{202C}\u{2069} k changed",
            content: "<bdi>A\u{202E}B:\u{202C}</bdi> k changed"
        ),
        (
            input: "x \u{2069}\u{202E}y z", attribute: "x \u{2068}\u{202E}y\u{202C}\u{2069} z",
            content: "x <bdi>\u{202E}y\u{202C}</bdi> z"
        ),
        (
            input: "\u{2067}a\u{202B}b\u{2069}c", attribute: "\u{2068}\u{2067}a\u{202B}b\u{2069}c\u{2069}",
            content: "<bdi>\u{2067}a\u{202B}b\u{2069}c</bdi>"
        ),
        (
            input: "<\u{202D}>", attribute: "\u{2068}&lt;\u{202D}&gt;\u{202C}\u{2069}",
            content: "<bdi>&lt;\u{202D}&gt;\u{202C}</bdi>"
        ),
        (input: "no controls", attribute: "no controls", content: "no controls"),
    ])
    func isolatesBidiControls(_ input: String, attribute: String, content: String) throws {
        #expect(HTMLText.escaped(input) == attribute)
        #expect(HTMLText.content(input) == content)
        // Both are well-formed XML, and the isolates balance: every FSI has its PDI.
        let document = try XMLDocument(
            xmlString: "<p title=\"\(HTMLText.escaped(input))\">\(HTMLText.content(input))</p>")
        let title = try #require(document.rootElement()?.attribute(forName: "title")?.stringValue)
        var depth = 0
        for scalar in title.unicodeScalars {
            if (0x2066...0x2068).contains(scalar.value) { depth += 1 }
            if scalar == "\u{2069}" {
                depth -= 1
                #expect(depth >= 0, "a PDI closes nothing in \(title.debugDescription)")
            }
        }
        #expect(depth == 0, "\(title.debugDescription)")
    }
}
