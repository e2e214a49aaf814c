extension ViewTree {
    /// Applies a change: the readers of its key are recomputed, in tree order, each with its cause;
    /// every other view is skipped, in tree order.
    public func apply(_ change: Change) -> Outcome {
        guard let key = keyNumbers.number(of: change.key) else {
            return Outcome(change: change, recomputed: [], skippedNodes: Array(nodes.indices), names: names)
        }
        let hits = readers(ofKey: key)
        let kind = keyKinds[key]
        var recomputed: [Recompute] = []
        recomputed.reserveCapacity(hits.count)
        var skippedNodes: [Int] = []
        skippedNodes.reserveCapacity(nodes.count - hits.count)
        var position = 0
        for hit in hits {
            let hit = Int(hit)
            while position < hit {
                skippedNodes.append(position)
                position += 1
            }
            recomputed.append(Recompute(node: hit, view: names[hit], cause: cause(of: Int32(hit), kind: kind)))
            position = hit + 1
        }
        while position < nodes.count {
            skippedNodes.append(position)
            position += 1
        }
        return Outcome(change: change, recomputed: recomputed, skippedNodes: skippedNodes, names: names)
    }

    /// Applies a change given by its label and key, like the core's `change(_:key:)`.
    public func change(_ label: String, key: String) -> Outcome {
        apply(Change(label, key: key))
    }

    /// The cause with which the node at `position` is recomputed when `key` changes.
    public func cause(of position: Int, key: String) -> Cause {
        cause(of: Int32(position), kind: keyNumbers.number(of: key).map { keyKinds[$0] } ?? .missing)
    }

    /// The cause for a reader, on node numbers alone.
    func cause(of position: Int32, kind: KeyKind) -> Cause {
        switch kind {
        case .missing: .outOfScope
        case .environment: .environment
        case .model: .observed
        case .state(let owner):
            if owner == position {
                .local
            } else if owner >= 0, isAncestor(owner, of: position) {
                .parent
            } else {
                .offRule
            }
        }
    }
}
