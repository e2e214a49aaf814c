import TriggerModel

/// The views of several trees laid over one another, a view being the same view wherever its
/// name appears: what a block's frames share when its changes run over more than one tree.
///
/// For a single tree the union is that tree: the same positions, the same edges, the same rows.
struct UnionTree: Sendable {
    /// A view of the union: its name, and the keys it reads in any of the trees (first-seen order).
    struct View: Hashable, Sendable {
        let name: String
        var reads: [String]
    }

    /// A parent → child edge of at least one tree.
    struct Edge: Hashable, Sendable {
        /// The edge's synthetic name (its `key` attribute).
        let name: String
        let parent: Int
        let child: Int
    }

    private(set) var views: [View] = []
    private(set) var edges: [Edge] = []
    /// The views at each depth, roots first; a view's depth is its depth in the first tree that has it.
    private(set) var rows: [[Int]] = []
    /// For each tree, the union position of each of its positions.
    private(set) var members: [[Int]] = []
    /// For each tree, the union edges it draws.
    private(set) var memberEdges: [Set<Int>] = []
    /// For each tree, its position of each union view it has.
    private(set) var positions: [[Int: Int]] = []
    /// Each view's row: its depth in the first tree that has it.
    private(set) var depths: [Int] = []
    /// The union edge joining a parent to a child: child → parent → edge.
    private(set) var edgeIndex: [Int: [Int: Int]] = [:]

    /// Lays the trees over one another in order: the first tree's views keep its positions;
    /// each later tree adds the views it is the first to name.
    /// - Parameters:
    ///   - trees: The trees, indexed as the result's `members`, `memberEdges` and `positions` are.
    ///   - used: The indices of the trees to lay over one another; any other tree adds nothing
    ///     and has no members.
    init(_ trees: [ViewTree], using used: Set<Int>) {
        var index: [String: Int] = [:]
        for (number, tree) in trees.enumerated() {
            guard used.contains(number) else {
                members.append([])
                memberEdges.append([])
                positions.append([:])
                continue
            }
            let treeDepths = tree.depths()
            var member: [Int] = []
            var position: [Int: Int] = [:]
            for (place, node) in tree.nodes.enumerated() {
                let union: Int
                if let known = index[node.name] {
                    union = known
                    for key in node.reads where !views[known].reads.contains(key) { views[known].reads.append(key) }
                } else {
                    union = views.count
                    index[node.name] = union
                    views.append(View(name: node.name, reads: node.reads))
                    depths.append(treeDepths[place])
                }
                member.append(union)
                position[union] = place
            }
            var drawn = Set<Int>()
            for place in tree.nodes.indices {
                guard let parentPlace = tree.parentPosition(of: place) else { continue }
                let child = member[place]
                let parent = member[parentPlace]
                if let known = edgeIndex[child]?[parent] {
                    drawn.insert(known)
                    continue
                }
                let earlier = edgeIndex[child]?.count ?? 0
                // A child's first parent edge is `t<child>`, as in a single tree; a later parent's `t<child>p<n>`.
                let name = earlier == 0 ? BodyParts.treeEdgeName(child) : "\(BodyParts.treeEdgeName(child))p\(earlier)"
                edgeIndex[child, default: [:]][parent] = edges.count
                drawn.insert(edges.count)
                edges.append(Edge(name: name, parent: parent, child: child))
            }
            members.append(member)
            memberEdges.append(drawn)
            positions.append(position)
        }
        for (view, depth) in depths.enumerated() {
            while rows.count <= depth { rows.append([]) }
            rows[depth].append(view)
        }
    }
}
