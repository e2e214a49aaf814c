import TextEscapes

/// A figure to paste into a course page: one frame's image, its alt text and its caption.
///
/// The image is referenced (`<img src>`, `![…](…)`), not inlined: a reference pastes into any
/// page and any Markdown renderer (most strip inline `<svg>` and `<style>`), stays one short
/// line, gets alt text the standard way, and cannot clash with the page's ids. The SVG's own
/// style still follows the reader's colour scheme inside an `<img>`.
public struct FigureSnippet: Hashable, Sendable {
    /// The image's path, relative to where the snippet is written (beside the frame: its file name).
    public var image: String
    /// The change's text line.
    public var alt: String
    public var caption: String
    /// The image's natural size in CSS pixels, when known: it keeps the page from jumping as it loads.
    public var size: ImageSize?
    /// The same frame drawn in the dark theme, shown instead under `prefers-color-scheme: dark`.
    public var darkImage: String?

    public init(image: String, alt: String, caption: String, size: ImageSize? = nil, darkImage: String? = nil) {
        self.image = image
        self.alt = alt
        self.caption = caption
        self.size = size
        self.darkImage = darkImage
    }

    /// The caption a frame's figure gets: the block's caption, then the frame's title.
    public static func caption(block: String?, title: String) -> String {
        guard let block, !block.isEmpty else { return title }
        return "\(block) — \(title)"
    }

    /// A `<figure>` with the image and a `<figcaption>`, ending in a line break. With a dark
    /// variant the image is a `<picture>` whose `<source>` takes over under a dark colour scheme.
    public var html: String {
        """
        <figure class="triggergraph-figure">
        \(picture(indent: "  "))
          <figcaption>\(HTMLText.content(caption))</figcaption>
        </figure>

        """
    }

    /// A Markdown image with the alt text, and the caption in emphasis on the next line. With a
    /// dark variant the image is the same `<picture>` as in ``html``, which GitHub, MkDocs and
    /// every CommonMark renderer that passes HTML through show in the reader's colour scheme.
    public var markdown: String {
        let caption = "*\(MarkdownText.escaped(self.caption))*\n"
        guard darkImage != nil else {
            return "![\(MarkdownText.escaped(alt))](\(RelativeURL.encoded(image)))\n" + caption
        }
        return picture(indent: "") + "\n\n" + caption
    }

    /// The `<img>`, inside a `<picture>` when there is a dark variant.
    private func picture(indent: String) -> String {
        let size = size.map { " width=\"\($0.width)\" height=\"\($0.height)\"" } ?? ""
        let image =
            "<img src=\"\(HTMLText.escaped(RelativeURL.encoded(image)))\" alt=\"\(HTMLText.escaped(alt))\"\(size)"
            + " style=\"max-width: 100%; height: auto;\" />"
        guard let darkImage else { return indent + image }
        return [
            "<picture>",
            "  <source srcset=\"\(HTMLText.escaped(RelativeURL.encoded(darkImage)))\" media=\"(prefers-color-scheme: dark)\" />",
            "  " + image,
            "</picture>",
        ].map { indent + $0 }.joined(separator: "\n")
    }
}
