internal import GraphvizSVG

/// Facts about the Graphviz library linked into the process.
public enum GraphvizLibrary {
    /// The version Graphviz reports, such as `2.43.0`.
    ///
    /// The corresponding C function is `gvcVersion`.
    public static var version: String {
        GraphvizRuntime.shared.version
    }

    /// Opens libgvc's plugins and the libraries they need, as the first layout would. The plugin
    /// of every layout engine but `dot` is opened on a thread of its own, and the first layout by
    /// one of those engines waits for it. Nothing is laid out or measured.
    ///
    /// With `drawingPixels`, Pango's plugin library too (cairo, which draws PNG, PDF and GIF frames),
    /// which the first such frame would otherwise open, and fontconfig's set-up; without it, no
    /// Pango, cairo or fontconfig is loaded until a frame or a piece of text needs them.
    public static func load(drawingPixels: Bool = false) {
        let runtime = GraphvizRuntime.shared
        if drawingPixels { runtime.locked { _ = runtime.prepareCairo() } }
    }

    /// Tells the SVG renderer of colours its graphs use, each `#rrggbb`: libgvc then takes each
    /// as it is, where it would translate it with `colorxlate` (a `sscanf` of its digits) at every
    /// shape drawn, and the renderer reads its bytes, as `colorxlate` would. The document is the
    /// same either way; a colour it was not told of is translated as before. Any other text is
    /// ignored, as is every colour past 4,096.
    ///
    /// The corresponding C function is `tg_svg_know_colour`, this package's.
    public static func knowColours(_ colours: some Sequence<String>) {
        GraphvizRuntime.shared.locked {
            for colour in colours { _ = colour.withCString { tg_svg_know_colour($0) } }
        }
    }
}
