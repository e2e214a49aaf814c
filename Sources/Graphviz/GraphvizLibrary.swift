/// Facts about the Graphviz library linked into the process.
public enum GraphvizLibrary {
    /// The version Graphviz reports, such as `2.43.0`.
    ///
    /// The corresponding C function is `gvcVersion`.
    public static var version: String {
        GraphvizRuntime.shared.version
    }

    /// The plugin libraries the process's context was built from, such as `core` and `pango`;
    /// empty if they could not be opened and the context read the installed list instead.
    ///
    /// The corresponding C function is `gvContextPlugins`.
    public static var builtInPlugins: [String] {
        GraphvizRuntime.shared.plugins
    }
}
