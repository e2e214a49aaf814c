/// A measurement block of a lesson page, and the printed output shown right after it.
public struct PageBlock: Sendable {
    /// K: the block's 1-based position among the page's measurement blocks.
    public var index: Int
    /// The page line of the block's first line (`// main.swift — …`).
    public var line: Int
    /// The block's caption: the text after `// main.swift — `, if any.
    public var caption: String?
    /// The block's scene; nil when it has no tree.
    public var scene: Scene?
    /// The block read as one that measures the Observation module; nil for any other block.
    public var observation: ObservationBlock?
    /// The warnings about the block, in block order.
    public var warnings: [Diagnostic]
    /// The unlabelled fenced block right after this one, line by line; nil if there is none.
    public var output: [OutputLine]?
    /// The page line of the output block's closing fence (one past the page for a fence left open).
    public var outputEnd: Int?
    /// The page line of the block's own closing fence (one past the page for a fence left open).
    public var end: Int?

    /// Creates a measurement block.
    /// - Parameters:
    ///   - index: The block's 1-based position among the page's measurement blocks.
    ///   - line: The page line of the block's first line.
    ///   - caption: The block's caption, if any.
    ///   - scene: The block's scene, or `nil` when it has no tree.
    ///   - observation: The block read as an Observation block, if it is one.
    ///   - warnings: The warnings about the block.
    ///   - output: The output block after it, line by line, if there is one.
    ///   - outputEnd: The page line of the output block's closing fence.
    ///   - end: The page line of the block's own closing fence.
    public init(
        index: Int, line: Int, caption: String?, scene: Scene?, observation: ObservationBlock? = nil,
        warnings: [Diagnostic], output: [OutputLine]?, outputEnd: Int? = nil, end: Int? = nil
    ) {
        self.index = index
        self.line = line
        self.caption = caption
        self.scene = scene
        self.observation = observation
        self.warnings = warnings
        self.output = output
        self.outputEnd = outputEnd
        self.end = end
    }
}

/// One line of a page's output block, with its page line number.
public struct OutputLine: Hashable, Sendable {
    /// The page line number.
    public var line: Int
    /// The line's text, without its line end.
    public var text: String

    /// Creates an output line.
    /// - Parameters:
    ///   - line: The page line number.
    ///   - text: The line's text.
    public init(line: Int, text: String) {
        self.line = line
        self.text = text
    }
}
