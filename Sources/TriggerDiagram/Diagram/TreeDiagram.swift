import TriggerModel

/// One tree and all its changes as Graphviz input: one body laid out once, and per change
/// a frame of attribute updates plus a small header with the frame's text.
public struct TreeDiagram: Sendable {
    public let tree: ViewTree
    public let changes: [Change]
    public let theme: Theme
    /// The outcome of each change, in order.
    public let outcomes: [Outcome]
    /// The union of everything any frame may show, with every per-frame attribute declared as
    /// a default; lay it out once. Its own values show no change: every view skipped, every
    /// source hidden.
    public let body: DOTGraph

    let parts: BodyParts

    /// Builds the body for a tree and all its changes.
    /// - Parameters:
    ///   - tree: The views and storage.
    ///   - changes: Every change shown over this tree, in order; one frame each.
    ///   - theme: Background and neutral colours; cause colours are the same in every theme.
    public init(tree: ViewTree, changes: [Change], theme: Theme = .light) {
        self.tree = tree
        self.changes = changes
        self.theme = theme
        let outcomes = changes.map(tree.apply)
        self.outcomes = outcomes
        let parts = BodyParts(tree: tree, outcomes: outcomes)
        self.parts = parts
        self.body = Self.layoutGraph(tree: tree, parts: parts, theme: theme)
            .applying(Self.updates(tree: tree, parts: parts, theme: theme, outcome: nil))
    }

    /// How many frames there are: one per change.
    public var frameCount: Int { changes.count }

    /// Every frame, in order.
    public var frames: [Frame] { changes.indices.map(frame) }
}
