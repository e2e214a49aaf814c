import GraphvizSVG

@testable import Graphviz

/// What the tests compare this package's Graphviz with: libgvc's own SVG renderer, and the
/// plugins the process's context was built from.
extension SVGRenderPlugin {
    /// Runs `body` with every SVG this thread draws drawn by libgvc's own renderer (`core`'s
    /// `svg:svg`): a test draws the same graph both ways, and compares.
    public static func withLibgvcsOwn<Result>(_ body: () throws -> Result) rethrows -> Result {
        let was = tg_svg_set_libgvcs_own_here(1)
        defer { _ = tg_svg_set_libgvcs_own_here(was) }
        return try body()
    }

    /// How many numbers this plugin has printed with integers on this thread.
    public static var exactNumbersHere: UInt { UInt(tg_svg_exact_numbers_here()) }
}

extension GraphvizLibrary {
    /// The plugin libraries the process's context was built from, such as `core` and `dot_layout`,
    /// and `pango` once it is open; empty if they could not be opened and the context read the
    /// installed list instead.
    ///
    /// The corresponding C functions are `gvContextPlugins` and `gvAddLibrary`.
    public static var builtInPlugins: [String] {
        let runtime = GraphvizRuntime.shared
        return runtime.locked { runtime.plugins + (PangoPlugin.isOpen ? [PangoPlugin.name] : []) }
    }
}
