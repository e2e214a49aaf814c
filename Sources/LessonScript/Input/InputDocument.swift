/// Everything read from one input: its name, its scenes, the warnings, and for a page its blocks.
///
/// A page's scenes are kept once, in its blocks (``pageBlocks``); ``scenes`` reads them from there.
public struct InputDocument: Sendable {
    /// Whether the input is a block, a page or a JSON scene.
    public let kind: InputKind
    /// What the input is called: a block's or scene's name, or the page's, which its blocks'
    /// names start with (see ``InputName``).
    public var name: String
    /// A page's title, its first `# ` heading; nil for other kinds or a page without one.
    public var title: String?
    /// Every warning, in input order.
    public var warnings: [Diagnostic]
    /// A page's measurement blocks with their output blocks, each with its scene; empty for other kinds.
    public var pageBlocks: [PageBlock]
    /// A page's text as it was read, every line ended by LF (as its blocks' line numbers count
    /// lines), for what is written from the page itself; nil for other kinds.
    public var pageText: String?
    /// A block's or JSON scene's scene; nil for a block without a tree, and for a page.
    private var scene: Scene?
    /// A block that measures the Observation module, read as one; nil for any other input.
    public private(set) var observation: ObservationBlock?

    /// The scenes in input order: a block's or JSON scene's one scene, or the scenes of a page's
    /// blocks (a block without a tree has none).
    public var scenes: [Scene] {
        kind == .page ? pageBlocks.compactMap(\.scene) : scene.map { [$0] } ?? []
    }

    /// Creates what was read from a block or a JSON scene.
    /// - Parameters:
    ///   - kind: Whether the input is a block or a JSON scene.
    ///   - name: What the input is called.
    ///   - scene: The scene; nil for a block without a tree.
    ///   - observation: The block read as an Observation block, if it is one.
    ///   - warnings: Every warning, in input order.
    /// - Precondition: `kind` is not `.page`.
    public init(
        kind: InputKind, name: String, scene: Scene?, observation: ObservationBlock? = nil, warnings: [Diagnostic]
    ) {
        precondition(kind != .page, "a page's scenes are its blocks'")
        self.kind = kind
        self.name = name
        self.scene = scene
        self.observation = observation
        self.warnings = warnings
        self.pageBlocks = []
    }

    /// Creates what was read from a lesson page.
    /// - Parameters:
    ///   - name: What the page is called; its blocks' names start with it.
    ///   - title: The page's title, if it has one.
    ///   - blocks: The page's measurement blocks, each with its scene.
    ///   - warnings: Every warning, in page order.
    ///   - text: The page's text as it was read, every line ended by LF.
    public init(pageNamed name: String, title: String?, blocks: [PageBlock], warnings: [Diagnostic], text: String) {
        self.kind = .page
        self.name = name
        self.title = title
        self.warnings = warnings
        self.pageBlocks = blocks
        self.pageText = text
    }

    /// The same input under another name: a block or scene takes `name`, a page's K-th block `<name>-<K>`.
    public func renamed(_ name: String) -> InputDocument {
        var copy = self
        copy.name = name
        switch kind {
        case .page:
            for position in copy.pageBlocks.indices {
                let index = copy.pageBlocks[position].index
                copy.pageBlocks[position].scene?.name = PageReader.blockName(page: name, index: index)
            }
        case .block, .json:
            copy.scene?.name = name
        }
        return copy
    }
}
