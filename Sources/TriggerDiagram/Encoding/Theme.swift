/// Colours that depend on the page the diagram sits on; cause fills do not (see ``Palette``).
public struct Theme: Hashable, Sendable {
    /// The theme's name (`light`, `dark`), as file names and SVG classes use it.
    public let name: String
    /// The canvas.
    public let background: String
    /// Text drawn on the background: title, legend, source-edge labels.
    public let foreground: String
    /// Skipped views.
    public let skippedFill: String
    /// The border of skipped views.
    public let skippedBorder: String
    /// The border of recomputed views and of source nodes: it must show against the page, since the
    /// dashed (off-rule) and dotted (out-of-scope) borders are the one cue besides colour.
    public let recomputedBorder: String
    /// The fill of an "unfilled" (out-of-scope) view. Black text is fixed at layout, so on a dark
    /// page this cannot be the background; it is the light paper colour instead.
    public let unfilled: String
    /// Parent → child edges.
    public let treeEdge: String
    /// The thick border that marks the owner of a changed state key.
    public let ownerBorder: String
    /// A view that has left the tree, shown as a ghost in the frame where it leaves: a fill
    /// black text still reads on (WCAG AA), and a faint dashed border.
    public let ghostFill: String
    /// The faint dashed border of a view that has left the tree.
    public let ghostBorder: String
    /// The outline of a view that has entered the tree in this frame (Okabe–Ito blue, which no
    /// cause uses, on the light page; nearly white on the dark one, the only colour that meets
    /// 3:1 against both the dark page and the skipped fill). Drawn 4 pt wide, twice any other
    /// border but the owner's, so it never rests on colour alone.
    public let enteringBorder: String
    /// The dotted border of an out-of-scope view, 3:1 or more against the page and ``unfilled``.
    public let unfilledBorder: String
    /// A source node that is not this frame's source: shown, faint.
    public let faintSourceFill: String

    /// Light page: white background, grey skipped views.
    public static let light = Theme(
        name: "light", background: "#FFFFFF", foreground: "#000000",
        skippedFill: "#EEEEEE", skippedBorder: "#757575", recomputedBorder: "#000000",
        unfilled: "#FFFFFF", treeEdge: "#616161", ownerBorder: "#000000",
        ghostFill: "#FAFAFA", ghostBorder: "#6E6E6E", enteringBorder: "#0072B2",
        unfilledBorder: "#1A1A1A", faintSourceFill: "#F7F7F7"
    )

    /// Dark page: `#121212` background, light text on it, black text on every node.
    public static let dark = Theme(
        name: "dark", background: "#121212", foreground: "#E0E0E0",
        skippedFill: "#8A8A8A", skippedBorder: "#F5F5F5", recomputedBorder: "#FFFFFF",
        unfilled: "#F5F5F5", treeEdge: "#BDBDBD", ownerBorder: "#FFFFFF",
        ghostFill: "#7A7A7A", ghostBorder: "#E0E0E0", enteringBorder: "#E0F2FF",
        unfilledBorder: "#767676", faintSourceFill: "#777777"
    )

    /// Every colour the theme has, its fields in order.
    public var colours: [String] {
        [
            background, foreground, skippedFill, skippedBorder, recomputedBorder, unfilled, treeEdge, ownerBorder,
            ghostFill, ghostBorder, enteringBorder, unfilledBorder, faintSourceFill,
        ]
    }

    /// Every theme, light first.
    public static let all: [Theme] = [.light, .dark]

    /// The theme with this name (`light`, `dark`) in any case, if any: every option of the tool
    /// reads its names so.
    public static func named(_ name: String) -> Theme? {
        let name = name.lowercased()
        return all.first { $0.name == name }
    }
}
