import TriggerModel

/// One change drawn over a laid-out body: what to set on it, and the text around it.
public struct Frame: Hashable, Sendable {
    /// The frame's position among the diagram's changes, from 0.
    public let index: Int
    public let change: Change
    public let outcome: Outcome
    /// `<label>: <key> changed`.
    public let title: String
    /// The core's line for this change (for SVG `<title>`).
    public let textLine: String
    /// A sentence listing the recomputed views by cause and the skipped views (for SVG `<desc>`).
    public let description: String
    /// Every per-frame attribute of every node and edge of the body, with this frame's value.
    /// Every frame touches the same (target, name) pairs.
    public let updates: [AttributeUpdate]
    /// The title and legend, a small graph to lay out and render per frame above the body.
    public let header: DOTGraph
}

extension TreeDiagram {
    /// The frame for the change at `index`.
    /// - Precondition: `index` is a valid index of `changes`.
    public func frame(_ index: Int) -> Frame {
        precondition(changes.indices.contains(index), "frame \(index) out of range 0..<\(changes.count)")
        let outcome = outcomes[index]
        let title = Self.title(of: outcome.change)
        return Frame(
            index: index,
            change: outcome.change,
            outcome: outcome,
            title: title,
            textLine: outcome.textLine,
            description: Self.description(of: outcome),
            updates: Self.updates(tree: tree, parts: parts, theme: theme, outcome: outcome),
            header: Legend.header(title: title, outcome: outcome, source: source(of: outcome.change), theme: theme)
        )
    }

    /// `<label>: <key> changed`.
    static func title(of change: Change) -> String {
        "\(change.label): \(change.key) changed"
    }

    /// E.g. `Recomputed 2: InvoiceScreen (local), InvoiceEditor (parent). Skipped 1: InvoiceHeader.`
    static func description(of outcome: Outcome) -> String {
        let recomputed = outcome.recomputed.map { "\($0.view) (\($0.cause.rawValue))" }
        let recomputedText = recomputed.isEmpty ? "none" : recomputed.joined(separator: ", ")
        let skippedText = outcome.skipped.isEmpty ? "none" : outcome.skipped.joined(separator: ", ")
        return "Recomputed \(recomputed.count): \(recomputedText). Skipped \(outcome.skipped.count): \(skippedText)."
    }

    /// Where the change's key lives, in words, for the legend.
    func source(of change: Change) -> String {
        switch Source.of(change.key, in: tree) {
        case nil: "source: none (out of scope)"
        case .environment?: "source: Environment"
        case .model(let object)?: "source: \(object) (model)"
        case .state(let owner)?: "source: state of \(tree.nodes[owner].name) (thick border)"
        case .missingOwner(let owner)?: "source: state of \(owner), not a view here"
        }
    }
}
