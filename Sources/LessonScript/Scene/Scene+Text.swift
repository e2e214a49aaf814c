import TriggerModel

extension Scene {
    /// Each change applied to its tree, in `changes` order.
    public func outcomes() -> [Outcome] {
        changes.map { trees[$0.tree].tree.apply($0.change) }
    }

    /// The lines the block prints through `change`, `countCauses` and the `print`s the model
    /// computes, in statement order.
    public func textLines() -> [String] {
        stepLines().flatMap { $0 }
    }

    /// The lines each step prints, step by step: one line for a change or a print, four for a count.
    public func stepLines() -> [[String]] {
        let outcomes = outcomes()
        var lines: [[String]] = []
        var next = 0
        for step in steps {
            switch step {
            case .change:
                lines.append([outcomes[next].textLine])
                next += 1
            case .count(let request):
                lines.append(CauseCounts(request.changes.map { outcomes[$0] }).textLines)
            case .print(let request):
                lines.append([request.value.text(outcomes: outcomes, trees: trees)])
            }
        }
        return lines
    }
}
