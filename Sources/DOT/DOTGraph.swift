/// A node statement: a synthetic id and its attributes.
public struct DOTNode: Hashable, Sendable {
    /// The node's id in the graph, quoted as DOT requires when written.
    public var id: String
    /// The node's attributes.
    public var attributes: DOTAttributes

    /// Creates a node statement.
    /// - Parameters:
    ///   - id: The node's id.
    ///   - attributes: The node's attributes.
    public init(_ id: String, _ attributes: DOTAttributes = [:]) {
        self.id = id
        self.attributes = attributes
    }
}

/// An edge statement; its name, for a renderer to address it later, is the `key` attribute.
public struct DOTEdge: Hashable, Sendable {
    /// The id of the node the edge leaves.
    public var tail: String
    /// The id of the node the edge points to.
    public var head: String
    /// The edge's attributes.
    public var attributes: DOTAttributes

    /// Creates an edge statement.
    /// - Parameters:
    ///   - tail: The id of the node the edge leaves.
    ///   - head: The id of the node the edge points to.
    ///   - attributes: The edge's attributes, its `key` among them when a renderer addresses it.
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
    /// The subgraph's id, or `nil` for an anonymous subgraph.
    public var id: String?
    /// The subgraph's own graph attributes.
    public var attributes: DOTAttributes
    /// The node statements inside the subgraph.
    public var nodes: [DOTNode]
    /// The edge statements inside the subgraph.
    public var edges: [DOTEdge]

    /// Creates a subgraph.
    /// - Parameters:
    ///   - id: The subgraph's id; one that starts with `cluster` makes a cluster.
    ///   - attributes: The subgraph's graph attributes.
    ///   - nodes: Its node statements.
    ///   - edges: Its edge statements.
    public init(id: String? = nil, attributes: DOTAttributes = [:], nodes: [DOTNode] = [], edges: [DOTEdge] = []) {
        self.id = id
        self.attributes = attributes
        self.nodes = nodes
        self.edges = edges
    }
}

/// A DOT graph as a value: defaults, nodes, edges and subgraphs, written in the order given.
public struct DOTGraph: Hashable, Sendable {
    /// The graph's id, or `nil` for an anonymous graph.
    public var id: String?
    /// Whether the graph is a `digraph`, with `->` edges, rather than a `graph`.
    public var isDirected: Bool
    /// Graph attributes (`graph [...]`).
    public var graphAttributes: DOTAttributes
    /// Node defaults (`node [...]`); any attribute changed after layout must be declared here.
    public var nodeDefaults: DOTAttributes
    /// Edge defaults (`edge [...]`); any attribute changed after layout must be declared here.
    public var edgeDefaults: DOTAttributes
    /// The node statements, in the order written.
    public var nodes: [DOTNode]
    /// The edge statements, in the order written.
    public var edges: [DOTEdge]
    /// The subgraphs, written after the nodes and edges.
    public var subgraphs: [DOTSubgraph]

    /// Creates a graph.
    /// - Parameters:
    ///   - id: The graph's id.
    ///   - isDirected: Whether it is a `digraph`.
    ///   - graphAttributes: Graph attributes (`graph [...]`).
    ///   - nodeDefaults: Node defaults (`node [...]`).
    ///   - edgeDefaults: Edge defaults (`edge [...]`).
    ///   - nodes: The node statements.
    ///   - edges: The edge statements.
    ///   - subgraphs: The subgraphs.
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
