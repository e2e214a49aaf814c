import TextEscapes

/// How a block's printed output compares with the lines the model prints for it.
///
/// The model knows which lines its statements print and in what order: one line per `change`,
/// four per `countCauses`. Statements it does not run (`print(x.count)`, comparisons,
/// Observation code) may print too, but only where they stand: between the modelled
/// statements around them. So the output is aligned with the model's lines, step by step;
/// a line may go unexplained only in a gap where the block has such a statement, and there
/// it is *not checked*. Anything else that differs is a mismatch.
public struct OutputCheck: Hashable, Sendable {
    /// How many of the model's lines were compared with the output.
    public var checked: Int
    /// The differences, in page order.
    public var mismatches: [OutputMismatch]
    /// Output lines printed by statements the model does not run; not compared.
    public var notChecked: [OutputLine]
    /// Why each line of ``notChecked`` is not compared, in the same order: what prints it.
    public var whyNotChecked: [String]

    /// Whether every model line was found in place, and nothing else stands where only the model prints.
    public var matches: Bool { mismatches.isEmpty }

    /// The check in words, a page line each: every difference (`expected "…" found "…"`) and, with
    /// `notChecked`, every line not compared (`not checked: "…": why`), in page order, a difference
    /// first on one line. Quoted page text has its control characters escaped (``TerminalText``).
    /// - Parameter notChecked: Whether the lines not compared are told too.
    public func report(notChecked withNotChecked: Bool) -> [(line: Int, text: String)] {
        var entries = mismatches.map { (line: $0.line, text: $0.message) }
        if withNotChecked {
            entries += zip(notChecked, whyNotChecked).map { line, why in
                (line.line, "not checked: \"\(TerminalText.escaped(line.text))\": \(TerminalText.escaped(why))")
            }
        }
        let ordered = entries.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
        return ordered.map(\.element)
    }

    /// Creates a check's result.
    /// - Parameters:
    ///   - checked: How many of the model's lines were compared.
    ///   - mismatches: The differences, in page order.
    ///   - notChecked: The output lines not compared.
    ///   - whyNotChecked: Why each is not compared; when absent, that a statement the model does
    ///     not run prints it.
    public init(
        checked: Int, mismatches: [OutputMismatch], notChecked: [OutputLine], whyNotChecked: [String]? = nil
    ) {
        self.checked = checked
        self.mismatches = mismatches
        self.notChecked = notChecked
        self.whyNotChecked =
            whyNotChecked ?? Array(repeating: NotCheckedReason.unknownStatement, count: notChecked.count)
    }
}

/// One place where a block's output differs from the model.
public struct OutputMismatch: Hashable, Sendable {
    /// The page line of the output line that differs; for a missing line, the line where it belongs.
    public var line: Int
    /// The model's line; nil when the output has a line nothing in the block accounts for.
    public var expected: String?
    /// The output's line; nil when the output lacks the model's line.
    public var found: String?
    /// What is wrong when it is not one line: a block whose output block is missing altogether.
    public var problem: String?

    /// Creates a difference.
    /// - Parameters:
    ///   - line: The page line of the output line that differs, or where a missing line belongs.
    ///   - expected: The model's line, or `nil` for a line nothing in the block accounts for.
    ///   - found: The output's line, or `nil` for a missing line.
    ///   - problem: What is wrong when it is not one line.
    public init(line: Int, expected: String?, found: String?, problem: String? = nil) {
        self.line = line
        self.expected = expected
        self.found = found
        self.problem = problem
    }

    /// `expected "…" found "…"`, with `nothing` for a missing side, or the ``problem``; page text
    /// escaped for a terminal.
    public var message: String {
        problem.map(TerminalText.escaped) ?? "expected \(Self.quoted(expected)) found \(Self.quoted(found))"
    }

    private static func quoted(_ text: String?) -> String {
        text.map { "\"\(TerminalText.escaped($0))\"" } ?? "nothing"
    }
}
