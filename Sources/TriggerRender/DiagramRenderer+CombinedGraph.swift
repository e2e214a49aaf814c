import DOT
import Graphviz
import TriggerDiagram

extension DiagramRenderer {
    /// A group's combined graph, and what the frames drawn with it have changed in it.
    struct CombinedGraph {
        let group: Int
        let graph: LaidOutGraph
        let headers: [Int: PinnedHeader]
        /// The frame whose header it shows.
        var shown: Int?
        /// The frame updates applied last; a frame's updates have the same targets in the same
        /// order, so only the values that differ from these are sent again.
        var applied: [AttributeUpdate] = []
    }

    /// The updates of `next` whose value differs from the one `applied` set; all of `next` when
    /// the two lists do not have the same targets and names.
    static func changes(from applied: [AttributeUpdate], to next: [AttributeUpdate]) -> [AttributeUpdate] {
        guard applied.count == next.count else { return next }
        var changed: [AttributeUpdate] = []
        for (before, update) in zip(applied, next) {
            guard before.target == update.target, before.name == update.name else { return next }
            if before.value != update.value { changed.append(update) }
        }
        return changed
    }

    /// Where a combined graph's body comes from.
    enum Body {
        /// The body's own graph, laid out, which the one group of a diagram takes over.
        case laidOut(LaidOutGraph)
        /// The body as libgvc writes it in DOT, positions included, which every group reads again
        /// when there are several. (Each group's graph laid out again from the one before would
        /// move: `nop2` shifts a drawing whose headers reach left of the body.)
        case text(String)
    }

    /// The laid-out body with the headers of one group of frames, and of the extremes, pinned above it,
    /// and the key labels pinned over their views. The body's attributes, the header nodes and the
    /// key label nodes (drawn last, over the body) are added through cgraph.
    static func combinedGraph(
        group: Int, size: Int, header: (Int) -> DOTGraph, body: Body, attributes: DOTAttributes,
        geometries: [PinnedHeader.Geometry], placement: PinnedHeader.Placement, extremes: [Int],
        keyLabels: [DOTNode]
    ) throws(RenderError) -> CombinedGraph {
        let start = group * size
        let members = Array(start..<min(start + size, geometries.count))
        let indices = members + extremes.filter { !members.contains($0) }
        let headers = indices.map { (index: $0, graph: header($0), geometry: geometries[$0]) }
        let pinned = PinnedHeader.pin(headers, at: placement)
        let graph = try graphviz {
            switch body {
            case .laidOut(let laidOut):
                try LaidOutGraph(
                    takingOver: laidOut, engine: "nop2", graphAttributes: attributes, nodes: pinned.nodes + keyLabels)
            case .text(let dot):
                try LaidOutGraph(dot: dot, engine: "nop2", graphAttributes: attributes, nodes: pinned.nodes + keyLabels)
            }
        }
        return CombinedGraph(
            group: group, graph: graph, headers: Dictionary(uniqueKeysWithValues: zip(indices, pinned.pinned)))
    }
}
