import TriggerDiagram
import TriggerModel

/// The style an SVG frame carries, so that it follows the reader's colour scheme without being
/// drawn again, and so a page can restyle it.
///
/// A frame drawn in the light theme is *adaptive*: its `<style>` restates the light colours and,
/// under `@media (prefers-color-scheme: dark)`, gives the dark theme's. CSS properties win over
/// Graphviz's presentation attributes, so a browser shows the dark theme's background, borders,
/// skipped views and text; cause fills and the black text on nodes are the same in both themes.
/// A frame drawn in the dark theme stays dark. Every rule has zero specificity (`:where`), so a
/// page's own rule on the same classes (`.triggergraph .view.skipped > path { fill: … }`) wins.
public enum SVGStyle {
    /// The classes on the root `<svg>` of a frame drawn in `theme`: `triggergraph theme-light`.
    public static func rootClasses(_ theme: Theme) -> [String] {
        ["triggergraph", "theme-\(theme.name)"]
    }

    /// A set of rules and the media query under which they apply.
    public struct Scheme: Hashable, Sendable {
        /// The media query (`(prefers-color-scheme: dark)`); nil for rules that always apply.
        public var media: String?
        /// The rules that apply under `media`.
        public var rules: [SVGStyleRule]
    }

    /// The rules a frame drawn in `theme` carries, in order: its own colours, then for a light
    /// frame the dark theme's under `prefers-color-scheme: dark`.
    public static func schemes(drawnIn theme: Theme) -> [Scheme] {
        var schemes = [Scheme(media: nil, rules: rules(for: theme, drawnIn: theme))]
        if theme == .light {
            schemes.append(Scheme(media: "(prefers-color-scheme: dark)", rules: rules(for: .dark, drawnIn: theme)))
        }
        return schemes
    }

    /// The `<style>` element for a frame drawn in `theme`.
    ///
    /// Every frame carries it, so the built-in themes' elements are made once.
    public static func element(drawnIn theme: Theme) -> String {
        if theme == .light { return lightElement }
        if theme == .dark { return darkElement }
        return buildElement(drawnIn: theme)
    }

    /// The built-in themes' elements, each built the first time a frame is drawn in it (a run
    /// draws in one theme, or both): compared with `==`, not hashed, at every frame.
    private static let lightElement = buildElement(drawnIn: .light)
    private static let darkElement = buildElement(drawnIn: .dark)

    private static func buildElement(drawnIn theme: Theme) -> String {
        let scope = rootClasses(theme)
        var lines = ["<style>"]
        for scheme in schemes(drawnIn: theme) {
            let rules = scheme.rules.map { $0.css(scope: scope) }
            if let media = scheme.media {
                lines += ["@media \(media) {"] + rules.map { "  " + $0 } + ["}"]
            } else {
                lines += rules
            }
        }
        return (lines + ["</style>"]).joined(separator: "\n")
    }

    /// The rules that give a frame drawn in `base` the colours of `theme`, in the order they apply
    /// (a later rule wins over an earlier one).
    public static func rules(for theme: Theme, drawnIn base: Theme) -> [SVGStyleRule] {
        let shapes = ["path", "polygon", "ellipse"]
        return [
            SVGStyleRule(group: ["graph"], elements: ["polygon"], property: .fill, value: theme.background),
            SVGStyleRule(
                group: ["edge", "tree-edge"], elements: ["path", "polygon"], property: .stroke, value: theme.treeEdge),
            SVGStyleRule(group: ["edge", "tree-edge"], elements: ["polygon"], property: .fill, value: theme.treeEdge),
            SVGStyleRule(
                group: ["edge", "tree-edge", "leaving"], elements: ["path", "polygon"], property: .stroke,
                value: theme.ghostBorder),
            SVGStyleRule(
                group: ["edge", "tree-edge", "leaving"], elements: ["polygon"], property: .fill,
                value: theme.ghostBorder),
            SVGStyleRule(
                group: ["edge", "propagation"], elements: ["path", "polygon"], property: .stroke,
                value: Palette.line(for: .parent, on: theme)),
            SVGStyleRule(
                group: ["edge", "propagation"], elements: ["polygon"], property: .fill,
                value: Palette.line(for: .parent, on: theme)),
        ]
            + [Cause.observed, .environment, .offRule].flatMap { cause in
                [
                    SVGStyleRule(
                        group: ["edge", "source-edge", cause.rawValue], elements: ["path", "polygon"],
                        property: .stroke, value: Palette.line(for: cause, on: theme)),
                    SVGStyleRule(
                        group: ["edge", "source-edge", cause.rawValue], elements: ["polygon"], property: .fill,
                        value: Palette.line(for: cause, on: theme)),
                ]
            } + [
                SVGStyleRule(group: ["edge"], elements: ["text"], property: .fill, value: theme.foreground),
                SVGStyleRule(group: ["header"], elements: ["text"], property: .fill, value: theme.foreground),
                SVGStyleRule(group: ["source"], elements: shapes, property: .stroke, value: theme.recomputedBorder),
                SVGStyleRule(
                    group: ["view", "recomputed"], elements: shapes, property: .stroke, value: theme.recomputedBorder),
                SVGStyleRule(
                    group: ["view", "out-of-scope"], elements: shapes, property: .fill, value: theme.unfilled),
                SVGStyleRule(
                    group: ["view", "out-of-scope"], elements: shapes, property: .stroke, value: theme.unfilledBorder),
                // A cylinder's top is a second path, unfilled: only the filled shape takes the faint fill.
                SVGStyleRule(
                    group: ["source", "inactive"], elements: shapes,
                    condition: SVGStyleRule.Condition(property: .fill, value: base.faintSourceFill), property: .fill,
                    value: theme.faintSourceFill
                ),
                SVGStyleRule(
                    group: ["source", "inactive"], elements: shapes, property: .stroke, value: theme.skippedBorder),
                SVGStyleRule(group: ["view", "skipped"], elements: shapes, property: .fill, value: theme.skippedFill),
                SVGStyleRule(
                    group: ["view", "skipped"], elements: shapes, property: .stroke, value: theme.skippedBorder),
                SVGStyleRule(group: ["view", "leaving"], elements: shapes, property: .fill, value: theme.ghostFill),
                SVGStyleRule(
                    group: ["view", "leaving"], elements: shapes, property: .stroke, value: theme.ghostBorder),
                SVGStyleRule(
                    group: ["view", "state-owner"], elements: shapes, property: .stroke, value: theme.ownerBorder),
                // Last: an entering view keeps its outline whatever else it is.
                SVGStyleRule(
                    group: ["view", "entering"], elements: shapes, property: .stroke, value: theme.enteringBorder),
                // The legend's swatches, known by the colours they were drawn with.
                swatch(.fill, base.skippedFill, theme.skippedFill),
                swatch(.stroke, base.skippedBorder, theme.skippedBorder),
                swatch(.fill, base.unfilled, theme.unfilled),
                swatch(.stroke, base.recomputedBorder, theme.recomputedBorder),
                swatch(.fill, base.ghostFill, theme.ghostFill),
                swatch(.stroke, base.ghostBorder, theme.ghostBorder),
                swatch(.stroke, base.unfilledBorder, theme.unfilledBorder),
                swatch(.stroke, base.enteringBorder, theme.enteringBorder),
            ]
    }

    private static func swatch(_ property: SVGStyleRule.Property, _ drawn: String, _ value: String) -> SVGStyleRule {
        // The legend's marks are ellipses and paths (a cylinder) too.
        SVGStyleRule(
            group: ["header"], elements: ["path", "polygon", "ellipse"],
            condition: SVGStyleRule.Condition(property: property, value: drawn), property: property, value: value
        )
    }
}
