import TriggerModel

/// A source drawn as its own node in the body (model object, environment, missing owner).
struct SourceNode: Hashable, Sendable {
    let id: String
    /// The source, a state owner given by its position in the union.
    let source: Source
}

/// A source → reader edge, shown only in the frames that recompute its reader through its key.
struct SourceEdge: Hashable, Sendable {
    /// What makes two frames' edges the same edge: where it starts and ends, its key, and
    /// whether it ranks (an edge that ranks and one that does not are laid out differently).
    struct Identity: Hashable, Sendable {
        let tail: String
        let reader: Int
        let key: String
        let ranks: Bool
    }

    /// The edge's synthetic name (its `key` attribute).
    let name: String
    let tail: String
    /// The reader's position in the union.
    let reader: Int
    /// The changed key, which is also the edge's label.
    let key: String
    /// The reader's cause in the first frame that draws the edge.
    let cause: Cause
    /// Whether the edge takes part in ranking. An off-rule edge from an owner view runs between
    /// views that are not ancestor and descendant; ranking it would push the reader out of its
    /// place in the tree.
    let ranks: Bool

    var identity: Identity { Identity(tail: tail, reader: reader, key: key, ranks: ranks) }
}

/// The union of everything any frame may show: the source nodes and source edges.
struct BodyParts: Sendable {
    var sourceNodes: [SourceNode] = []
    var sourceEdges: [SourceEdge] = []
    /// Index of each source's node in `sourceNodes`.
    var sourceNodeIndex: [Source: Int] = [:]
    /// Index of each edge in `sourceEdges`.
    var sourceEdgeIndex: [SourceEdge.Identity: Int] = [:]

    static func viewID(_ position: Int) -> String { "v\(position)" }
    static func treeEdgeName(_ child: Int) -> String { "t\(child)" }

    /// Collects the source nodes and source edges that the frames use, in first-use order.
    /// - Parameters:
    ///   - union: The views of every tree.
    ///   - trees: The trees, indexed as `union` indexes them.
    ///   - frames: Each change's tree and outcome, in order.
    init(union: UnionTree, trees: [ViewTree], frames: [(tree: Int, outcome: Outcome)]) {
        for (tree, outcome) in frames {
            let key = outcome.change.key
            guard let source = Self.source(of: key, tree: tree, trees: trees, union: union) else { continue }
            let tail = self.tail(of: source)
            for hit in outcome.recomputed where hit.cause != .local {
                let edge = SourceEdge(
                    name: "s\(sourceEdges.count)", tail: tail, reader: union.members[tree][hit.node],
                    key: key, cause: hit.cause, ranks: Self.ranks(source: source, cause: hit.cause)
                )
                guard sourceEdgeIndex[edge.identity] == nil else { continue }
                sourceEdgeIndex[edge.identity] = sourceEdges.count
                sourceEdges.append(edge)
            }
        }
    }

    /// The source of `key` in one tree, a state owner given by its union position.
    static func source(of key: String, tree: Int, trees: [ViewTree], union: UnionTree) -> Source? {
        switch Source.of(key, in: trees[tree]) {
        case .state(let owner)?: .state(owner: union.members[tree][owner])
        case let other: other
        }
    }

    /// Whether an edge from `source` to a reader with `cause` takes part in ranking.
    static func ranks(source: Source, cause: Cause) -> Bool {
        if case .state = source { return cause != .offRule }
        return true
    }

    /// The node a source's edges start from: the owner view, or the source's own node (made on first use).
    mutating func tail(of source: Source) -> String {
        if case .state(let owner) = source { return Self.viewID(owner) }
        if let index = sourceNodeIndex[source] { return sourceNodes[index].id }
        sourceNodeIndex[source] = sourceNodes.count
        sourceNodes.append(SourceNode(id: "src\(sourceNodes.count)", source: source))
        return sourceNodes[sourceNodes.count - 1].id
    }

    /// The node a source's edges start from, if the body has it.
    func existingTail(of source: Source) -> String? {
        if case .state(let owner) = source { return Self.viewID(owner) }
        return sourceNodeIndex[source].map { sourceNodes[$0].id }
    }
}
