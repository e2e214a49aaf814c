import TriggerModel

/// The per-frame text: title, where the change came from, and the six causes with this change's
/// counts (skipped included). It cannot live in the body, whose text is fixed at layout.
enum Legend {
    /// The header graph for one frame: a single plain node holding
    /// ``table(title:outcome:source:theme:entering:leaving:)``.
    static func header(
        title: String, outcome: Outcome, source: String, theme: Theme, entering: Int = 0, leaving: Int = 0
    ) -> DOTGraph {
        DOTGraph(
            id: "header",
            graphAttributes: ["bgcolor": .string(theme.background), "pad": "0.2", "margin": "0"],
            nodeDefaults: [
                "shape": "plaintext", "margin": "0",
                "fontname": .string(Labels.font), "fontcolor": .string(theme.foreground),
            ],
            nodes: [DOTNode("legend", ["label": .html(table(
                title: title, outcome: outcome, source: source, theme: theme, entering: entering, leaving: leaving
            ))])]
        )
    }

    /// Title, source line and the legend as one HTML-like table; a row for the views that enter
    /// or leave the tree only in a frame where some do.
    static func table(
        title: String, outcome: Outcome, source: String, theme: Theme, entering: Int = 0, leaving: Int = 0
    ) -> HTMLLabel {
        let counts = CauseCounts([outcome])
        let entries = Cause.allCases.map { cause in
            entry(swatch: swatch(for: cause, theme: theme), text: "\(cause.rawValue) \(counts[cause])")
        }
        let skipped = entry(
            swatch: swatch(fill: theme.skippedFill, border: theme.skippedBorder, style: nil),
            text: "skipped \(outcome.skipped.count)"
        )
        let columns = 8
        var rows: [HTMLLabel] = [
            wide(.element("FONT", ["POINT-SIZE": "16"], [.element("B", [:], [.text(title)])]), columns: columns),
            wide(.element("FONT", ["POINT-SIZE": "11"], [.text(source)]), columns: columns),
            .element("TR", [:], Array(entries[0..<4].joined())),
            .element("TR", [:], Array(entries[4...].joined()) + skipped + [.element("TD", ["COLSPAN": "2"], [.text(" ")])]),
        ]
        if entering > 0 || leaving > 0 {
            let enteringEntry = entry(
                swatch: swatch(fill: theme.skippedFill, border: theme.enteringBorder, style: nil),
                text: "entering \(entering)"
            )
            let leavingEntry = entry(
                swatch: swatch(fill: theme.ghostFill, border: theme.ghostBorder, style: "dashed"),
                text: "leaving \(leaving)"
            )
            rows.append(.element("TR", [:], enteringEntry + leavingEntry + [.element("TD", ["COLSPAN": "4"], [.text(" ")])]))
        }
        return .element(
            "TABLE", ["BORDER": "0", "CELLBORDER": "0", "CELLSPACING": "4", "CELLPADDING": "1"], rows
        )
    }

    private static func wide(_ content: HTMLLabel, columns: Int) -> HTMLLabel {
        .element("TR", [:], [.element("TD", ["COLSPAN": "\(columns)", "ALIGN": "LEFT"], [content])])
    }

    private static func entry(swatch: HTMLLabel, text: String) -> [HTMLLabel] {
        [swatch, .element("TD", ["ALIGN": "LEFT"], [.element("FONT", ["POINT-SIZE": "12"], [.text(text)])])]
    }

    private static func swatch(for cause: Cause, theme: Theme) -> HTMLLabel {
        swatch(
            fill: Palette.fill(for: cause) ?? theme.unfilled,
            border: theme.recomputedBorder,
            style: Palette.borderStyle(for: cause)
        )
    }

    private static func swatch(fill: String, border: String, style: String?) -> HTMLLabel {
        let cell = HTMLLabel.element(
            "TD",
            ["WIDTH": "18", "HEIGHT": "14", "FIXEDSIZE": "TRUE", "BORDER": "1",
             "BGCOLOR": fill, "COLOR": border, "STYLE": style ?? "solid"]
        )
        return cell
    }
}
