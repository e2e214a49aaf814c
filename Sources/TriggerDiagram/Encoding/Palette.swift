import TriggerModel

/// The cause colours (Okabe–Ito, colour-blind safe), the same in every theme.
public enum Palette {
    /// The fill for a view recomputed with `cause`; `nil` for `out-of-scope`, which is unfilled.
    public static func fill(for cause: Cause) -> String? {
        switch cause {
        case .local: "#E69F00"
        case .parent: "#56B4E9"
        case .observed: "#009E73"
        case .environment: "#CC79A7"
        case .offRule: "#D55E00"
        case .outOfScope: nil
        }
    }

    /// The border style that marks a cause beyond its fill: dashed off-rule, dotted out-of-scope.
    public static func borderStyle(for cause: Cause) -> String? {
        switch cause {
        case .offRule: "dashed"
        case .outOfScope: "dotted"
        default: nil
        }
    }

    /// The colour of a line drawn for `cause` (a propagation path, a source edge) on `theme`'s page:
    /// the cause's fill wherever that meets WCAG's 3:1 for graphics against the page; on the light
    /// page the parent blue (2.3:1 on white) is drawn a darker blue of the same hue (4.2:1).
    public static func line(for cause: Cause, on theme: Theme) -> String {
        let fill = fill(for: cause) ?? theme.foreground
        if cause == .parent, theme.name == Theme.light.name { return "#2B83BA" }
        return fill
    }

    /// Text on every fill, in every theme: black meets WCAG AA on all of them.
    public static let text = "#000000"
}
