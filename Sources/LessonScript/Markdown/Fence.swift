/// A fenced code block of a Markdown page.
struct Fence {
    /// The info string after the opening fence (`swift`, or empty).
    let info: String
    /// The page line of the opening fence.
    let openLine: Int
    /// The page line of the closing fence (one past the end for a fence left open).
    let closeLine: Int
    /// The lines between the fences: as written for a fence at the top level, without their
    /// blockquote markers and indentation for one in a container.
    let content: [String]
    /// Where the fence stands when not at the top level of the page (`in a blockquote`, `in a
    /// list item`, `indented as code`), and the 1-based byte column of its marker.
    var container: (kind: String, column: Int)? = nil

    /// Every fenced block of a page, in order. An unclosed fence runs to the end, as in CommonMark.
    ///
    /// A fence in a blockquote or a list item (or indented as code) is found too, with its
    /// closing fence, so that its lines are never taken for the page's own; it is not a
    /// measurement block (``isUnreadMeasurement`` says when it looks like one).
    static func all(in lines: PageLines) -> [Fence] {
        var fences: [Fence] = []
        var index = 0
        while index < lines.count {
            if let (marker, info) = opening(lines[index]) {
                var end = index + 1
                while end < lines.count, !closes(lines[end], marker: marker) { end += 1 }
                fences.append(
                    Fence(info: info, openLine: index + 1, closeLine: end + 1, content: Array(lines[(index + 1)..<end]))
                )
                index = end + 1
            } else if let (container, column, text) = FenceContainer.contained(lines[index]),
                let (marker, info) = opening(String(text))
            {
                var end = index + 1
                while end < lines.count, !closes(String(FenceContainer.bare(lines[end])), marker: marker) { end += 1 }
                fences.append(
                    Fence(
                        info: info, openLine: index + 1, closeLine: end + 1,
                        content: lines[(index + 1)..<end].map { String(FenceContainer.bare($0)) },
                        container: (container, column)))
                index = end + 1
            } else {
                index += 1
            }
        }
        return fences
    }

    /// The fence marker and info string if the line opens a fence (up to three spaces of indent).
    private static func opening(_ line: String) -> (String, String)? {
        let body = line.drop { $0 == " " }
        guard line.count - body.count <= 3, let first = body.first, first == "`" || first == "~" else { return nil }
        let marker = body.prefix { $0 == first }
        guard marker.count >= 3 else { return nil }
        return (String(marker), body.dropFirst(marker.count).trimmingSpaces)
    }

    private static func closes(_ line: String, marker: String) -> Bool {
        let body = line.drop { $0 == " " }.trimmingSpaces
        return body.count >= marker.count && body.allSatisfy { $0 == marker.first }
    }

    /// Whether this is a Swift fence whose first line begins with `// main.swift`.
    private var looksLikeMeasurement: Bool {
        info.split(separator: " ").first == "swift"
            && content.first?.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("// main.swift") == true
    }

    /// Whether this is a measurement block: a Swift fence at the top level of the page whose
    /// first line begins with `// main.swift`.
    var isMeasurement: Bool {
        container == nil && looksLikeMeasurement && content.first?.hasPrefix("// main.swift") == true
    }

    /// Whether this looks like a measurement block but is not read as one: it stands in a
    /// blockquote or a list item, or its first line is indented.
    var isUnreadMeasurement: Bool { looksLikeMeasurement && !isMeasurement }
}
