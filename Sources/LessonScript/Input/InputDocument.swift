/// Everything read from one input: its scenes, the warnings, and for a page its blocks.
public struct InputDocument: Sendable {
    public var kind: InputKind
    /// The scenes in input order (a page's blocks without a tree have none).
    public var scenes: [Scene]
    /// Every warning, in input order.
    public var warnings: [Diagnostic]
    /// A page's measurement blocks with their output blocks; empty for other kinds.
    public var pageBlocks: [PageBlock]

    public init(kind: InputKind, scenes: [Scene], warnings: [Diagnostic], pageBlocks: [PageBlock] = []) {
        self.kind = kind
        self.scenes = scenes
        self.warnings = warnings
        self.pageBlocks = pageBlocks
    }
}
