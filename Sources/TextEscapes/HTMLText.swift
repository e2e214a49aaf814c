/// Text made safe for HTML and XML: the one escape for page text, SVG titles and flipbooks.
///
/// Graphviz's HTML-like labels have rules of their own (see `HTMLLabel`).
///
/// Names may hold bidirectional formatting characters (U+202A–U+202E, U+2066–U+2069): a
/// right-to-left override in a view name would reverse the rest of a text line, or of the page.
/// Each space-separated word that holds one is isolated — between FSI and PDI in attributes and
/// plain text (``escaped(_:)``), in a `<bdi>` element in HTML element content (``content(_:)``) —
/// with its embeddings and isolates balanced, so what a name does ends with the word.
public enum HTMLText {
    /// Escapes text for a quoted attribute value, or an element that holds only text
    /// (`<title>`, SVG `<title>` and `<desc>`).
    ///
    /// `&`, `<`, `>`, `"` and `'` become references. Control characters other than tab and
    /// line feed, C1 controls, and U+FFFE and U+FFFF become U+FFFD: neither HTML nor XML allows
    /// them, so the result is also well-formed XML. A word holding a bidirectional formatting
    /// character is isolated between U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE.
    public static func escaped(_ text: String) -> String {
        isolatingWords(text, open: "\u{2068}", close: "\u{2069}")
    }

    /// Escapes text for HTML element content (a caption, a heading, a paragraph): as
    /// ``escaped(_:)``, but a word holding a bidirectional formatting character is isolated in
    /// a `<bdi>` element.
    public static func content(_ text: String) -> String {
        isolatingWords(text, open: "<bdi>", close: "</bdi>")
    }

    /// Text for a writer that escapes on its own (Markdown, an XML serializer): unescaped, each
    /// word holding a bidirectional formatting character isolated between FSI and PDI.
    public static func isolatingBidi(_ text: String) -> String {
        // Nothing to isolate: the text as it is (what rebuilding it from its scalars would give).
        guard text.unicodeScalars.contains(where: isBidiControl) else { return text }
        return isolatingWords(text, open: "\u{2068}", close: "\u{2069}") { String($0) }
    }

    /// - Parameter escape: What each word becomes: by default ``escapedUTF8(_:)``.
    private static func isolatingWords(
        _ text: String, open: String, close: String, escape: (Substring) -> String = escapedUTF8
    ) -> String {
        // Printable ASCII, tabs and line feeds with no reference to make: no escape changes it.
        if text.isPrintableASCII(escaping: Array("&<>\"'".utf8), allowing: [0x09, 0x0A]) { return text }
        guard text.unicodeScalars.contains(where: isBidiControl) else { return escape(Substring(text)) }
        return text.split(separator: " ", omittingEmptySubsequences: false).map { word in
            guard word.unicodeScalars.contains(where: isBidiControl) else { return escape(word) }
            return open + escape(Substring(String(String.UnicodeScalarView(balanced(word.unicodeScalars))))) + close
        }.joined(separator: " ")
    }

    /// Whether a scalar opens or closes a bidirectional embedding, override or isolate.
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// The scalars with every embedding and isolate they open closed at their end, and every
    /// close that matches nothing opened within them dropped.
    private static func balanced(_ scalars: Substring.UnicodeScalarView) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        var open: [Unicode.Scalar] = []  // PDF or PDI, the close each open one needs
        for scalar in scalars {
            switch scalar.value {
            case 0x202A...0x202B, 0x202D...0x202E:  // LRE, RLE, LRO, RLO
                open.append("\u{202C}")
            case 0x2066...0x2068:  // LRI, RLI, FSI
                open.append("\u{2069}")
            case 0x202C:  // PDF closes the innermost embedding, not past an isolate
                guard open.last == "\u{202C}" else { continue }
                open.removeLast()
            case 0x2069:  // PDI closes the innermost isolate and every embedding inside it
                guard let isolate = open.lastIndex(of: "\u{2069}") else { continue }
                open.removeSubrange(isolate...)
            default:
                break
            }
            result.append(scalar)
        }
        return result + open.reversed()
    }

    /// The text escaped: `&`, `<`, `>`, `"` and `'` as references; control characters other than
    /// tab and line feed, C1 controls, and U+FFFE and U+FFFF as U+FFFD. Worked out on the UTF-8
    /// bytes: a C1 control is C2 80 to C2 9F, U+FFFE and U+FFFF are EF BF BE and EF BF BF.
    static func escapedUTF8(_ text: Substring) -> String {
        let replacement = Array("\u{FFFD}".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            index += 1
            switch byte {
            case UInt8(ascii: "&"): bytes += "&amp;".utf8
            case UInt8(ascii: "<"): bytes += "&lt;".utf8
            case UInt8(ascii: ">"): bytes += "&gt;".utf8
            case UInt8(ascii: "\""): bytes += "&quot;".utf8
            case UInt8(ascii: "'"): bytes += "&#39;".utf8
            case UInt8(ascii: "\n"), UInt8(ascii: "\t"): bytes.append(byte)
            case 0..<0x20, 0x7F: bytes += replacement
            case 0xC2 where index < utf8.count && (0x80...0x9F).contains(utf8[index]):
                index += 1
                bytes += replacement
            case 0xEF where index + 1 < utf8.count && utf8[index] == 0xBF && (0xBE...0xBF).contains(utf8[index + 1]):
                index += 2
                bytes += replacement
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
