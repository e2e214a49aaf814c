import DOT
import TriggerModel

/// A block's changes, in order, over all the trees they run on: one body laid out once for the
/// whole sequence, so a view keeps its place from the first frame to the last.
///
/// The body is the union of the trees the changes use. A view is the same view wherever its name
/// appears (its label lists every key it reads in any of them); parent → child edges and sources
/// are the union of every tree's. A frame hides what its own tree lacks, so the views that stay
/// never move. A view that enters the tree (in this frame's tree, not the previous frame's) gets
/// an outline of its own; one that leaves is drawn once more as a faint ghost. A block with one
/// tree is the case ``init(tree:changes:theme:)`` builds.
public struct SequenceDiagram: Sendable {
    /// The block's trees, indexed by ``TreeChange/tree``; those no change uses are left out of the body.
    public let trees: [ViewTree]
    /// The names the block binds its trees to, index for index (`beforePush`); empty when not
    /// known. With two or more, every frame names the tree its change is made on
    /// (``treeLine(_:)``).
    public let treeNames: [String]
    /// The block's changes, in order, each with the tree it runs on.
    public let changes: [TreeChange]
    /// The colours of the page the diagram sits on.
    public let theme: Theme
    /// The outcome of each change over its tree, in order.
    public let outcomes: [Outcome]
    /// The union of everything any frame may show, with every per-frame attribute declared as
    /// a default; lay it out once. Its own values show no change: every view skipped, every
    /// source hidden.
    public let body: DOTGraph

    let union: UnionTree
    let parts: BodyParts
    /// What every frame's legend lists.
    let legendEntries: Legend.Entries

    /// Builds the body for a block's trees and changes.
    /// - Parameters:
    ///   - trees: The block's trees.
    ///   - changes: Every change, in order, each naming its tree; one frame each.
    ///   - theme: Background and neutral colours; cause colours are the same in every theme.
    ///   - treeNames: The names the block binds its trees to, one a tree; none when not known.
    /// - Precondition: Every change names an index of `trees`; `treeNames` is empty or names every tree.
    public init(trees: [ViewTree], changes: [TreeChange], theme: Theme = .light, treeNames: [String] = []) {
        precondition(changes.allSatisfy { trees.indices.contains($0.tree) }, "a change names no tree of the diagram")
        precondition(treeNames.isEmpty || treeNames.count == trees.count, "a tree name for every tree, or none")
        self.trees = trees
        self.treeNames = treeNames
        self.changes = changes
        self.theme = theme
        let outcomes = changes.map { trees[$0.tree].apply($0.change) }
        self.outcomes = outcomes
        let union = UnionTree(trees, using: Set(changes.map(\.tree)))
        self.union = union
        let parts = BodyParts(union: union, trees: trees, frames: zip(changes, outcomes).map { ($0.tree, $1) })
        self.parts = parts
        let transitions = changes.indices.dropFirst().map { index in
            FrameState(
                tree: changes[index].tree, outcome: outcomes[index], source: nil, previousTree: changes[index - 1].tree)
        }
        let seen = Set(outcomes.flatMap { $0.recomputed.map(\.cause) })
        self.legendEntries = Legend.Entries(
            causes: Cause.allCases.filter(seen.contains),
            entering: transitions.contains { !$0.entering(in: union).isEmpty },
            leaving: transitions.contains { !$0.leaving(in: union).isEmpty },
            marks: Self.marks(
                parts: parts,
                sources: changes.map { change in
                    BodyParts.source(of: change.change.key, tree: change.tree, trees: trees, union: union)
                })
        )
        self.body = Self.layoutGraph(union: union, parts: parts, theme: theme)
            .applying(Self.updates(union: union, trees: trees, parts: parts, theme: theme, state: nil))
    }

    /// Builds the body for one tree and all its changes: every change runs on `tree`.
    /// - Parameters:
    ///   - tree: The views and storage.
    ///   - changes: Every change shown over the tree, in order; one frame each.
    ///   - theme: Background and neutral colours; cause colours are the same in every theme.
    public init(tree: ViewTree, changes: [Change], theme: Theme = .light) {
        self.init(trees: [tree], changes: changes.map { TreeChange(tree: 0, change: $0) }, theme: theme)
    }

    /// The shapes the legend explains: the environment's ellipse and a model object's cylinder
    /// when the body draws them, a state owner's thick border when a change's key is a view's
    /// state, and the dashed outline of a source drawn in a frame whose change it is not the
    /// source of.
    static func marks(parts: BodyParts, sources: [Source?]) -> [Legend.Mark] {
        var marks: [Legend.Mark] = []
        if parts.sourceNodes.contains(where: { $0.source == .environment }) { marks.append(.environment) }
        if parts.sourceNodes.contains(where: { if case .model = $0.source { true } else { false } }) {
            marks.append(.model)
        }
        if sources.contains(where: { $0?.isState ?? false }) { marks.append(.stateOwner) }
        if parts.sourceNodes.contains(where: { node in sources.contains { $0 != node.source } }) {
            marks.append(.inactiveSource)
        }
        return marks
    }

    /// How many frames there are: one per change.
    public var frameCount: Int { changes.count }

    /// Every frame, in order.
    public var frames: [Frame] { changes.indices.map(frame) }
}
