/// A new value for one attribute of the graph, a node or an edge, applied between renders.
///
/// Only attributes declared before layout can change (as a graph, `node [...]`
/// or `edge [...]` default); libgvc re-reads colours, styles, pen widths and
/// classes at render time but keeps every text and size from the layout.
/// A diagram's frames are lists of these; the Graphviz wrapper applies them, and
/// ``DOTGraph/applying(_:)`` writes them into a graph value.
public struct AttributeUpdate: Hashable, Sendable {
    /// What an update applies to.
    public enum Target: Hashable, Sendable {
        /// The root graph.
        case graph
        /// The node with this id.
        case node(String)
        /// The edge with this key (its DOT `key` attribute).
        case edge(String)
    }

    /// The kind of object an attribute belongs to.
    public enum Kind: String, Hashable, Sendable {
        /// An attribute of the graph itself.
        case graph
        /// An attribute of a node.
        case node
        /// An attribute of an edge.
        case edge
    }

    /// The object to change.
    public var target: Target
    /// The attribute's name, such as `fillcolor`.
    public var name: String
    /// The attribute's new value, as Graphviz holds it (not quoted).
    public var value: String

    /// Creates an update of `name` to `value` on `target`.
    public init(_ target: Target, _ name: String, _ value: String) {
        self.target = target
        self.name = name
        self.value = value
    }
}

extension AttributeUpdate.Target {
    /// The kind of object this target names.
    public var kind: AttributeUpdate.Kind {
        switch self {
        case .graph: .graph
        case .node: .node
        case .edge: .edge
        }
    }
}
