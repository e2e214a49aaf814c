/// A fenced code block of a Markdown page.
struct Fence {
    /// The info string after the opening fence (`swift`, or empty).
    let info: String
    /// The page line of the opening fence.
    let openLine: Int
    /// The page line of the closing fence (one past the end for a fence left open).
    let closeLine: Int
    let content: [String]

    /// Every fenced block of a page, in order. An unclosed fence runs to the end, as in CommonMark.
    static func all(in lines: [String]) -> [Fence] {
        var fences: [Fence] = []
        var index = 0
        while index < lines.count {
            guard let (marker, info) = opening(lines[index]) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < lines.count, !closes(lines[end], marker: marker) { end += 1 }
            fences.append(
                Fence(info: info, openLine: index + 1, closeLine: end + 1, content: Array(lines[(index + 1)..<end])))
            index = end + 1
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

    /// Whether this is a measurement block: a Swift fence whose first line begins with `// main.swift`.
    var isMeasurement: Bool {
        info.split(separator: " ").first == "swift" && content.first?.hasPrefix("// main.swift") == true
    }
}
