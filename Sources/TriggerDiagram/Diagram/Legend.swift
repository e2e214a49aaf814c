import DOT
import TriggerModel

/// The per-frame text: title, where the change came from, and the causes that occur in the
/// block with this change's counts (skipped included). It cannot live in the body, whose text
/// is fixed at layout.
enum Legend {
    /// What the legend lists, the same in every frame of a block.
    struct Entries: Hashable, Sendable {
        /// The causes that occur somewhere in the block, in ``Cause/allCases`` order.
        var causes: [Cause]
        /// Whether views enter the tree anywhere in the block.
        var entering: Bool
        /// Whether views leave the tree anywhere in the block.
        var leaving: Bool
        /// The shapes the block's body draws that a colour does not explain, in ``Mark`` order.
        var marks: [Mark] = []

        /// Every cause, no transitions: the legend of a block that is not known.
        static let all = Entries(causes: Cause.allCases, entering: false, leaving: false)
    }

    /// A shape of the body the legend explains, each drawn as the body draws it, its name inside.
    enum Mark: String, CaseIterable, Hashable, Sendable {
        /// The environment's node: an ellipse.
        case environment
        /// A model object's node: a cylinder.
        case model
        /// The owner of the changed state key: a thick border.
        case stateOwner = "state-owner"
        /// A source of the block that is not this frame's: a dashed outline.
        case inactiveSource = "inactive-source"

        /// The words inside the mark.
        var text: String {
            switch self {
            case .environment: "environment"
            case .model: "model object"
            case .stateOwner: "state owner"
            case .inactiveSource: "inactive source"
            }
        }

        /// The mark's node in the header: the shape, outlined in the page's foreground, unfilled,
        /// its name in the legend's text.
        func node(_ theme: Theme) -> DOTNode {
            var attributes: DOTAttributes = [
                "label": .string(text), "fontsize": .string("\(Legend.markTextSize)"),
                "fontcolor": .string(theme.foreground), "color": .string(theme.recomputedBorder),
                "margin": "0.1,0.03", "width": "0.3", "height": "0.3", "penwidth": "1",
                "class": .string("header mark \(rawValue)"),
            ]
            switch self {
            case .environment:
                attributes["shape"] = "ellipse"
                attributes["style"] = "solid"
            case .model:
                attributes["shape"] = "cylinder"
                attributes["style"] = "solid"
            case .stateOwner:
                attributes["shape"] = "box"
                attributes["style"] = "rounded"
                attributes["penwidth"] = "4"
            case .inactiveSource:
                attributes["shape"] = "box"
                attributes["style"] = "dashed"
            }
            return DOTNode("mark_\(rawValue)", attributes)
        }
    }

    /// The size of the text inside a mark, in points: the keys' size.
    static let markTextSize = Labels.lineSize

    /// Titles longer than this many characters wrap at a space (or, with none, mid-word).
    static let titleWidth = 44

    /// The header graph for one frame: plain nodes, the title with the source line
    /// (``titleTable(title:source:)``), then each row of the legend (``legendRows(outcome:theme:entries:entering:leaving:)``,
    /// ids `legend0`, `legend1`, …), then a node for each of the block's ``Mark``s (ids `mark_…`).
    /// A renderer lays each out on its own and stacks the title and the legend's rows,
    /// left-aligned, so a long title never widens the legend, and sets the marks in a row under them, a fixed gap apart: each
    /// mark's text is inside its own shape, so the gaps stay even whatever font draws it.
    static func header(
        title: String, outcome: Outcome, source: String, theme: Theme, entries: Entries, entering: Int = 0,
        leaving: Int = 0
    ) -> DOTGraph {
        DOTGraph(
            id: "header",
            graphAttributes: ["bgcolor": .string(theme.background), "pad": "0.2", "margin": "0"],
            nodeDefaults: [
                // No least size: a legend row is as high as its table.
                "shape": "plaintext", "margin": "0", "width": "0", "height": "0",
                "fontname": .string(Labels.font), "fontcolor": .string(theme.foreground),
            ],
            nodes: [
                DOTNode("title", ["label": .html(titleTable(title: title, source: source))])
            ]
                + legendRows(outcome: outcome, theme: theme, entries: entries, entering: entering, leaving: leaving)
                .enumerated().map { DOTNode("legend\($0.offset)", ["label": .html($0.element)]) }
                + entries.marks.map { $0.node(theme) }
        )
    }

    /// Title, source line and legend, each in a row of its own, left-aligned: what the graph
    /// label of a standalone frame holds.
    static func table(
        title: String, outcome: Outcome, source: String, theme: Theme, entries: Entries, entering: Int = 0,
        leaving: Int = 0
    ) -> HTMLLabel {
        .element(
            "TABLE", ["BORDER": "0", "CELLBORDER": "0", "CELLSPACING": "0", "CELLPADDING": "0"],
            [
                .element("TR", [:], [.element("TD", ["ALIGN": "LEFT"], [titleTable(title: title, source: source)])]),
                .element(
                    "TR", [:],
                    [
                        .element(
                            "TD", ["ALIGN": "LEFT"],
                            [
                                legendTable(
                                    outcome: outcome, theme: theme, entries: entries, entering: entering,
                                    leaving: leaving
                                )
                            ])
                    ]),
            ]
        )
    }

    /// The title (wrapped at ``titleWidth`` characters) and, under it, the source in words.
    static func titleTable(title: String, source: String) -> HTMLLabel {
        let titleLines = wrap(title, width: titleWidth)
        var titleText: [HTMLLabel] = []
        for (index, line) in titleLines.enumerated() {
            if index > 0 { titleText.append(.element("BR", ["ALIGN": "LEFT"])) }
            titleText.append(.text(line))
        }
        return .element(
            "TABLE", ["BORDER": "0", "CELLBORDER": "0", "CELLSPACING": "0", "CELLPADDING": "4"],
            [
                row(
                    .element("FONT", ["POINT-SIZE": "18"], [.element("B", [:], titleText)]),
                    balign: titleLines.count > 1),
                row(.element("FONT", ["POINT-SIZE": "13"], [.text(source)]), balign: false),
            ]
        )
    }

    /// The legend's rows, each a table of its own (``legendTable(outcome:theme:entries:entering:leaving:)``
    /// cut after every fourth entry): a header stacks them as nodes, so that no entry's cell is
    /// widened to a column of another row and the gap after every text is the same (an SVG frame
    /// keeps it so in any font: WebSVG sets each text's length).
    static func legendRows(outcome: Outcome, theme: Theme, entries: Entries, entering: Int = 0, leaving: Int = 0)
        -> [HTMLLabel]
    {
        let cells = legendCells(outcome: outcome, theme: theme, entries: entries, entering: entering, leaving: leaving)
        return stride(from: 0, to: cells.count, by: 4).map { start in
            .element(
                "TABLE", ["BORDER": "0", "CELLBORDER": "0", "CELLSPACING": "4", "CELLPADDING": "1"],
                [.element("TR", [:], Array(cells[start..<min(start + 4, cells.count)].joined()))])
        }
    }

    /// The legend: `entries` in a fixed order, four to a row — the block's causes, skipped,
    /// then entering and leaving, each only when some view of the block enters or leaves — each
    /// with this change's count.
    static func legendTable(outcome: Outcome, theme: Theme, entries: Entries, entering: Int = 0, leaving: Int = 0)
        -> HTMLLabel
    {
        let cells = legendCells(outcome: outcome, theme: theme, entries: entries, entering: entering, leaving: leaving)
        let rows = stride(from: 0, to: cells.count, by: 4).map { start in
            HTMLLabel.element("TR", [:], Array(cells[start..<min(start + 4, cells.count)].joined()))
        }
        return .element("TABLE", ["BORDER": "0", "CELLBORDER": "0", "CELLSPACING": "4", "CELLPADDING": "1"], rows)
    }

    /// The legend's entries, each its swatch's cell and its text's cell, in the legend's order.
    private static func legendCells(
        outcome: Outcome, theme: Theme, entries: Entries, entering: Int, leaving: Int
    ) -> [[HTMLLabel]] {
        let counts = CauseCounts([outcome])
        var cells = entries.causes.map { cause in
            entry(swatch: swatch(for: cause, theme: theme), text: "\(cause.rawValue) \(counts[cause])")
        }
        cells.append(
            entry(
                swatch: swatch(fill: theme.skippedFill, border: theme.skippedBorder, style: nil, width: 1),
                text: "skipped \(outcome.skipped.count)"
            ))
        if entries.entering {
            cells.append(
                entry(
                    swatch: swatch(fill: theme.skippedFill, border: theme.enteringBorder, style: nil, width: 3),
                    text: "entering \(entering)"
                ))
        }
        if entries.leaving {
            cells.append(
                entry(
                    swatch: swatch(fill: theme.ghostFill, border: theme.ghostBorder, style: "dashed", width: 1),
                    text: "leaving \(leaving)"
                ))
        }
        return cells
    }

    /// `text` in lines of at most `width` characters, broken at spaces where there are any.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            var word = Substring(word)
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            while word.count > width {
                if !line.isEmpty {
                    lines.append(line)
                    line = ""
                }
                lines.append(String(word.prefix(width)))
                word = word.dropFirst(width)
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        lines.append(line)
        return lines
    }

    private static func row(_ content: HTMLLabel, balign: Bool) -> HTMLLabel {
        let attributes: KeyValuePairs<String, String> =
            balign ? ["ALIGN": "LEFT", "BALIGN": "LEFT"] : ["ALIGN": "LEFT"]
        return .element("TR", [:], [.element("TD", attributes, [content])])
    }

    private static func entry(swatch: HTMLLabel, text: String) -> [HTMLLabel] {
        [swatch, .element("TD", ["ALIGN": "LEFT"], [.element("FONT", ["POINT-SIZE": "13"], [.text(text)])])]
    }

    private static func swatch(for cause: Cause, theme: Theme) -> HTMLLabel {
        swatch(
            fill: Palette.fill(for: cause) ?? theme.unfilled,
            border: cause == .outOfScope ? theme.unfilledBorder : theme.recomputedBorder,
            style: Palette.borderStyle(for: cause),
            width: 1
        )
    }

    private static func swatch(fill: String, border: String, style: String?, width: Int) -> HTMLLabel {
        HTMLLabel.element(
            "TD",
            [
                "WIDTH": "18", "HEIGHT": "14", "FIXEDSIZE": "TRUE", "BORDER": "\(width)",
                "BGCOLOR": fill, "COLOR": border, "STYLE": style ?? "solid",
            ]
        )
    }
}
