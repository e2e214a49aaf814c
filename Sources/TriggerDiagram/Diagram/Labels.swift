import DOT
import TriggerModel

/// The fixed text of the body's nodes, as HTML-like labels built from escaped text.
enum Labels {
    static let font = "DejaVu Sans"

    /// A name in bold with lines of smaller text under it.
    static func titled(_ name: String, lines: [String]) -> HTMLLabel {
        let nameRow = row(.element("B", [:], [.text(name)]))
        let lineRows = lines.map { row(.element("FONT", ["POINT-SIZE": "10"], [.text($0)])) }
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
