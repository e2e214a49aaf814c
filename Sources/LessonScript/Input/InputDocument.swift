/// Everything read from one input: its name, its scenes, the warnings, and for a page its blocks.
public struct InputDocument: Sendable {
    /// Whether the input is a block, a page or a JSON scene.
    public var kind: InputKind
    /// What the input is called: a block's or scene's name, or the page's, which its blocks'
    /// names start with (see ``InputName``).
    public var name: String
    /// A page's title, its first `# ` heading; nil for other kinds or a page without one.
    public var title: String?
    /// The scenes in input order (a page's blocks without a tree have none).
    public var scenes: [Scene]
    /// Every warning, in input order.
    public var warnings: [Diagnostic]
    /// A page's measurement blocks with their output blocks; empty for other kinds.
    public var pageBlocks: [PageBlock]
    /// A page's text as it was read, every line ended by LF (as its blocks' line numbers count
    /// lines), for what is written from the page itself; nil for other kinds.
    public var pageText: String?

    /// Creates what was read from one input.
    /// - Parameters:
    ///   - kind: Whether the input is a block, a page or a JSON scene.
    ///   - name: What the input is called.
    ///   - title: A page's title, if it has one.
    ///   - scenes: The scenes, in input order.
    ///   - warnings: Every warning, in input order.
    ///   - pageBlocks: A page's measurement blocks.
    ///   - pageText: A page's text as it was read.
    public init(
        kind: InputKind, name: String, title: String? = nil, scenes: [Scene], warnings: [Diagnostic],
        pageBlocks: [PageBlock] = [], pageText: String? = nil
    ) {
        self.kind = kind
        self.name = name
        self.title = title
        self.scenes = scenes
        self.warnings = warnings
        self.pageBlocks = pageBlocks
        self.pageText = pageText
    }

    /// The same input under another name: a block or scene takes `name`, a page's K-th block `<name>-<K>`.
    public func renamed(_ name: String) -> InputDocument {
        var copy = self
        copy.name = name
        switch kind {
        case .page:
            copy.pageBlocks = pageBlocks.map { block in
                var block = block
                block.scene?.name = PageReader.blockName(page: name, index: block.index)
                return block
            }
            copy.scenes = copy.pageBlocks.compactMap(\.scene)
        case .block, .json:
            copy.scenes = scenes.map { scene in
                var scene = scene
                scene.name = name
                return scene
            }
        }
        return copy
    }
}
