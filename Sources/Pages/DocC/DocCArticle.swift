import TextEscapes

/// A lesson page as a DocC article: the page's own Markdown, and after each measurement block's
/// printed output the figures of its changes, as DocC image references.
public struct DocCArticle: Sendable {
    /// The page's Markdown, every line ended by LF, as the figures' line numbers count lines.
    public var page: String
    /// The article's title when the page has no `# ` heading (DocC needs one).
    public var fallbackTitle: String
    /// Each block's figures, by the page line after which they go: a block's output block's
    /// closing fence, or the block's own where it shows no output.
    public var figures: [Int: [DocCBlockFigures]]
    /// How each block's figures are laid out.
    public var layout: DocCBlockFigures.Layout

    /// An article of `page` with `figures` inserted after their lines, laid out as `layout`.
    public init(
        page: String, fallbackTitle: String, figures: [Int: [DocCBlockFigures]],
        layout: DocCBlockFigures.Layout = .tabs
    ) {
        self.page = page
        self.fallbackTitle = fallbackTitle
        self.figures = figures
        self.layout = layout
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
            if let blocks = figures[offset + 1] { result += blocks.flatMap { $0.lines(layout) } }
        }
        // A fence left open runs to the end: its figures go after the page.
        for (line, blocks) in figures.sorted(by: { $0.key < $1.key }) where line > last {
            result += blocks.flatMap { $0.lines(layout) }
        }
        return result.joined(separator: "\n") + "\n"
    }
}
