internal import CGraphviz

/// The attribute symbols and nodes a graph's updates name, found once: cgraph finds each by
/// name through its dictionaries, comparing strings, where a frame's every update would look
/// again (``LaidOutGraph/update(_:)``, a few thousand a course). Use it under the runtime's lock,
/// for one graph, while that graph lives: cgraph never removes a declared attribute, and the
/// graph's nodes are not deleted once it is laid out.
final class GraphLookups {
    private struct SymbolKey: Hashable {
        let kind: Int32
        let name: String
    }

    private var symbols: [SymbolKey: UnsafeMutablePointer<Agsym_t>] = [:]
    private var nodes: [String: UnsafeMutablePointer<Agnode_t>] = [:]

    /// The attribute `name` declared for objects of `kind` in `graph`; nil when it is not.
    /// The corresponding C function is `agattr`, with no default: a lookup.
    func symbol(_ kind: Int32, _ name: String, in graph: UnsafeMutablePointer<Agraph_t>)
        -> UnsafeMutablePointer<Agsym_t>?
    {
        let key = SymbolKey(kind: kind, name: name)
        if let known = symbols[key] { return known }
        let found = name.withCgraphString { agattr(graph, kind, $0, nil) }
        if let found { symbols[key] = found }
        return found
    }

    /// The node `name` of `graph`; nil when there is none. The corresponding C function is
    /// `agnode`, not creating it.
    func node(_ name: String, in graph: UnsafeMutablePointer<Agraph_t>) -> UnsafeMutablePointer<Agnode_t>? {
        if let known = nodes[name] { return known }
        let found = name.withCgraphString { agnode(graph, $0, 0) }
        if let found { nodes[name] = found }
        return found
    }
}
