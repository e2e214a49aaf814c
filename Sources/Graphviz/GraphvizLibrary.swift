internal import CGraphviz

/// Facts about the Graphviz library linked into the process.
public enum GraphvizLibrary {
    /// The version Graphviz reports, such as `2.43.0`.
    ///
    /// The corresponding C function is `gvcVersion`.
    public static var version: String {
        let runtime = GraphvizRuntime.shared
        return runtime.locked { String(cString: gvcVersion(runtime.context)) }
    }
}
