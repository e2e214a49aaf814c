/// Facts about the Graphviz library linked into the process.
public enum GraphvizLibrary {
    /// The version Graphviz reports, such as `2.43.0`.
    ///
    /// The corresponding C function is `gvcVersion`.
    public static var version: String {
        GraphvizRuntime.shared.version
    }
}
