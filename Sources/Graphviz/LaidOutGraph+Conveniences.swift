import DOT

extension LaidOutGraph {
    /// Changes one attribute, to be seen by the next render.
    ///
    /// The corresponding C function is `agxset`; see ``update(_:)``.
    /// - Parameters:
    ///   - target: The graph, a node by name, or an edge by key.
    ///   - name: An attribute declared as a default before layout.
    ///   - value: The new value.
    /// - Throws: The errors of ``update(_:)``.
    public func update(_ target: AttributeUpdate.Target, _ name: String, to value: String) throws {
        try update([AttributeUpdate(target, name, value)])
    }

    /// The centre of a node in points.
    ///
    /// - Parameter name: The node's name.
    /// - Returns: Its `pos`, in layout coordinates (y up).
    /// - Throws: ``GraphvizError/unknownNode(_:)``.
    public func position(ofNode name: String) throws -> LayoutPoint {
        guard let position = nodePositions[name] else { throw GraphvizError.unknownNode(name) }
        return position
    }
}
