// The course core's algorithm (Invalidation.swift), ported: the reference the model is tested
// against, and the benchmark's check at sizes where the compiled core would take minutes. Not
// for production use: every ancestor step searches the node list.

/// The core's storage kinds.
public enum BaselineStorage: Sendable {
    case state(owner: String)
    case model(object: String)
    case environment
}

/// The core's view node.
public struct BaselineNode: Sendable {
    public let name: String
    public let parent: String?
    public let reads: Set<String>

    public init(_ name: String, parent: String?, reads: Set<String>) {
        self.name = name
        self.parent = parent
        self.reads = reads
    }
}

/// The core's recomputation record.
public struct BaselineRecompute: Sendable, Equatable {
    public let view: String
    public let cause: String
}

/// The core's tree, with its linear searches, returning the printed line instead of printing it.
public struct BaselineTree: Sendable {
    public let nodes: [BaselineNode]
    public let storage: [String: BaselineStorage]

    public init(nodes: [BaselineNode], storage: [String: BaselineStorage]) {
        self.nodes = nodes
        self.storage = storage
    }

    func ancestors(of name: String) -> [String] {
        var found: [String] = []
        var current = nodes.first { $0.name == name }?.parent
        while let next = current {
            found.append(next)
            current = nodes.first { $0.name == next }?.parent
        }
        return found
    }

    func cause(of node: BaselineNode, key: String) -> String {
        guard let kind = storage[key] else { return "out-of-scope" }
        switch kind {
        case .environment:
            return "environment"
        case .model:
            return "observed"
        case .state(let owner):
            if owner == node.name { return "local" }
            if ancestors(of: node.name).contains(owner) { return "parent" }
            return "off-rule"
        }
    }

    /// The core's `change`: returns the line it prints and the recomputations.
    public func change(_ label: String, key: String) -> (line: String, hits: [BaselineRecompute]) {
        let hits = nodes.filter { $0.reads.contains(key) }
            .map { BaselineRecompute(view: $0.name, cause: cause(of: $0, key: key)) }
        let skipped = nodes.filter { !$0.reads.contains(key) }.map(\.name)
        let recomputed = hits.isEmpty ? "none" : hits.map { "\($0.view) \($0.cause)" }.joined(separator: ", ")
        let rest = skipped.isEmpty ? "none" : skipped.joined(separator: ",")
        return ("\(label): \(key) changed | recomputed \(recomputed) | skipped \(rest)", hits)
    }
}

/// The core's `countCauses`, returning its four lines.
public func baselineCountCauses(_ recomputes: [BaselineRecompute]) -> [String] {
    ["local", "parent", "observed", "environment"].map { cause in
        "\(cause): \(recomputes.filter { $0.cause == cause }.count)"
    }
}
