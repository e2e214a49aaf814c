/// The text of DocC directives.
enum DocCDirective {
    /// `text` as a quoted directive argument, `"…"`, on one line. DocC keeps a backslash and the
    /// character after it as they are, and a `\"` does not end the argument: so a straight quote
    /// and a backslash are written as their full-width forms (＂ and ＼), which read the same, and
    /// every control character and line break as a space.
    static func quoted(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result.unicodeScalars.append("\u{FF02}")
            case "\\": result.unicodeScalars.append("\u{FF3C}")
            case _
            where scalar.properties.generalCategory == .control
                || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator:
                result.unicodeScalars.append(" ")
            default: result.unicodeScalars.append(scalar)
            }
        }
        return "\"\(result)\""
    }
}
