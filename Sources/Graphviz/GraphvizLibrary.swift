/// Facts about the Graphviz library linked into the process.
public enum GraphvizLibrary {
    /// The version Graphviz reports, such as `2.43.0`.
    ///
    /// The corresponding C function is `gvcVersion`.
    public static var version: String {
        GraphvizRuntime.shared.version
    }

    /// Opens libgvc's plugins and the libraries they need, and starts fontconfig's set-up on a
    /// thread of its own, as the first layout would; the first text measured waits for the set-up.
    /// The plugin of every layout engine but `dot` is opened on a thread of its own as well, and
    /// the first layout by one of those engines waits for it. Nothing is laid out or measured.
    public static func load() {
        _ = GraphvizRuntime.shared
    }

    /// The plugin libraries the process's context was built from, such as `core` and `pango`;
    /// empty if they could not be opened and the context read the installed list instead.
    ///
    /// The corresponding C function is `gvContextPlugins`.
    public static var builtInPlugins: [String] {
        GraphvizRuntime.shared.plugins
    }
}
