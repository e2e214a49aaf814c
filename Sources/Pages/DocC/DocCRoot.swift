import TextEscapes

/// The root article of a DocC catalog of lessons: the technology's title and its lessons in order.
public struct DocCRoot: Sendable {
    public var title: String
    /// The lessons' article names, in order.
    public var lessons: [String]

    public init(title: String, lessons: [String]) {
        self.title = title
        self.lessons = lessons
    }

    public var markdown: String {
        var lines = [
            "# \(MarkdownText.escaped(title))",
            "",
            "Every lesson, with a diagram of each change: which views it recomputes, and why.",
            "",
            "@Metadata {",
            "    @TechnologyRoot",
            "}",
            "",
            "## Topics",
            "",
            "### Lessons",
            "",
        ]
        lines += lessons.map { "- <doc:\($0)>" }
        return lines.joined(separator: "\n") + "\n"
    }
}
