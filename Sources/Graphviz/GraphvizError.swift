import DOT

/// An error from Graphviz, with the text libgvc reported instead of printing it.
public enum GraphvizError: Error, Hashable, Sendable {
    /// The DOT text did not parse.
    case syntax(String)
    /// The DOT text held more than one graph; `count` is how many were found.
    case multipleGraphs(count: Int)
    /// The DOT text held no graph at all.
    case emptyInput
    /// The layout engine failed or is unknown.
    case layout(engine: String, message: String)
    /// Rendering failed, for instance because the format is unknown.
    case render(format: String, message: String)
    /// No node of the graph has this name.
    case unknownNode(String)
    /// No edge of the graph has this key (the DOT `key` attribute names an edge).
    case unknownEdge(String)
    /// More than one edge has this key (keys are unique only per tail–head pair).
    case ambiguousEdge(String)
    /// The attribute was not declared as a default before layout, so libgvc
    /// would ignore a new value at render time.
    case undeclaredAttribute(name: String, kind: AttributeUpdate.Kind)
}
