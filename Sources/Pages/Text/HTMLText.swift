/// Text made safe for HTML and XML.
public enum HTMLText {
    /// Escapes text for an element's content or a quoted attribute value.
    ///
    /// `&`, `<`, `>`, `"` and `'` become references; control characters that neither HTML nor
    /// XML allows become U+FFFD, so the result is also well-formed XML.
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
            default:
                let forbidden = (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || scalar == "\r"
                    || (0x7F...0x9F).contains(scalar.value)
                if forbidden {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
