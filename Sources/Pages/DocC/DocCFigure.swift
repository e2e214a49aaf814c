import TextEscapes

/// A figure of a DocC article: a resource of the catalog, named without its extension (DocC
/// finds `name.svg` or `name.png`, `name~dark…` in the dark and `name@2x.png` on dense screens),
/// its alt text, and the title of its tab.
public struct DocCFigure: Hashable, Sendable {
    /// The resource's name without extension, density or variant: `09-local-state-1-01-tapped`.
    public var resource: String
    /// The alt text: the change's text line.
    public var alt: String
    /// The tab's title when the figures are grouped: the change's label.
    public var title: String

    /// A figure of `resource`, read as `alt`, in a tab titled `title`.
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
