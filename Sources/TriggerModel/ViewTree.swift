/// A view tree (or forest) with its storage table, checked and indexed when built.
///
/// Building costs O(nodes + reads); a change costs O(nodes + readers × depth):
/// names, parents and the readers of every key are looked up through indexes,
/// never by searching the node list.
public struct ViewTree: Sendable {
    public let nodes: [ViewNode]
    public let storage: [String: Storage]

    /// Node position by name.
    let positions: [String: Int]
    /// Parent position per node; `nil` for a root.
    let parents: [Int?]
    /// Positions of the readers of each key, in tree order.
    let readers: [String: [Int]]

    /// Builds and checks a tree.
    /// - Parameters:
    ///   - nodes: The views, in tree order; several roots make a forest.
    ///   - storage: Where each key's value lives.
    /// - Throws: `TreeError` for a duplicate name, a parent that names no view, or a parent cycle.
    public init(nodes: [ViewNode], storage: [String: Storage]) throws(TreeError) {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(nodes.count)
        for (position, node) in nodes.enumerated() {
            guard positions.updateValue(position, forKey: node.name) == nil else {
                throw .duplicateName(node.name)
            }
        }
        var parents: [Int?] = []
        parents.reserveCapacity(nodes.count)
        for node in nodes {
            guard let parent = node.parent else { parents.append(nil); continue }
            guard let position = positions[parent] else {
                throw .unknownParent(view: node.name, parent: parent)
            }
            parents.append(position)
        }
        if let looping = Self.firstCycle(parents: parents) {
            throw .cycle(view: nodes[looping].name)
        }
        var readers: [String: [Int]] = [:]
        for (position, node) in nodes.enumerated() {
            for key in node.reads { readers[key, default: []].append(position) }
        }
        self.nodes = nodes
        self.storage = storage
        self.positions = positions
        self.parents = parents
        self.readers = readers
    }

    /// The position of the named view, if the tree has it.
    public func position(of name: String) -> Int? { positions[name] }

    /// The position of a node's parent, or `nil` for a root.
    public func parentPosition(of position: Int) -> Int? { parents[position] }

    /// The positions of the views that read `key`, in tree order.
    public func readerPositions(of key: String) -> [Int] { readers[key] ?? [] }

    /// Whether `ancestor` is a proper ancestor of the node at `position`. O(depth).
    public func isAncestor(_ ancestor: Int, of position: Int) -> Bool {
        var current = parents[position]
        while let next = current {
            if next == ancestor { return true }
            current = parents[next]
        }
        return false
    }

    /// Finds a node on a parent cycle, marking each node once: O(nodes).
    private static func firstCycle(parents: [Int?]) -> Int? {
        // 0: unvisited, 1: on the current walk, 2: known to reach a root.
        var state = [UInt8](repeating: 0, count: parents.count)
        for start in parents.indices where state[start] == 0 {
            var walk: [Int] = []
            var current: Int? = start
            while let node = current, state[node] == 0 {
                state[node] = 1
                walk.append(node)
                current = parents[node]
            }
            if let node = current, state[node] == 1 { return node }
            for node in walk { state[node] = 2 }
        }
        return nil
    }
}
