/// Text made safe for HTML and XML: the one escape for page text, SVG titles and flipbooks.
///
/// Graphviz's HTML-like labels have rules of their own (see `HTMLLabel`).
public enum HTMLText {
    /// Escapes text for an element's content or a quoted attribute value.
    ///
    /// `&`, `<`, `>`, `"` and `'` become references. Control characters other than tab and
    /// line feed, C1 controls, and U+FFFE and U+FFFF become U+FFFD: neither HTML nor XML allows
    /// them, so the result is also well-formed XML.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\u{FFFD}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
