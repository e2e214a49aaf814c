import Pages
import Testing

/// A right-to-left override in a view name reverses nothing after the name: figures and the
/// preview isolate it, with FSI…PDI in attributes and Markdown, and `<bdi>` in element content.
@Suite struct BidiTests {
    static let line = "tap: k changed | recomputed Evil\u{202E}Name local | skipped A,B"

    @Test func figureSnippetIsolatesTheName() {
        let snippet = FigureSnippet(image: "01-tap.svg", alt: Self.line, caption: "cap\u{202E}tion — tap: k changed")
        #expect(
            snippet.html.contains(
                "alt=\"tap: k changed | recomputed \u{2068}Evil\u{202E}Name\u{202C}\u{2069} local | skipped A,B\""),
            "\(snippet.html)")
        #expect(
            snippet.html.contains("<figcaption><bdi>cap\u{202E}tion\u{202C}</bdi> — tap: k changed</figcaption>"),
            "\(snippet.html)")
        #expect(
            snippet.markdown.contains("recomputed \u{2068}Evil\u{202E}Name\u{202C}\u{2069} local"),
            "\(snippet.markdown)")
    }

    @Test func previewIsolatesTheTextLineAndTheCaption() {
        let page = PreviewPage(
            title: "p\u{202E}.md", scheme: .adaptive,
            blocks: [
                PreviewBlock(
                    index: 1, caption: "a \u{202E}caption",
                    frames: [
                        PreviewFrame(number: 1, textLine: Self.line, svg: "<svg/>", links: [])
                    ])
            ])
        #expect(
            page.html.contains(
                "<code class=\"text-line\">tap: k changed | recomputed <bdi>Evil\u{202E}Name\u{202C}</bdi> local"))
        #expect(page.html.contains("a <bdi>\u{202E}caption\u{202C}</bdi></h2>"), "\(page.html)")
        #expect(page.html.contains("<title>\u{2068}p\u{202E}.md\u{202C}\u{2069} — TriggerGraph preview</title>"))
        #expect(page.html.contains("<h1><bdi>p\u{202E}.md\u{202C}</bdi></h1>"))
    }
}
