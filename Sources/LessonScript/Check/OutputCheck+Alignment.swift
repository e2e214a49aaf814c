extension OutputCheck {
    /// Compares what a block's model prints with the block's output.
    ///
    /// The alignment is the one with the fewest differences, and among those the fewest lines not
    /// checked; among equally good ones it prefers, at each line, a match, then
    /// "expected … found …", then a line not checked.
    /// - Parameters:
    ///   - scene: The block's scene; nil for a block without a tree, whose every line is not checked.
    ///   - warnings: The block's warnings; each `statement not modelled` marks a place where lines
    ///     the model does not print may stand.
    ///   - output: The output block's lines.
    ///   - end: The page line given to a model line missing at the end (the closing fence's line).
    public init(scene: Scene?, warnings: [Diagnostic], output: [OutputLine], end: Int) {
        guard let scene else {
            self.init(checked: 0, mismatches: [], notChecked: output)
            return
        }
        let expected = ExpectedLines(scene: scene, warnings: warnings)
        self = Alignment(expected: expected, output: output).result(end: end)
    }
}

/// The model's lines, and where lines of statements it does not run may stand.
struct ExpectedLines {
    var texts: [String] = []
    /// `open[i]`: whether other lines may stand just before `texts[i]`; `open[texts.count]`: after the last.
    var open: [Bool] = []

    init(scene: Scene, warnings: [Diagnostic]) {
        let stepLocations = scene.steps.map(\.location)
        var openGaps = Set<Int>()
        for warning in warnings {
            guard case .notModelled = warning.problem else { continue }
            // The gap before step k holds the statements that come after k steps.
            openGaps.insert(stepLocations.filter { $0.precedes(warning.location) }.count)
        }
        for (step, lines) in scene.stepLines().enumerated() {
            for (offset, line) in lines.enumerated() {
                texts.append(line)
                open.append(offset == 0 && openGaps.contains(step))
            }
        }
        open.append(openGaps.contains(scene.steps.count))
    }
}

/// The cheapest alignment of the model's lines with the output's, by dynamic programming.
private struct Alignment {
    enum Move: CaseIterable {
        case match, substitute, notChecked, missing, unexpected
    }

    let expected: ExpectedLines
    let output: [OutputLine]
    /// `cost[i][j]`: the cost of the best alignment of `expected.texts[i...]` with `output[j...]`.
    private var cost: [[Int]]
    /// The cost of one difference: more than every line not checked together, so the fewest
    /// differences come first and the fewest lines not checked second.
    private let difference: Int

    init(expected: ExpectedLines, output: [OutputLine]) {
        self.expected = expected
        self.output = output
        let n = expected.texts.count
        let m = output.count
        difference = m + 1
        cost = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n, through: 0, by: -1) {
            for j in stride(from: m, through: 0, by: -1) where i < n || j < m {
                cost[i][j] = Move.allCases.compactMap { self.cost(of: $0, i, j) }.min()!
            }
        }
    }

    /// The cost of making `move` at (i, j) and aligning the rest at best; nil when it does not apply.
    private func cost(of move: Move, _ i: Int, _ j: Int) -> Int? {
        let n = expected.texts.count
        let m = output.count
        switch move {
        case .match:
            guard i < n, j < m, expected.texts[i] == output[j].text else { return nil }
            return cost[i + 1][j + 1]
        case .substitute:
            guard i < n, j < m, expected.texts[i] != output[j].text else { return nil }
            return difference + cost[i + 1][j + 1]
        case .notChecked:
            guard j < m, expected.open[i] else { return nil }
            return 1 + cost[i][j + 1]
        case .missing:
            guard i < n else { return nil }
            return difference + cost[i + 1][j]
        case .unexpected:
            guard j < m, !expected.open[i] else { return nil }
            return difference + cost[i][j + 1]
        }
    }

    /// Walks the best alignment from the start, taking the first move (in `Move` order) that stays best.
    func result(end: Int) -> OutputCheck {
        var mismatches: [OutputMismatch] = []
        var notChecked: [OutputLine] = []
        var i = 0
        var j = 0
        while i < expected.texts.count || j < output.count {
            let move = Move.allCases.first { cost(of: $0, i, j) == cost[i][j] }!
            let line = j < output.count ? output[j].line : end
            switch move {
            case .match:
                i += 1
                j += 1
            case .substitute:
                mismatches.append(OutputMismatch(line: line, expected: expected.texts[i], found: output[j].text))
                i += 1
                j += 1
            case .notChecked:
                notChecked.append(output[j])
                j += 1
            case .missing:
                mismatches.append(OutputMismatch(line: line, expected: expected.texts[i], found: nil))
                i += 1
            case .unexpected:
                mismatches.append(OutputMismatch(line: line, expected: nil, found: output[j].text))
                j += 1
            }
        }
        return OutputCheck(checked: expected.texts.count, mismatches: mismatches, notChecked: notChecked)
    }
}

extension Step {
    /// Where the step's statement is written.
    var location: SourceLocation {
        switch self {
        case .change(let change): change.location
        case .count(let request): request.location
        }
    }
}

extension SourceLocation {
    /// Whether this place comes before `other` in the same text.
    func precedes(_ other: SourceLocation) -> Bool {
        (line, column) < (other.line, other.column)
    }
}
