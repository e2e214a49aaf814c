import DOT
import TriggerModel

/// One change drawn over a laid-out body: what to set on it, and the text around it.
public struct Frame: Hashable, Sendable {
    /// The frame's position among the diagram's changes, from 0.
    public let index: Int
    /// The index of the tree the change runs over, among the diagram's trees.
    public let tree: Int
    /// The change drawn.
    public let change: Change
    /// What the change did to its tree.
    public let outcome: Outcome
    /// `<label>: <key> changed`.
    public let title: String
    /// The core's line for this change (for SVG `<title>`).
    public let textLine: String
    /// A sentence listing the recomputed views by cause and the skipped views (for SVG `<desc>`),
    /// then the views that enter or leave the tree in this frame, if any.
    public let description: String
    /// The views that are in this frame's tree but not in the previous frame's, in tree order.
    public let entering: [String]
    /// The views that were in the previous frame's tree but are not in this one's.
    public let leaving: [String]
    /// For each recomputed view, by node id, which of its label's key lines (from 0) holds the
    /// changed key: what an SVG frame marks inside the view's box.
    public let matchedKeyLines: [String: Int]
    /// Every per-frame attribute of every node and edge of the body, with this frame's value.
    /// Every frame touches the same (target, name) pairs. (The frame's title and legend, a
    /// graph of its own, come from ``SequenceDiagram/header(_:)``: a renderer makes them once.)
    public let updates: [AttributeUpdate]
}
