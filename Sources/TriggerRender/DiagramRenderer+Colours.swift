import Graphviz
import SystemIO
import TriggerDiagram
import TriggerModel

extension DiagramRenderer {
    private static let colourLock = Lock()
    nonisolated(unsafe) private static var toldColours: Set<Theme> = []

    /// Tells the SVG renderer, once for each theme, every colour a diagram in `theme` draws with:
    /// the theme's colours and the palette's fills and lines (`GraphvizLibrary.knowColours`). libgvc
    /// then takes each as it is, rather than translating it at every shape drawn; the document is
    /// the same.
    static func tellColours(of theme: Theme) {
        let isNew = colourLock.withLock { toldColours.insert(theme).inserted }
        guard isNew else { return }
        var colours = theme.colours
        colours.append(Palette.text)
        for cause in Cause.allCases {
            colours.append(Palette.line(for: cause, on: theme))
            if let fill = Palette.fill(for: cause) { colours.append(fill) }
        }
        GraphvizLibrary.knowColours(colours)
    }
}
