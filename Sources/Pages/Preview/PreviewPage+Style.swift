extension PreviewPage {
    /// The page's colours: light and dark, each with text at WCAG AA contrast or better on its background.
    static let lightColours = PageColours(
        background: "#FFFFFF", text: "#1A1A1A", muted: "#555555", link: "#0B57D0", rule: "#DDDDDD")
    static let darkColours = PageColours(
        background: "#121212", text: "#E0E0E0", muted: "#B0B0B0", link: "#8AB4F8", rule: "#333333")

    /// The page's own CSS (frames carry theirs).
    var style: String {
        let colours: String
        switch scheme {
        case .adaptive:
            colours =
                Self.lightColours.css(selector: ":root") + "\n@media (prefers-color-scheme: dark) {\n"
                + Self.darkColours.css(selector: ":root") + "\n}"
        case .dark:
            colours = Self.darkColours.css(selector: ":root")
        }
        return colours + "\n" + """
            body { margin: 0 auto; max-width: 90rem; padding: 1rem 1.5rem 3rem; background: var(--page-background);
              color: var(--page-text); font: 16px/1.4 "DejaVu Sans", system-ui, sans-serif; }
            h1 { font-size: 1.4rem; margin: 0.5rem 0 0.25rem; }
            h2 { font-size: 1.15rem; margin: 2rem 0 0.75rem; padding-top: 1rem; border-top: 1px solid var(--page-rule); }
            .summary, .note, .frame-number { color: var(--page-muted); }
            .block-number { color: var(--page-muted); font-weight: normal; margin-right: 0.5rem; }
            .frames { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 30rem), 1fr)); gap: 1.5rem; }
            figure.frame { margin: 0; }
            figure.frame > svg { display: block; max-width: 100%; height: auto; }
            figcaption { margin-top: 0.4rem; font-size: 0.85rem; }
            .frame-number { margin-right: 0.4rem; }
            .text-line { font-family: "DejaVu Sans Mono", ui-monospace, monospace; overflow-wrap: anywhere; }
            .files { display: block; margin-top: 0.2rem; }
            a { color: var(--page-link); }
            aside.stale { margin: 0.5rem 0 1rem; padding: 0.5rem 0.75rem; border-left: 4px solid #C5221F; }
            .stale-title { margin: 0 0 0.4rem; font-weight: bold; }
            aside.stale th, aside.stale td { text-align: left; padding: 0.15rem 0.75rem 0.15rem 0; vertical-align: top; }
            """
    }
}

/// The colours of the preview page around the frames.
struct PageColours {
    var background: String
    var text: String
    var muted: String
    var link: String
    var rule: String

    func css(selector: String) -> String {
        "\(selector) { --page-background: \(background); --page-text: \(text); --page-muted: \(muted); "
            + "--page-link: \(link); --page-rule: \(rule); }"
    }
}
