import LessonScript

/// The preview of a lesson page: its measurement blocks in order, each with its caption and
/// its frames drawn inline, each frame with its text line and its files.
public struct PreviewPage: Sendable {
    /// How the page and its frames meet the reader's colour scheme.
    public enum Scheme: Sendable {
        /// Light frames that turn dark with the reader's scheme, on a page that does too.
        case adaptive
        /// Dark frames on a dark page, whatever the reader's scheme.
        case dark
    }

    /// The page's title (its `# ` heading, else its file name), shown as the preview's title.
    public var title: String
    /// How the page and its frames meet the reader's colour scheme.
    public var scheme: Scheme
    /// The page's measurement blocks, in order.
    public var blocks: [PreviewBlock]

    /// Creates a page preview.
    /// - Parameters:
    ///   - title: The page's title.
    ///   - scheme: How the page meets the reader's colour scheme.
    ///   - blocks: The page's measurement blocks, in order.
    public init(title: String, scheme: Scheme, blocks: [PreviewBlock]) {
        self.title = title
        self.scheme = scheme
        self.blocks = blocks
    }
}

/// One measurement block of the page.
public struct PreviewBlock: Sendable {
    /// K: the block's position among the page's measurement blocks.
    public var index: Int
    /// The block's caption, if it has one.
    public var caption: String?
    /// Why the block has no frames, when it has none.
    public var note: String?
    /// The block's frames, one per change, in order.
    public var frames: [PreviewFrame]
    /// The block's name, `<page>-<K>` made file-safe, as the run names its folder; nil when unknown.
    public var name: String?
    /// The error that keeps the block from being read or drawn, as printed; nil when there is none.
    public var error: String?
    /// Where the block's printed output block differs from what its model prints; empty when
    /// every printed line matches, or nothing was checked.
    public var stale: [OutputMismatch] = []

    /// What the page says of a block without a view tree.
    public static let noTreeNote = "This block has no view tree: nothing to draw."
    /// What the page says of a block whose tree is never changed.
    public static let noChangeNote = "This block changes nothing: nothing to draw."

    /// Creates a block of the preview.
    /// - Parameters:
    ///   - index: The block's position among the page's measurement blocks.
    ///   - caption: The block's caption, if any.
    ///   - note: Why the block has no frames, when it has none.
    ///   - frames: The block's frames, in order.
    ///   - name: The block's name, if known.
    ///   - error: The error that keeps it from being read or drawn, if any.
    public init(
        index: Int, caption: String?, note: String? = nil, frames: [PreviewFrame], name: String? = nil,
        error: String? = nil
    ) {
        self.index = index
        self.caption = caption
        self.note = note
        self.frames = frames
        self.name = name
        self.error = error
    }
}

/// One frame: a change drawn over its tree.
public struct PreviewFrame: Sendable {
    /// NN: the change's 1-based position in the block.
    public var number: Int
    /// The change's text line.
    public var textLine: String
    /// The frame's SVG, as the renderer made it for the web (every text in it already escaped,
    /// ids unique to the frame).
    public var svg: String
    /// The frame's files, relative to the preview page.
    public var links: [PreviewLink]

    /// Creates a frame of the preview.
    /// - Parameters:
    ///   - number: The change's 1-based position in the block.
    ///   - textLine: The change's text line.
    ///   - svg: The frame's SVG, as the renderer made it for the web.
    ///   - links: The frame's files, relative to the preview page (none for a frame not written).
    public init(number: Int, textLine: String, svg: String, links: [PreviewLink]) {
        self.number = number
        self.textLine = textLine
        self.svg = svg
        self.links = links
    }
}

/// A link to a file written beside a frame.
public struct PreviewLink: Hashable, Sendable {
    /// The link's text: `SVG` for the image, or the figure file's name after the frame's stem
    /// (`figure.html`, `figure.md`).
    public var label: String
    /// Relative to the preview page.
    public var path: String

    /// Creates a link.
    /// - Parameters:
    ///   - label: The link's text.
    ///   - path: The file's path, relative to the preview page.
    public init(label: String, path: String) {
        self.label = label
        self.path = path
    }
}
