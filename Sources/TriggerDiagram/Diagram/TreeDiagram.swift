import DOT
import TriggerModel

/// One tree and all its changes as Graphviz input: one body laid out once, and per change
/// a frame of attribute updates plus a small header with the frame's text.
///
/// The ``SequenceDiagram`` of a block with one tree.
public struct TreeDiagram: Sendable {
    /// The tree drawn.
    public let tree: ViewTree
    /// Every change shown over the tree, in order; one frame each.
    public let changes: [Change]
    /// The same diagram as a sequence over one tree.
    public let sequence: SequenceDiagram

    /// Builds the body for a tree and all its changes.
    /// - Parameters:
    ///   - tree: The views and storage.
    ///   - changes: Every change shown over this tree, in order; one frame each.
    ///   - theme: Background and neutral colours; cause colours are the same in every theme.
    public init(tree: ViewTree, changes: [Change], theme: Theme = .light) {
        self.tree = tree
        self.changes = changes
        self.sequence = SequenceDiagram(
            trees: [tree], changes: changes.map { TreeChange(tree: 0, change: $0) }, theme: theme)
    }

    /// The colours of the page the diagram sits on.
    public var theme: Theme { sequence.theme }
    /// The outcome of each change, in order.
    public var outcomes: [Outcome] { sequence.outcomes }
    /// The union of everything any frame may show, with every per-frame attribute declared as
    /// a default; lay it out once. Its own values show no change: every view skipped, every
    /// source hidden.
    public var body: DOTGraph { sequence.body }
    var parts: BodyParts { sequence.parts }

    /// How many frames there are: one per change.
    public var frameCount: Int { changes.count }

    /// Every frame, in order.
    public var frames: [Frame] { sequence.frames }

    /// The frame for the change at `index`.
    /// - Precondition: `index` is a valid index of `changes`.
    public func frame(_ index: Int) -> Frame { sequence.frame(index) }

    /// The title and legend of the frame for the change at `index`.
    /// - Precondition: `index` is a valid index of `changes`.
    public func header(_ index: Int) -> DOTGraph { sequence.header(index) }

    /// One complete graph for a frame: the body with the frame's values written in, and the
    /// title and legend as the graph's label on top. What `triggergraph dot` prints; `dot -Tsvg` takes it.
    /// - Parameter index: The frame's index among `changes`.
    /// - Returns: A graph whose layout matches the body's (hidden sources stay, invisible).
    public func standaloneDOT(frame index: Int) -> DOTGraph { sequence.standaloneDOT(frame: index) }

    /// The standalone graph for the first frame of `change`, or `nil` if the diagram has no such change.
    public func standaloneDOT(for change: Change) -> DOTGraph? {
        changes.firstIndex(of: change).map { standaloneDOT(frame: $0) }
    }
}
