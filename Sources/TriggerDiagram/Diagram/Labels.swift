import DOT
import TriggerModel

/// The fixed text of the body's nodes, as HTML-like labels built from escaped text.
public enum Labels {
    /// The font every label is drawn in.
    public static let font = "DejaVu Sans"

    /// The size of a view's or source's name, in points (one CSS pixel each at the SVG's own size).
    public static let nameSize = 14
    /// The size of the lines under a name: a view's keys, what a source is.
    public static let lineSize = 12

    /// A name in bold with lines of smaller text under it.
    ///
    /// A view's keys (`keys: true`) are set in bold, so that each box is measured for its keys as
    /// the frames that mark one draw it: bold. An SVG frame draws every key it does not mark in the
    /// regular weight, which is narrower, in the same place: the text is anchored at its middle.
    static func titled(_ name: String, lines: [String], keys: Bool = false) -> HTMLLabel {
        let nameRow = row(.element("B", [:], [.text(name)]))
        let lineRows = lines.map { line in
            let text = HTMLLabel.text(line)
            return row(.element("FONT", ["POINT-SIZE": "\(lineSize)"], [keys ? .element("B", [:], [text]) : text]))
        }
        return .element(
            "TABLE", ["BORDER": "0", "CELLBORDER": "0", "CELLSPACING": "0", "CELLPADDING": "1"],
            [nameRow] + lineRows
        )
    }

    /// A view's name with its keys as a bitmap frame draws them: every key in the regular weight,
    /// but for the key on line `marked` (from 0), bold and underlined, as an SVG frame marks it.
    /// The rows are those of ``titled(_:lines:keys:)``, each as high, so a label set in the view's
    /// box puts every line where the view's own label has it.
    static func marking(_ name: String, lines: [String], marked: Int?) -> HTMLLabel {
        let nameRow = row(.element("B", [:], [.text(name)]))
        let lineRows = lines.enumerated().map { index, line in
            let text = HTMLLabel.text(line)
            let drawn: HTMLLabel = index == marked ? .element("B", [:], [.element("U", [:], [text])]) : text
            return row(.element("FONT", ["POINT-SIZE": "\(lineSize)"], [drawn]))
        }
        return .element(
            "TABLE", ["BORDER": "0", "CELLBORDER": "0", "CELLSPACING": "0", "CELLPADDING": "1"],
            [nameRow] + lineRows
        )
    }

    /// A source node: the object's name and what it is.
    static func source(_ source: Source) -> HTMLLabel {
        switch source {
        case .model(let object): titled(object, lines: ["model object"])
        case .environment: titled("Environment", lines: [])
        case .missingOwner(let owner): titled(owner, lines: ["state owner, not a view here"])
        case .state: titled("", lines: [])
        }
    }

    /// The shape of a source node.
    static func shape(_ source: Source) -> String {
        switch source {
        case .model: "cylinder"
        case .environment: "ellipse"
        case .missingOwner, .state: "box"
        }
    }

    private static func row(_ content: HTMLLabel) -> HTMLLabel {
        .element("TR", [:], [.element("TD", [:], [content])])
    }
}
