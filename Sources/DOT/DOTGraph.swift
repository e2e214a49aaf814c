/// A node statement: a synthetic id and its attributes.
public struct DOTNode: Hashable, Sendable {
    public var id: String
    public var attributes: DOTAttributes

    public init(_ id: String, _ attributes: DOTAttributes = [:]) {
        self.id = id
        self.attributes = attributes
    }
}

/// An edge statement; its name, for a renderer to address it later, is the `key` attribute.
public struct DOTEdge: Hashable, Sendable {
    public var tail: String
    public var head: String
    public var attributes: DOTAttributes

    public init(_ tail: String, _ head: String, _ attributes: DOTAttributes = [:]) {
        self.tail = tail
        self.head = head
        self.attributes = attributes
    }

    /// The edge's `key` attribute, which cgraph takes as the edge's name.
    public var key: String? {
        if case .string(let key)? = attributes["key"] { return key }
        return nil
    }
}

/// A subgraph (a cluster when its id starts with `cluster`).
public struct DOTSubgraph: Hashable, Sendable {
    public var id: String?
    public var attributes: DOTAttributes
    public var nodes: [DOTNode]
    public var edges: [DOTEdge]

    public init(id: String? = nil, attributes: DOTAttributes = [:], nodes: [DOTNode] = [], edges: [DOTEdge] = []) {
        self.id = id
        self.attributes = attributes
        self.nodes = nodes
        self.edges = edges
    }
}

/// A DOT graph as a value: defaults, nodes, edges and subgraphs, written in the order given.
public struct DOTGraph: Hashable, Sendable {
    public var id: String?
    public var isDirected: Bool
    /// Graph attributes (`graph [...]`).
    public var graphAttributes: DOTAttributes
    /// Node defaults (`node [...]`); any attribute changed after layout must be declared here.
    public var nodeDefaults: DOTAttributes
    /// Edge defaults (`edge [...]`); any attribute changed after layout must be declared here.
    public var edgeDefaults: DOTAttributes
    public var nodes: [DOTNode]
    public var edges: [DOTEdge]
    public var subgraphs: [DOTSubgraph]

    public init(
        id: String? = nil,
        isDirected: Bool = true,
        graphAttributes: DOTAttributes = [:],
        nodeDefaults: DOTAttributes = [:],
        edgeDefaults: DOTAttributes = [:],
        nodes: [DOTNode] = [],
        edges: [DOTEdge] = [],
        subgraphs: [DOTSubgraph] = []
    ) {
        self.id = id
        self.isDirected = isDirected
        self.graphAttributes = graphAttributes
        self.nodeDefaults = nodeDefaults
        self.edgeDefaults = edgeDefaults
        self.nodes = nodes
        self.edges = edges
        self.subgraphs = subgraphs
    }

    /// The node with this id, if any (subgraphs included).
    public func node(_ id: String) -> DOTNode? {
        nodes.first { $0.id == id } ?? subgraphs.lazy.compactMap { $0.nodes.first { $0.id == id } }.first
    }

    /// The edge with this `key`, if any (subgraphs included).
    public func edge(key: String) -> DOTEdge? {
        edges.first { $0.key == key } ?? subgraphs.lazy.compactMap { $0.edges.first { $0.key == key } }.first
    }
}
