/// What a block's first line says after `// main.swift`.
enum CaptionLine: Equatable {
    /// A caption after a separator, and the 1-based UTF-8 column it starts at.
    case caption(String, column: Int)
    /// Text after `// main.swift` with no separator before it: not read as a caption.
    case unread(column: Int)

    static let marker = "// main.swift"
    /// What may stand between the marker and the caption, longest first.
    static let separators = ["—", "–", "--", "-", ":"]

    /// Reads the first line of a block, whose lines end in LF; nil when it does not start with
    /// `// main.swift` or has nothing after it.
    init?(_ source: String) {
        // Found by its byte: a line feed is a `Character` of its own (a control breaks graphemes
        // on both sides), and searching the bytes spares the grapheme breaking of every character.
        let firstLine = source[..<(source.utf8.firstIndex(of: UInt8(ascii: "\n")) ?? source.endIndex)]
        guard firstLine.hasPrefix(Self.marker) else { return nil }
        var rest = firstLine.dropFirst(Self.marker.count)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" || Self.separators.contains(where: rest.hasPrefix)
        else {
            return nil  // `// main.swiftly`: not the marker
        }
        rest = rest.drop { $0 == " " || $0 == "\t" }
        guard !rest.isEmpty else { return nil }
        let column = { (text: Substring) in firstLine.utf8.count - text.utf8.count + 1 }
        guard let separator = Self.separators.first(where: rest.hasPrefix) else {
            self = .unread(column: column(rest))
            return
        }
        let caption = rest.dropFirst(separator.count).drop { $0 == " " || $0 == "\t" }
        let text = caption.trimmingSpaces
        guard !text.isEmpty else { return nil }
        self = .caption(text, column: column(caption))
    }
}
