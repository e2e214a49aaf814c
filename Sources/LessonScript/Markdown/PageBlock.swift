/// A measurement block of a lesson page, and the printed output shown right after it.
public struct PageBlock: Sendable {
    /// K: the block's 1-based position among the page's measurement blocks.
    public var index: Int
    /// The page line of the block's first line (`// main.swift — …`).
    public var line: Int
    public var caption: String?
    /// The block's scene; nil when it has no tree.
    public var scene: Scene?
    public var warnings: [Diagnostic]
    /// The unlabelled fenced block right after this one, line by line; nil if there is none.
    public var output: [OutputLine]?
    /// The page line of the output block's closing fence (one past the page for a fence left open).
    public var outputEnd: Int?
    /// The page line of the block's own closing fence (one past the page for a fence left open).
    public var end: Int?

    public init(
        index: Int, line: Int, caption: String?, scene: Scene?, warnings: [Diagnostic], output: [OutputLine]?,
        outputEnd: Int? = nil, end: Int? = nil
    ) {
        self.index = index
        self.line = line
        self.caption = caption
        self.scene = scene
        self.warnings = warnings
        self.output = output
        self.outputEnd = outputEnd
        self.end = end
    }
}

/// One line of a page's output block, with its page line number.
public struct OutputLine: Hashable, Sendable {
    public var line: Int
    public var text: String

    public init(line: Int, text: String) {
        self.line = line
        self.text = text
    }
}
