import TextEscapes

/// A lesson page as a DocC article: the page's own Markdown, and after each measurement block's
/// printed output the figures of its changes, as DocC image references.
public struct DocCArticle: Sendable {
    /// A figure: a resource of the catalog, named without its extension (DocC finds `name.svg`
    /// and its dark variant `name~dark.svg`), and its alt text.
    public struct Figure: Hashable, Sendable {
        public var resource: String
        public var alt: String

        public init(resource: String, alt: String) {
            self.resource = resource
            self.alt = alt
        }

        /// `![alt](resource)`, the alt text escaped; the name as it is (a DocC resource name,
        /// letters, digits and `-`, not a URL).
        public var markdown: String {
            "![\(MarkdownText.escaped(alt))](\(resource))"
        }
    }

    /// The page's Markdown, every line ended by LF, as the figures' line numbers count lines.
    public var page: String
    /// The article's title when the page has no `# ` heading (DocC needs one).
    public var fallbackTitle: String
    /// The figures to insert, by the page line after which they go: a block's output block's
    /// closing fence, or the block's own where it shows no output.
    public var figures: [Int: [Figure]]

    public init(page: String, fallbackTitle: String, figures: [Int: [Figure]]) {
        self.page = page
        self.fallbackTitle = fallbackTitle
        self.figures = figures
    }

    /// The article's Markdown: the page line for line, a blank line and the figures after each
    /// place, and a title first if the page has none.
    public func markdown(hasTitle: Bool) -> String {
        var lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var result: [String] = hasTitle ? [] : ["# \(MarkdownText.escaped(fallbackTitle))", ""]
        let last = lines.count
        for (offset, line) in lines.enumerated() {
            result.append(line)
            if let figures = figures[offset + 1] { result += Self.block(figures) }
        }
        // A fence left open runs to the end: its figures go after the page.
        for (line, figures) in figures.sorted(by: { $0.key < $1.key }) where line > last {
            result += Self.block(figures)
        }
        return result.joined(separator: "\n") + "\n"
    }

    private static func block(_ figures: [Figure]) -> [String] {
        figures.flatMap { ["", $0.markdown] } + [""]
    }
}

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
