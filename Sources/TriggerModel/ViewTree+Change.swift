extension ViewTree {
    /// Applies a change: the readers of its key are recomputed, in tree order, each with its cause;
    /// every other view is skipped, in tree order.
    public func apply(_ change: Change) -> Outcome {
        let hits = readerPositions(of: change.key)
        let recomputed = hits.map { position in
            Recompute(node: position, view: nodes[position].name, cause: cause(of: position, key: change.key))
        }
        var skippedNodes: [Int] = []
        skippedNodes.reserveCapacity(nodes.count - hits.count)
        var nextHit = hits.makeIterator()
        var pendingHit = nextHit.next()
        for position in nodes.indices {
            if position == pendingHit {
                pendingHit = nextHit.next()
            } else {
                skippedNodes.append(position)
            }
        }
        return Outcome(
            change: change,
            recomputed: recomputed,
            skippedNodes: skippedNodes,
            skipped: skippedNodes.map { nodes[$0].name }
        )
    }

    /// Applies a change given by its label and key, like the core's `change(_:key:)`.
    public func change(_ label: String, key: String) -> Outcome {
        apply(Change(label, key: key))
    }

    /// The cause with which the node at `position` is recomputed when `key` changes.
    public func cause(of position: Int, key: String) -> Cause {
        guard let kind = storage[key] else { return .outOfScope }
        switch kind {
        case .environment:
            return .environment
        case .model:
            return .observed
        case .state(let owner):
            if owner == nodes[position].name { return .local }
            if let ownerPosition = positions[owner], isAncestor(ownerPosition, of: position) { return .parent }
            return .offRule
        }
    }
}
