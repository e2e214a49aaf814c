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
            self.init(
                checked: 0, mismatches: [], notChecked: output,
                whyNotChecked: Array(repeating: NotCheckedReason.noTree, count: output.count))
            return
        }
        self = Self.aligned(ExpectedLines(scene: scene, warnings: warnings), output, end: end).check
    }

    /// Compares what an Observation block prints with its output: every line, where it is read
    /// whole; none (each line not checked, and why), where a statement is outside what it runs.
    public init(observation: ObservationBlock, output: [OutputLine], end: Int) {
        switch observation.reading {
        case .lines(let lines):
            let expected = ExpectedLines(texts: lines, open: Array(repeating: false, count: lines.count + 1))
            self = Self.aligned(expected, output, end: end).check
        case .outside(let reason, let location):
            let why = NotCheckedReason.observationNotRun(reason, line: location.line)
            self.init(
                checked: 0, mismatches: [], notChecked: output,
                whyNotChecked: Array(repeating: why, count: output.count))
        }
    }

    /// The most cells of the alignment's table (model lines × output lines) it fills: 4 million,
    /// 32 MB. A block of 20,000 changes and its 20,000 printed lines would fill 400 million,
    /// 3.2 GB.
    static let maxAlignmentCells = 4_000_000

    /// The check of `output` against `expected`, and how many cells of the table it filled.
    ///
    /// Within ``maxAlignmentCells``, the alignment is the best one (``Alignment``). Past it, the
    /// lines that match at either end, where no line not checked may stand, are matched first
    /// (what the best alignment does with them too), and the rest is aligned at best if it fits,
    /// else line by line: a long output compared at its own positions, in bounded time and memory.
    static func aligned(
        _ expected: ExpectedLines, _ output: [OutputLine], end: Int
    ) -> (check: OutputCheck, cells: Int) {
        let n = expected.texts.count
        let m = output.count
        if (n + 1) * (m + 1) <= maxAlignmentCells {
            return (Alignment(expected: expected, output: output).result(end: end), (n + 1) * (m + 1))
        }
        var head = 0
        while head < min(n, m), !expected.open[head], expected.texts[head] == output[head].text { head += 1 }
        var tail = 0
        while tail < min(n, m) - head, !expected.open[n - tail],
            expected.texts[n - 1 - tail] == output[m - 1 - tail].text
        {
            tail += 1
        }
        let middle = ExpectedLines(
            texts: Array(expected.texts[head..<(n - tail)]), open: Array(expected.open[head...(n - tail)]),
            reasons: Array(expected.reasons[head...(n - tail)]))
        let middleOutput = Array(output[head..<(m - tail)])
        let middleEnd = tail > 0 ? output[m - tail].line : end
        let cells = (middle.texts.count + 1) * (middleOutput.count + 1)
        var check =
            cells <= maxAlignmentCells
            ? Alignment(expected: middle, output: middleOutput).result(end: middleEnd)
            : middle.lineByLine(middleOutput, end: middleEnd)
        check.checked = n
        return (check, cells <= maxAlignmentCells ? cells : 0)
    }
}

/// The model's lines, and where lines of statements it does not run may stand.
struct ExpectedLines {
    var texts: [String] = []
    /// `open[i]`: whether other lines may stand just before `texts[i]`; `open[texts.count]`: after the last.
    var open: [Bool] = []
    /// `reasons[i]`: what prints the lines that may stand just before `texts[i]`, where `open[i]`.
    var reasons: [String?] = []

    init(texts: [String], open: [Bool], reasons: [String?]? = nil) {
        self.texts = texts
        self.open = open
        self.reasons = reasons ?? Array(repeating: nil, count: open.count)
    }

    /// Why a line standing before `texts[index]` is not checked.
    func reason(at index: Int) -> String { reasons[index] ?? NotCheckedReason.unknownStatement }

    /// `output` compared with the lines at its own positions: a line past the model's is not
    /// checked where lines may stand after the last, else unexpected.
    func lineByLine(_ output: [OutputLine], end: Int) -> OutputCheck {
        var mismatches: [OutputMismatch] = []
        var notChecked: [OutputLine] = []
        var why: [String] = []
        for index in 0..<max(texts.count, output.count) {
            switch (index < texts.count ? texts[index] : nil, index < output.count ? output[index] : nil) {
            case (let text?, let line?) where text != line.text:
                mismatches.append(OutputMismatch(line: line.line, expected: text, found: line.text))
            case (let text?, nil):
                mismatches.append(OutputMismatch(line: end, expected: text, found: nil))
            case (nil, let line?) where open[texts.count]:
                notChecked.append(line)
                why.append(reason(at: texts.count))
            case (nil, let line?):
                mismatches.append(OutputMismatch(line: line.line, expected: nil, found: line.text))
            default:
                break
            }
        }
        return OutputCheck(checked: texts.count, mismatches: mismatches, notChecked: notChecked, whyNotChecked: why)
    }

    init(scene: Scene, warnings: [Diagnostic]) {
        let stepLocations = scene.steps.map(\.location)
        var openGaps = Set<Int>()
        /// The statements of each gap the model does not run, summarised.
        var gapStatements: [Int: [String]] = [:]
        for warning in warnings {
            // The gap before step k holds the statements that come after k steps.
            let gap = stepLocations.filter { $0.precedes(warning.location) }.count
            switch warning.problem {
            case .notModelled(let summary):
                openGaps.insert(gap)
                gapStatements[gap, default: []].append(summary)
            // Statements past the first hundred are counted, not located: any gap from the first on may hold them.
            case .moreNotModelled: openGaps.formUnion(gap...scene.steps.count)
            default: break
            }
        }
        let gapReasons = gapStatements.mapValues(NotCheckedReason.statements)
        for (step, lines) in scene.stepLines().enumerated() {
            for (offset, line) in lines.enumerated() {
                texts.append(line)
                open.append(offset == 0 && openGaps.contains(step))
                reasons.append(offset == 0 ? gapReasons[step] : nil)
            }
        }
        open.append(openGaps.contains(scene.steps.count))
        reasons.append(gapReasons[scene.steps.count])
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
        var why: [String] = []
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
                why.append(expected.reason(at: i))
                j += 1
            case .missing:
                mismatches.append(OutputMismatch(line: line, expected: expected.texts[i], found: nil))
                i += 1
            case .unexpected:
                mismatches.append(OutputMismatch(line: line, expected: nil, found: output[j].text))
                j += 1
            }
        }
        return OutputCheck(
            checked: expected.texts.count, mismatches: mismatches, notChecked: notChecked, whyNotChecked: why)
    }
}

extension Step {
    /// Where the step's statement is written.
    var location: SourceLocation {
        switch self {
        case .change(let change): change.location
        case .count(let request): request.location
        case .print(let request): request.location
        }
    }
}

extension SourceLocation {
    /// Whether this place comes before `other` in the same text.
    func precedes(_ other: SourceLocation) -> Bool {
        (line, column) < (other.line, other.column)
    }
}
