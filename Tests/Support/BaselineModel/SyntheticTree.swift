import TriggerModel

/// A generated view tree in plain values, for benchmarks and cross-checks:
/// both the model and the baseline can be built from it.
public struct SyntheticTree: Sendable {
    public struct Node: Sendable {
        public let name: String
        public let parent: String?
        public let reads: [String]
    }

    public enum Kind: Sendable {
        case state(owner: String)
        case model(object: String)
        case environment
    }

    public let nodes: [Node]
    public let storage: [String: Kind]
    /// Keys worth changing: every stored key plus one that no table holds.
    public let keys: [String]

    /// Generates a tree of `count` views, each reading up to two of `keyCount` keys and owned by
    /// a parent chosen at random among the views before it (depth about ln(count)), or among the
    /// `parentWindow` views just before it (a deep, narrow tree). State keys are owned by random views.
    /// The same seed gives the same tree.
    public init(count: Int, keyCount: Int = 64, parentWindow: Int? = nil, seed: UInt64 = 42) {
        var random = SplitMix64(seed: seed)
        var storage: [String: Kind] = [:]
        var owned: [Int: [String]] = [:]
        for key in 0..<keyCount {
            switch random.next() % 4 {
            case 0: storage["k\(key)"] = .environment
            case 1: storage["k\(key)"] = .model(object: "Store\(key % 5)")
            case 2: continue  // out of scope
            default:
                // Owners mostly read their own state, as views do.
                // Owners sit high in the tree half of the time, so their state reaches descendants.
                let owner = Int(random.next() % UInt64(random.next() % 2 == 0 ? min(count, 16) : count))
                storage["k\(key)"] = .state(owner: "V\(owner)")
                if random.next() % 4 != 0 { owned[owner, default: []].append("k\(key)") }
            }
        }
        var nodes: [Node] = []
        nodes.reserveCapacity(count)
        for index in 0..<count {
            let window = min(index, parentWindow ?? index)
            let parent: String? = index == 0 ? nil : "V\(index - 1 - Int(random.next() % UInt64(max(window, 1))))"
            let readCount = Int(random.next() % 3)
            let reads = (0..<readCount).map { _ in "k\(random.next() % UInt64(keyCount))" }
            nodes.append(Node(name: "V\(index)", parent: parent, reads: reads + owned[index, default: []]))
        }
        self.nodes = nodes
        self.storage = storage
        self.keys = (0..<keyCount).map { "k\($0)" } + ["unread"]
    }

    /// The model for this tree.
    public func model() throws -> ViewTree {
        try ViewTree(
            nodes: nodes.map { ViewNode($0.name, parent: $0.parent, reads: $0.reads) },
            storage: storage.mapValues { kind in
                switch kind {
                case .state(let owner): return .state(owner: owner)
                case .model(let object): return .model(object: object)
                case .environment: return .environment
                }
            }
        )
    }

    /// The baseline (the core's own algorithm) for this tree.
    public var baseline: BaselineTree {
        BaselineTree(
            nodes: nodes.map { BaselineNode($0.name, parent: $0.parent, reads: Set($0.reads)) },
            storage: storage.mapValues { kind in
                switch kind {
                case .state(let owner): return .state(owner: owner)
                case .model(let object): return .model(object: object)
                case .environment: return .environment
                }
            }
        )
    }
}

/// A small, fast, seedable generator (SplitMix64), so generated trees repeat across runs.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
