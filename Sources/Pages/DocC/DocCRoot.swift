import TextEscapes

/// The root article of a DocC catalog of lessons: the technology's title and its lessons in order.
public struct DocCRoot: Sendable {
    /// The technology's title, the catalog's first heading.
    public var title: String
    /// The lessons' article names, in order.
    public var lessons: [String]

    /// The root article titled `title` that lists `lessons`.
    public init(title: String, lessons: [String]) {
        self.title = title
        self.lessons = lessons
    }

    /// The article's Markdown: the title, one line on the lessons, `@TechnologyRoot`, and a topic
    /// group that links every lesson in order.
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
