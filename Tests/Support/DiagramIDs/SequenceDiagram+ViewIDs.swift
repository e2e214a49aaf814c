@testable import TriggerDiagram

extension SequenceDiagram {
    /// The body's node id of each view of tree `tree`, position for position: where the tests find
    /// a view in a frame's DOT, SVG or layout.
    public func viewIDs(ofTree tree: Int) -> [String] {
        union.members[tree].map(BodyParts.viewID)
    }
}
