import DOT
import TriggerModel

extension SequenceDiagram {
    /// The frame for the change at `index`.
    /// - Precondition: `index` is a valid index of `changes`.
    public func frame(_ index: Int) -> Frame {
        precondition(changes.indices.contains(index), "frame \(index) out of range 0..<\(changes.count)")
        let state = state(index)
        let outcome = state.outcome
        let title = Self.title(of: outcome.change)
        let entering = state.entering(in: union).map { union.views[$0].name }
        let leaving = state.leaving(in: union).map { union.views[$0].name }
        return Frame(
            index: index,
            tree: state.tree,
            change: outcome.change,
            outcome: outcome,
            title: title,
            textLine: outcome.textLine,
            description: (treeLine(state.tree).map { "\($0.prefix(1).uppercased())\($0.dropFirst()). " } ?? "")
                + Self.description(of: outcome, entering: entering, leaving: leaving),
            entering: entering,
            leaving: leaving,
            matchedKeyLines: matchedKeyLines(state),
            updates: Self.updates(union: union, trees: trees, parts: parts, theme: theme, state: state)
        )
    }

    /// The title and legend of the frame for the change at `index`: a small graph of two nodes,
    /// laid out on its own and pinned above the body (see `Legend`).
    /// - Precondition: `index` is a valid index of `changes`.
    public func header(_ index: Int) -> DOTGraph {
        precondition(changes.indices.contains(index), "frame \(index) out of range 0..<\(changes.count)")
        let state = state(index)
        return Legend.header(
            title: Self.title(of: state.outcome.change), outcome: state.outcome,
            source: placedSource(of: state.outcome.change, tree: state.tree), theme: theme, entries: legendEntries,
            entering: state.entering(in: union).count, leaving: state.leaving(in: union).count
        )
    }

    /// Which key line of each recomputed view's label holds the changed key, by node id.
    func matchedKeyLines(_ state: FrameState) -> [String: Int] {
        let members = union.members[state.tree]
        var lines: [String: Int] = [:]
        for hit in state.outcome.recomputed {
            let view = members[hit.node]
            if let line = union.views[view].reads.firstIndex(of: state.outcome.change.key) {
                lines[BodyParts.viewID(view)] = line
            }
        }
        return lines
    }

    /// The frame's tree, outcome and source in the union's terms.
    func state(_ index: Int) -> FrameState {
        let tree = changes[index].tree
        return FrameState(
            tree: tree,
            outcome: outcomes[index],
            source: BodyParts.source(of: changes[index].change.key, tree: tree, trees: trees, union: union),
            previousTree: index > 0 ? changes[index - 1].tree : nil
        )
    }

    /// `<label>: <key> changed`.
    static func title(of change: Change) -> String {
        "\(change.label): \(change.key) changed"
    }

    /// E.g. `Recomputed 2: InvoiceScreen (local), InvoiceEditor (parent). Skipped 1: InvoiceHeader.`,
    /// then `Entering 1: DetailBanner.` and `Leaving 1: DetailBanner.` when views enter or leave.
    static func description(of outcome: Outcome, entering: [String] = [], leaving: [String] = []) -> String {
        let recomputed = outcome.recomputed.map { "\($0.view) (\($0.cause.rawValue))" }
        let recomputedText = recomputed.isEmpty ? "none" : recomputed.joined(separator: ", ")
        let skippedText = outcome.skipped.isEmpty ? "none" : outcome.skipped.joined(separator: ", ")
        var text =
            "Recomputed \(recomputed.count): \(recomputedText). Skipped \(outcome.skipped.count): \(skippedText)."
        if !entering.isEmpty { text += " Entering \(entering.count): \(entering.joined(separator: ", "))." }
        if !leaving.isEmpty { text += " Leaving \(leaving.count): \(leaving.joined(separator: ", "))." }
        return text
    }

    /// Where the change is made, for a diagram of several named trees: `on afterPush`, and the
    /// trees the block builds and never changes, `on beforePush (afterPush: built, never changed)`;
    /// nil for one tree or unnamed trees.
    public func treeLine(_ tree: Int) -> String? {
        guard treeNames.count > 1, treeNames.indices.contains(tree) else { return nil }
        let changed = Set(changes.map(\.tree))
        let untouched = treeNames.indices.filter { !changed.contains($0) }.map { treeNames[$0] }
        let note = untouched.isEmpty ? "" : " (\(untouched.joined(separator: ", ")): built, never changed)"
        return "on \(treeNames[tree])\(note)"
    }

    /// The header's line under the title: the tree the change is made on, when there are several
    /// (``treeLine(_:)``), then where its key lives.
    func placedSource(of change: Change, tree: Int) -> String {
        let source = source(of: change, tree: tree)
        return treeLine(tree).map { "\($0) · \(source)" } ?? source
    }

    /// Where the change's key lives in its tree, in words, for the legend.
    func source(of change: Change, tree: Int) -> String {
        switch Source.of(change.key, in: trees[tree]) {
        case nil: "source: none (out of scope)"
        case .environment?: "source: Environment"
        case .model(let object)?: "source: \(object) (model)"
        case .state(let owner)?: "source: state of \(trees[tree].nodes[owner].name) (thick border)"
        case .missingOwner(let owner)?: "source: state of \(owner), not a view here"
        }
    }
}
