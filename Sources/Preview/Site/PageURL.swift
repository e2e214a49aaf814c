import TextEscapes

/// Where the server answers with a page.
enum PageURL {
    /// A page's path on the server after its leading `/`: `<name>/`, the name percent-encoded.
    static func path(_ name: String) -> String {
        RelativeURL.encoded(name) + "/"
    }
}
