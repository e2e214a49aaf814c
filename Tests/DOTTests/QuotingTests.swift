import Testing

@testable import DOT

struct QuotingCase: Sendable, CustomTestStringConvertible {
    let input: String
    let expected: String
    var testDescription: String { "\(input.debugDescription) → \(expected)" }
    init(_ input: String, _ expected: String) {
        self.input = input
        self.expected = expected
    }
}

@Suite("DOT quoting")
struct QuotingTests {
    static let cases: [QuotingCase] = [
        QuotingCase("v0", "v0"),
        QuotingCase("_private", "_private"),
        QuotingCase("InvoiceScreen", "InvoiceScreen"),
        QuotingCase("node", "\"node\""),
        QuotingCase("NODE", "\"NODE\""),
        QuotingCase("Edge", "\"Edge\""),
        QuotingCase("graph", "\"graph\""),
        QuotingCase("DiGraph", "\"DiGraph\""),
        QuotingCase("subGRAPH", "\"subGRAPH\""),
        QuotingCase("strict", "\"strict\""),
        QuotingCase("nodes", "nodes"),
        QuotingCase("42", "42"),
        QuotingCase("-1.5", "-1.5"),
        QuotingCase(".5", ".5"),
        QuotingCase("1.", "1."),
        QuotingCase("1e5", "\"1e5\""),
        QuotingCase("9lives", "\"9lives\""),
        QuotingCase("-", "\"-\""),
        QuotingCase(".", "\".\""),
        QuotingCase("1.2.3", "\"1.2.3\""),
        QuotingCase("", "\"\""),
        QuotingCase("two words", "\"two words\""),
        QuotingCase("say \"hi\"", "\"say \\\"hi\\\"\""),
        QuotingCase("back\\slash", "\"back\\\\slash\""),
        QuotingCase("trailing\\", "\"trailing\\\\\""),
        QuotingCase("\\", "\"\\\\\""),
        QuotingCase("\\\"", "\"\\\\\\\"\""),
        QuotingCase("\\N", "\"\\\\N\""),
        QuotingCase("line\nbreak", "\"line\\nbreak\""),
        QuotingCase("crlf\r\nline", "\"crlf\\nline\""),
        QuotingCase("cr\rline", "\"cr\\nline\""),
        QuotingCase("tab\there", "\"tab here\""),
        QuotingCase("bell\u{7}", "\"bell \""),
        QuotingCase("c1\u{85}\u{9F}", "\"c1  \""),
        QuotingCase("Ünïcode", "\"Ünïcode\""),
        QuotingCase("名前", "\"名前\""),
        QuotingCase("emoji 🎈", "\"emoji 🎈\""),
        QuotingCase("<script>alert(1)</script>", "\"<script>alert(1)</script>\""),
        QuotingCase("a:b", "\"a:b\""),
        QuotingCase("a-b", "\"a-b\""),
        QuotingCase("#E69F00", "\"#E69F00\""),
        QuotingCase("rounded,filled", "\"rounded,filled\""),
        QuotingCase("a;b}", "\"a;b}\""),
        QuotingCase("non\u{FFFE}char\u{FFFF}", "\"non\u{FFFD}char\u{FFFD}\""),
    ]

    @Test(arguments: cases)
    func quotes(_ testCase: QuotingCase) {
        #expect(DOT.quote(testCase.input) == testCase.expected)
    }

    /// Whatever goes in, the quoted form is one token: it starts and ends with a quote that no
    /// odd run of backslashes escapes, and holds no raw line break.
    @Test(arguments: cases.map(\.input) + ["\\\\\\", "\"\"\"", "\n\n", "x\\\n"])
    func quotedFormIsOneToken(_ input: String) {
        let quoted = DOT.quote(input)
        #expect(!quoted.contains("\n") && !quoted.contains("\r"))
        guard quoted.hasPrefix("\"") else { return }
        var escaped = false
        var closedAt: Int?
        for (offset, character) in quoted.dropFirst().enumerated() {
            if escaped {
                escaped = false
                continue
            }
            if character == "\\" {
                escaped = true
                continue
            }
            if character == "\"" {
                closedAt = offset
                break
            }
        }
        #expect(closedAt == quoted.count - 2, "the closing quote is the last character")
    }
}

@Suite("HTML-like label escaping")
struct HTMLEscapingTests {
    static let cases: [QuotingCase] = [
        QuotingCase("plain", "plain"),
        QuotingCase("a & b", "a &amp; b"),
        QuotingCase("<script>x</script>", "&lt;script&gt;x&lt;/script&gt;"),
        QuotingCase("say \"hi\"", "say &quot;hi&quot;"),
        QuotingCase("it's", "it&#39;s"),
        QuotingCase("&amp;", "&amp;amp;"),
        QuotingCase("line\nbreak", "line break"),
        QuotingCase("tab\tnul\u{0}del\u{7F}", "tab nul del "),
        QuotingCase("back\\slash", "back\\\\slash"),
        QuotingCase("Store \\N", "Store \\\\N"),
        QuotingCase("trailing\\", "trailing\\\\"),
        QuotingCase("Ünïcode 名前 🎈", "Ünïcode 名前 🎈"),
        QuotingCase("]>", "&#93;&gt;"),
        QuotingCase("]", "&#93;"),
        QuotingCase("a[0]]", "a[0&#93;&#93;"),
        QuotingCase("", ""),
        QuotingCase("\u{FFFE}x\u{FFFF}", "\u{FFFD}x\u{FFFD}"),
    ]

    @Test(arguments: cases)
    func escapes(_ testCase: QuotingCase) {
        #expect(HTMLLabel.escape(testCase.input) == testCase.expected)
        #expect(HTMLLabel.text(testCase.input).markup == testCase.expected)
    }

    @Test func attributeValuesAreEscapedToo() {
        let label = HTMLLabel.element("TD", ["TITLE": "a\"<b>"], [.text("x<y")])
        #expect(label.markup == "<TD TITLE=\"a&quot;&lt;b&gt;\">x&lt;y</TD>")
        #expect(DOTValue.html(label).dotText == "<<TD TITLE=\"a&quot;&lt;b&gt;\">x&lt;y</TD>>")
    }

    @Test(arguments: [
        ("&amp;", #""&amp;amp;""#), ("&lt;k&gt;", #""&amp;lt;k&amp;gt;""#), ("a & b", #""a &amp; b""#),
        ("plain", "plain"), (#"\N & "q""#, #""\\N &amp; \"q\"""#),
    ])
    func shownTextKeepsItsAmpersands(_ text: String, _ expected: String) {
        // Graphviz reads entities in plain labels, xlabels and tooltips; strings elsewhere are as written.
        #expect(DOTValue.text(text).dotText == expected)
        #expect(DOTValue.string("&amp;").dotText == #""&amp;""#)
    }

    @Test func textStylesAroundNoTextAreLeftOut() {
        // Graphviz refuses <B></B> and <FONT></FONT>, and then draws the node's id instead of its label.
        #expect(HTMLLabel.element("B", [:], [.text("")]).markup == "")
        #expect(HTMLLabel.element("FONT", ["POINT-SIZE": "10"], []).markup == "")
        #expect(HTMLLabel.element("TD", [:], [.element("B", [:], [.text("")])]).markup == "<TD></TD>")
        #expect(HTMLLabel.element("B", [:], [.text(" ")]).markup == "<B> </B>")
    }

    @Test func onlyVoidElementsCloseThemselves() {
        #expect(HTMLLabel.element("BR").markup == "<BR/>")
        #expect(HTMLLabel.element("TD", ["WIDTH": "8"]).markup == "<TD WIDTH=\"8\"></TD>")
    }
}

/// Shown text isolates a word holding a bidirectional control, in plain and HTML-like labels;
/// other text is unchanged.
@Test func shownTextIsolatesBidiControlsWordByWord() {
    #expect(DOTValue.text("a\u{202E}b: k changed").dotText == "\"\u{2068}a\u{202E}b:\u{202C}\u{2069} k changed\"")
    #expect(HTMLLabel.text("x \u{2067}y").markup == "x \u{2068}\u{2067}y\u{2069}\u{2069}")
    #expect(DOTValue.text("plain words").dotText == "\"plain words\"")
    #expect(HTMLLabel.text("مرحبا").markup == "مرحبا")
}
