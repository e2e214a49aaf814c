import TextEscapes

/// A figure of a DocC article: a resource of the catalog, named without its extension (DocC
/// finds `name.svg` or `name.png`, `name~dark…` in the dark and `name@2x.png` on dense screens),
/// its alt text, and the title of its tab.
public struct DocCFigure: Hashable, Sendable {
    public var resource: String
    public var alt: String
    /// The tab's title when the figures are grouped: the change's label.
    public var title: String

    public init(resource: String, alt: String, title: String) {
        self.resource = resource
        self.alt = alt
        self.title = title
    }

    /// `![alt](resource)`, the alt text escaped; the name as it is (a DocC resource name,
    /// letters, digits and `-`, not a URL).
    public var markdown: String {
        "![\(MarkdownText.escaped(alt))](\(resource))"
    }
}
