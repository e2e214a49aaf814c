import TriggerModel

/// A source drawn as its own node in the body (model object, environment, missing owner).
struct SourceNode: Hashable, Sendable {
    let id: String
    let source: Source
}

/// A source → reader edge, shown only in the frames of its key.
struct SourceEdge: Hashable, Sendable {
    /// The edge's synthetic name (its `key` attribute).
    let name: String
    let tail: String
    let reader: Int
    /// The changed key, which is also the edge's label.
    let key: String
    let cause: Cause
    /// Whether the edge takes part in ranking. An off-rule edge from an owner view runs between
    /// views that are not ancestor and descendant; ranking it would push the reader out of its
    /// place in the tree.
    let ranks: Bool
}

/// The union of everything any frame of one tree may show.
struct BodyParts: Sendable {
    var sourceNodes: [SourceNode] = []
    var sourceEdges: [SourceEdge] = []
    /// Index of each source's node in `sourceNodes`.
    var sourceNodeIndex: [Source: Int] = [:]

    static func viewID(_ position: Int) -> String { "v\(position)" }
    static func treeEdgeName(_ child: Int) -> String { "t\(child)" }

    /// Collects the source nodes and source edges that the outcomes use, in first-use order.
    init(tree: ViewTree, outcomes: [Outcome]) {
        var seenEdges = Set<String>()
        for outcome in outcomes {
            let key = outcome.change.key
            guard let source = Source.of(key, in: tree) else { continue }
            let tail: String
            let fromView: Bool
            switch source {
            case .state(let owner):
                tail = Self.viewID(owner)
                fromView = true
            default:
                fromView = false
                if sourceNodeIndex[source] == nil {
                    sourceNodeIndex[source] = sourceNodes.count
                    sourceNodes.append(SourceNode(id: "src\(sourceNodes.count)", source: source))
                }
                tail = sourceNodes[sourceNodeIndex[source]!].id
            }
            for hit in outcome.recomputed where hit.cause != .local {
                guard seenEdges.insert("\(hit.node)\u{0}\(key)").inserted else { continue }
                sourceEdges.append(SourceEdge(
                    name: "s\(sourceEdges.count)", tail: tail, reader: hit.node,
                    key: key, cause: hit.cause,
                    ranks: !(fromView && hit.cause == .offRule)
                ))
            }
        }
    }
}
