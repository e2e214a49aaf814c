import TriggerModel

extension Scene {
    /// Each change applied to its tree, in `changes` order.
    public func outcomes() -> [Outcome] {
        changes.map { trees[$0.tree].tree.apply($0.change) }
    }

    /// The lines the block prints through `change`, `countCauses` and the `print`s the model
    /// computes, in statement order.
    public func textLines() -> [String] {
        printedSteps.flatMap(\.lines)
    }

    /// The lines each step prints, step by step: one line for a change or a print, four for a count.
    public func stepLines() -> [[String]] {
        printedSteps.map(\.lines)
    }

    /// The block's steps, run one at a time as they are read: see ``PrintedSteps``.
    public var printedSteps: PrintedSteps { PrintedSteps(scene: self) }

    /// The causes a count adds up, from each change's own counts (`changeCauses[i]`: change `i`'s).
    public static func counts(of request: CountRequest, in changeCauses: [CauseCounts]) -> CauseCounts {
        var total = CauseCounts()
        for index in request.changes { total.add(changeCauses[index]) }
        return total
    }
}

/// A block's steps in statement order, each run as it is read: a change's outcome and its one
/// line, a count's four lines, a print's one. What is kept between steps is each change's count
/// of causes, not its outcome, so printing a block takes memory for one outcome however many
/// changes it has (an outcome of 2,000 views holds every view's name, and its line all of them
/// again); only the outcomes a later `print` reads are kept whole.
public struct PrintedSteps: Sequence {
    /// A step run: the change's outcome (nil for a count) and the lines it prints.
    public typealias Element = (outcome: Outcome?, lines: [String])

    let scene: Scene

    /// Runs the steps in order, keeping each change's count of causes for the counts after it.
    public struct Iterator: IteratorProtocol {
        let scene: Scene
        var position = 0
        var changeCauses: [CauseCounts] = []
        /// The changes a `print` reads, and the outcomes of those run so far.
        let printed: Set<Int>
        var printedOutcomes: [Int: Outcome] = [:]

        init(scene: Scene) {
            self.scene = scene
            printed = Set(
                scene.steps.flatMap { step -> [Int] in
                    if case .print(let request) = step { return request.value.changes }
                    return []
                })
        }

        /// The next step, run; nil after the last.
        public mutating func next() -> Element? {
            guard position < scene.steps.count else { return nil }
            defer { position += 1 }
            switch scene.steps[position] {
            case .change(let change):
                let outcome = scene.trees[change.tree].tree.apply(change.change)
                if printed.contains(changeCauses.count) { printedOutcomes[changeCauses.count] = outcome }
                changeCauses.append(CauseCounts([outcome]))
                return (outcome, [outcome.textLine])
            case .count(let request):
                return (nil, Scene.counts(of: request, in: changeCauses).textLines)
            case .print(let request):
                return (nil, [request.value.text(outcomes: printedOutcomes, trees: scene.trees)])
            }
        }
    }

    /// Runs the steps from the first.
    public func makeIterator() -> Iterator { Iterator(scene: scene) }
    /// The block's steps: one element each.
    public var underestimatedCount: Int { scene.steps.count }
}
