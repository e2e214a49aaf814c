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
    /// The figure's caption: the block's caption, then the change's title
    /// (``caption(block:title:)``).
    public var caption: String
    /// The image's natural size in CSS pixels, when known: it keeps the page from jumping as it loads.
    public var size: ImageSize?
    /// The same frame drawn in the dark theme, shown instead under `prefers-color-scheme: dark`.
    public var darkImage: String?
    /// For a bitmap: how many times its pixels each way the same frame is also drawn at, beside it
    /// as `<name>@<N>x.png` (and the dark variant's), listed with the image in a `srcset` so a
    /// high-density screen takes it; nil when there is no such image.
    public var denseScale: Int?

    /// Creates a figure.
    /// - Parameters:
    ///   - image: The image's path, relative to where the snippet is written.
    ///   - alt: The change's text line, as the image's alt text.
    ///   - caption: The figure's caption.
    ///   - size: The image's natural size in CSS pixels, when known.
    ///   - darkImage: The same frame in the dark theme, if drawn.
    ///   - denseScale: The scale of the high-density bitmap drawn beside the image, if any.
    public init(
        image: String, alt: String, caption: String, size: ImageSize? = nil, darkImage: String? = nil,
        denseScale: Int? = nil
    ) {
        self.image = image
        self.alt = alt
        self.caption = caption
        self.size = size
        self.darkImage = darkImage
        self.denseScale = denseScale
    }

    /// `image` drawn at ``denseScale``: `01-a.png` → `01-a@2x.png`.
    static func dense(_ image: String, scale: Int) -> String {
        guard let dot = image.lastIndex(of: ".") else { return image + "@\(scale)x" }
        return image[..<dot] + "@\(scale)x" + image[dot...]
    }

    /// A `srcset` listing `image` at 1x and, when there is one, its dense variant.
    private func sourceSet(_ image: String) -> String? {
        guard let denseScale, denseScale > 1 else { return nil }
        let dense = Self.dense(image, scale: denseScale)
        return "\(RelativeURL.encoded(image)) 1x, \(RelativeURL.encoded(dense)) \(denseScale)x"
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
        guard darkImage != nil || sourceSet(image) != nil else {
            return "![\(MarkdownText.escaped(alt))](\(RelativeURL.encoded(image)))\n" + caption
        }
        return picture(indent: "") + "\n\n" + caption
    }

    /// The `<img>`, inside a `<picture>` when there is a dark variant.
    private func picture(indent: String) -> String {
        let size = size.map { " width=\"\($0.width)\" height=\"\($0.height)\"" } ?? ""
        let sources = sourceSet(self.image).map { " srcset=\"\(HTMLText.escaped($0))\"" } ?? ""
        let image =
            "<img src=\"\(HTMLText.escaped(RelativeURL.encoded(image)))\"\(sources) alt=\"\(HTMLText.escaped(alt))\"\(size)"
            + " style=\"max-width: 100%; height: auto;\" />"
        guard let darkImage else { return indent + image }
        let darkSources = sourceSet(darkImage) ?? RelativeURL.encoded(darkImage)
        return [
            "<picture>",
            "  <source srcset=\"\(HTMLText.escaped(darkSources))\" media=\"(prefers-color-scheme: dark)\" />",
            "  " + image,
            "</picture>",
        ].map { indent + $0 }.joined(separator: "\n")
    }
}
