import TriggerModel

/// A source drawn as its own node in the body (model object, environment, missing owner).
struct SourceNode: Hashable, Sendable {
    let id: String
    /// The source, a state owner given by its position in the union.
    let source: Source
}

/// A source → reader edge, shown only in the frames that recompute its reader through its key.
/// Only where no tree path carries the change: from a model object (observed), from the
/// environment, and to an off-rule reader. A `parent` reader's path is drawn on the tree edges.
struct SourceEdge: Hashable, Sendable {
    /// What makes two frames' edges the same edge: where it starts and ends, and its key.
    struct Identity: Hashable, Sendable {
        let tail: String
        let reader: Int
        let key: String
    }

    /// The edge's synthetic name (its `key` attribute).
    let name: String
    let tail: String
    /// The reader's position in the union.
    let reader: Int
    /// The changed key.
    let key: String
    /// The reader's cause in the first frame that draws the edge.
    let cause: Cause
    /// Whether the edge holds its source in place: of each source node's edges only the one to its
    /// deepest reader, which keeps the source just below its readers; an off-rule edge from an
    /// owner view never (it runs between views that are not ancestor and descendant).
    let ranks: Bool

    var identity: Identity { Identity(tail: tail, reader: reader, key: key) }
}

/// The union of everything any frame may show beyond the views and tree edges: the source
/// nodes and the source edges.
struct BodyParts: Sendable {
    var sourceNodes: [SourceNode] = []
    var sourceEdges: [SourceEdge] = []
    /// Index of each source's node in `sourceNodes`.
    var sourceNodeIndex: [Source: Int] = [:]
    /// Index of each edge in `sourceEdges`.
    var sourceEdgeIndex: [SourceEdge.Identity: Int] = [:]
    /// Source edges left out of the layout: their rows beyond ``spanBudget``.
    private(set) var omittedSourceEdges = 0

    /// The most rows all source edges that do not rank may span together. Each row an edge
    /// spans is a virtual node in dot's crossing minimisation, whose cost grows much faster
    /// than the count: a chain of 80 views each reading an environment key, with an edge to
    /// every reader, took dot far longer than any tree of the course. An edge spanning at most
    /// ``shortSpan`` rows is always drawn; longer ones, shortest first, while the budget lasts; a
    /// reader left without its edge keeps its fill and its marked key.
    static let spanBudget = 1_500
    static let shortSpan = 2

    static func viewID(_ position: Int) -> String { "v\(position)" }
    static func treeEdgeName(_ child: Int) -> String { "t\(child)" }

    /// Collects the source nodes and source edges the frames use, in first-use order.
    /// - Parameters:
    ///   - union: The views of every tree.
    ///   - trees: The trees, indexed as `union` indexes them.
    ///   - frames: Each change's tree and outcome, in order.
    init(union: UnionTree, trees: [ViewTree], frames: [(tree: Int, outcome: Outcome)]) {
        var candidates: [(tail: String, reader: Int, key: String, cause: Cause, fromView: Bool)] = []
        var seen = Set<SourceEdge.Identity>()
        for (tree, outcome) in frames {
            let key = outcome.change.key
            guard let source = Self.source(of: key, tree: tree, trees: trees, union: union) else { continue }
            let tail = self.tail(of: source)
            let members = union.members[tree]
            for hit in outcome.recomputed where [.observed, .environment, .offRule].contains(hit.cause) {
                let identity = SourceEdge.Identity(tail: tail, reader: members[hit.node], key: key)
                guard seen.insert(identity).inserted else { continue }
                candidates.append((tail, members[hit.node], key, hit.cause, source.isState))
            }
        }
        // Each source node sits just below its deepest reader, held there by the edge to it: the
        // one edge that ranks. Its edges then rise into their readers from below, while the tree
        // edges come down into them from above, so the two seldom cross.
        var deepest: [String: (depth: Int, index: Int)] = [:]
        for (index, candidate) in candidates.enumerated() where !candidate.fromView {
            let depth = union.depths[candidate.reader]
            if deepest[candidate.tail].map({ depth > $0.depth }) ?? true {
                deepest[candidate.tail] = (depth, index)
            }
        }
        func span(_ index: Int) -> Int {
            let candidate = candidates[index]
            let depth = union.depths[candidate.reader]
            if candidate.fromView, let owner = Int(candidate.tail.dropFirst()) {
                return abs(depth - union.depths[owner])
            }
            return (deepest[candidate.tail]?.depth ?? depth) - depth + 1
        }
        var kept = Set<Int>()
        var spent = 0
        let bySpan = candidates.indices.map { ($0, span($0)) }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        for (index, rows) in bySpan {
            let ranks = !candidates[index].fromView && deepest[candidates[index].tail]?.index == index
            if ranks || rows <= Self.shortSpan {
                kept.insert(index)
            } else if spent + rows <= Self.spanBudget {
                spent += rows
                kept.insert(index)
            }
        }
        omittedSourceEdges = candidates.count - kept.count
        for (index, candidate) in candidates.enumerated() where kept.contains(index) {
            let edge = SourceEdge(
                name: "s\(sourceEdges.count)", tail: candidate.tail, reader: candidate.reader, key: candidate.key,
                cause: candidate.cause,
                ranks: !candidate.fromView && deepest[candidate.tail]?.index == index
            )
            sourceEdgeIndex[edge.identity] = sourceEdges.count
            sourceEdges.append(edge)
        }
    }

    /// The path a change takes on the tree from the state's owner to its `parent` readers.
    struct Propagation {
        /// The tree edges on the way, by the child's position in the tree.
        var children: [Int] = []
    }

    /// The tree edges from the state's owner to every `parent` reader of `outcome`, each once;
    /// `nil` when the outcome has no `parent` reader. Linear in the tree's size.
    static func propagation(outcome: Outcome, tree: ViewTree) -> Propagation? {
        let readers = outcome.recomputed.filter { $0.cause == .parent }.map(\.node)
        guard !readers.isEmpty, case .state(let ownerName)? = tree.storage[outcome.change.key],
            let owner = tree.position(of: ownerName)
        else { return nil }
        var path = Propagation()
        var onPath = Set<Int>()
        for reader in readers {
            var current = reader
            while current != owner, onPath.insert(current).inserted, let parent = tree.parentPosition(of: current) {
                path.children.append(current)
                current = parent
            }
        }
        return path
    }

    /// The source of `key` in one tree, a state owner given by its union position.
    static func source(of key: String, tree: Int, trees: [ViewTree], union: UnionTree) -> Source? {
        switch Source.of(key, in: trees[tree]) {
        case .state(let owner)?: .state(owner: union.members[tree][owner])
        case let other: other
        }
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

extension Source {
    /// Whether the source is a view's state (its edges start at the owner view).
    var isState: Bool {
        if case .state = self { return true }
        return false
    }
}
