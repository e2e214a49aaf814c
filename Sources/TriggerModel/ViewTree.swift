/// A view tree (or forest) with its storage table, checked and indexed when built.
///
/// Building costs O(nodes + reads); a change costs O(nodes + readers × depth). Names are
/// interned when the tree is built (`NameIndex`): a change looks its key up once, then works
/// on node numbers alone (readers of the key, the state owner's position, parents), with no
/// string hashed or compared per view.
public struct ViewTree: Sendable {
    /// The views, in tree order.
    public let nodes: [ViewNode]
    /// Where each key's value lives, by key.
    public let storage: [String: Storage]

    /// Every view's name, numbered by position.
    let positions: NameIndex
    /// Parent position per node; -1 for a root.
    let parents: [Int32]
    /// The number of each key read by a view or held in the storage table.
    let keyNumbers: NameIndex
    /// Readers of key `k`, in tree order: `readerList[readerStarts[k]..<readerStarts[k + 1]]`.
    let readerStarts: [Int32]
    let readerList: [Int32]
    /// What a change of key `k` recomputes its readers for.
    let keyKinds: [KeyKind]

    /// A key's storage, resolved to node numbers.
    enum KeyKind: Sendable {
        /// The key is in no storage table.
        case missing
        case environment
        case model
        /// `@State` of the view at this position; -1 when the owner names no view of the tree.
        case state(owner: Int32)
    }

    /// Builds and checks a tree.
    /// - Parameters:
    ///   - nodes: The views, in tree order; several roots make a forest.
    ///   - storage: Where each key's value lives.
    /// - Throws: `TreeError` for a duplicate name, a parent that names no view, or a parent cycle.
    public init(nodes: [ViewNode], storage: [String: Storage]) throws(TreeError) {
        var positions = NameIndex(capacity: nodes.count)
        if let duplicate = positions.insert(contentsOf: nodes.map(\.name)) {
            throw .duplicateName(nodes[duplicate].name)
        }
        // The parents are looked up all at once (`numbers(of:)`), then taken in node order.
        let parentPositions = positions.numbers(of: nodes.compactMap(\.parent))
        var nextParent = 0
        var parents: [Int32] = []
        parents.reserveCapacity(nodes.count)
        for node in nodes {
            guard let parent = node.parent else {
                parents.append(-1)
                continue
            }
            let position = parentPositions[nextParent]
            nextParent += 1
            guard position >= 0 else { throw .unknownParent(view: node.name, parent: parent) }
            parents.append(position)
        }
        if let looping = Self.firstCycle(parents: parents) {
            throw .cycle(view: nodes[looping].name)
        }
        // Keys get numbers in order of first read; readers are counted, then placed (one array for all keys).
        var keyNumbers = NameIndex()
        var readKeys: [Int32] = []
        var counts: [Int32] = []
        for node in nodes {
            for key in node.reads {
                let (isNew, number) = keyNumbers.insert(key)
                if isNew { counts.append(0) }
                counts[number] += 1
                readKeys.append(Int32(number))
            }
        }
        for key in storage.keys {
            if keyNumbers.insert(key).inserted { counts.append(0) }
        }
        var starts = [Int32](repeating: 0, count: counts.count + 1)
        for key in counts.indices { starts[key + 1] = starts[key] + counts[key] }
        var next = starts
        var readerList = [Int32](repeating: 0, count: readKeys.count)
        var read = 0
        for (position, node) in nodes.enumerated() {
            for _ in node.reads {
                let key = Int(readKeys[read])
                readerList[Int(next[key])] = Int32(position)
                next[key] += 1
                read += 1
            }
        }
        var keyKinds = [KeyKind](repeating: .missing, count: counts.count)
        for (key, kind) in storage {
            let resolved: KeyKind =
                switch kind {
                case .environment: .environment
                case .model: .model
                case .state(let owner): .state(owner: positions.number(of: owner).map(Int32.init) ?? -1)
                }
            keyKinds[keyNumbers.number(of: key)!] = resolved
        }
        self.nodes = nodes
        self.storage = storage
        self.positions = positions
        self.parents = parents
        self.keyNumbers = keyNumbers
        self.readerStarts = starts
        self.readerList = readerList
        self.keyKinds = keyKinds
    }

    /// The position of the named view, if the tree has it.
    public func position(of name: String) -> Int? { positions.number(of: name) }

    /// Every view's name, position for position: shared by the outcomes, never copied per change.
    var names: [String] { positions.names }

    /// The position of a node's parent, or `nil` for a root.
    public func parentPosition(of position: Int) -> Int? {
        let parent = parents[position]
        return parent < 0 ? nil : Int(parent)
    }

    /// The readers of the key numbered `number`, in tree order.
    func readers(ofKey number: Int) -> ArraySlice<Int32> {
        readerList[Int(readerStarts[number])..<Int(readerStarts[number + 1])]
    }

    /// Whether `ancestor` is a proper ancestor of the node at `position`. O(depth).
    public func isAncestor(_ ancestor: Int, of position: Int) -> Bool {
        isAncestor(Int32(ancestor), of: Int32(position))
    }

    func isAncestor(_ ancestor: Int32, of position: Int32) -> Bool {
        var current = parents[Int(position)]
        while current >= 0 {
            if current == ancestor { return true }
            current = parents[Int(current)]
        }
        return false
    }

    /// Finds a node on a parent cycle, marking each node once: O(nodes).
    private static func firstCycle(parents: [Int32]) -> Int? {
        // 0: unvisited, 1: on the current walk, 2: known to reach a root.
        var state = [UInt8](repeating: 0, count: parents.count)
        var walk: [Int] = []
        for start in parents.indices where state[start] == 0 {
            walk.removeAll(keepingCapacity: true)
            var current = start
            while current >= 0, state[current] == 0 {
                state[current] = 1
                walk.append(current)
                current = Int(parents[current])
            }
            if current >= 0, state[current] == 1 { return current }
            for node in walk { state[node] = 2 }
        }
        return nil
    }
}
