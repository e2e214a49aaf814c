/// The containers a fence may stand in, short of a CommonMark parser: blockquotes, list items
/// and indentation, told from the start of each line.
enum FenceContainer {
    /// What a line holds inside its blockquote markers, list markers and indentation, with the
    /// kind of container and the 1-based byte column where it starts; nil for a line in none.
    static func contained(_ line: String) -> (container: String, column: Int, text: Substring)? {
        var text = Substring(line)
        var container: String?
        while true {
            let indent = text.prefix { $0 == " " || $0 == "\t" }
            let rest = text.dropFirst(indent.count)
            if rest.first == ">" {
                container = container ?? "in a blockquote"
                text = rest.dropFirst()
            } else if let marker = listMarker(rest) {
                container = container ?? "in a list item"
                text = rest.dropFirst(marker)
            } else {
                if indent.count >= 4 || indent.contains("\t") { container = container ?? "indented as code" }
                text = rest
                break
            }
        }
        guard let container else { return nil }
        return (container, line.utf8.count - text.utf8.count + 1, text)
    }

    /// The text of a line without its blockquote markers and leading spaces and tabs.
    static func bare(_ line: String) -> Substring {
        Substring(line).drop { $0 == " " || $0 == "\t" || $0 == ">" }
    }

    /// The length of a list marker and the space after it (`- `, `* `, `+ `, `1. `, `1) `), if
    /// the text starts with one.
    private static func listMarker(_ text: Substring) -> Int? {
        guard let first = text.first else { return nil }
        var length: Int
        if first == "-" || first == "*" || first == "+" {
            length = 1
        } else {
            let digits = text.prefix { $0.isASCII && $0.isNumber }
            guard (1...9).contains(digits.count), let after = text.dropFirst(digits.count).first,
                after == "." || after == ")"
            else { return nil }
            length = digits.count + 1
        }
        guard let space = text.dropFirst(length).first, space == " " || space == "\t" else { return nil }
        return length + 1
    }
}
