/// Why a printed line is not compared with the model, as `check --verbose` says it.
enum NotCheckedReason {
    /// The block builds no view tree and is no Observation block.
    static let noTree = "the block has no view tree, and the model runs none of it"

    /// A line where statements the model does not run may print, none of them known.
    static let unknownStatement = "printed by a statement the model does not run"

    /// A line printed where the statements summarised as `summaries` stand, between two
    /// statements the model runs: what the one prints, or which of several may have.
    static func statements(_ summaries: [String]) -> String {
        guard summaries.count > 1 else { return statement(summaries.first ?? "") }
        let listed = summaries.prefix(3).joined(separator: "; ") + (summaries.count > 3 ? "; …" : "")
        return "printed by one of \(summaries.count) statements the model does not run: \(listed)"
    }

    /// A line printed where the statement summarised as `summary` stands.
    static func statement(_ summary: String) -> String {
        guard summary.hasPrefix("print(") else { return "printed by a statement the model does not run: \(summary)" }
        let argument = summary.dropFirst("print(".count)
        let name = argument.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if !name.isEmpty, argument.dropFirst(name.count).first == "(" {
            return "prints the result of a function the model does not run: \(summary)"
        }
        return "prints a value the model does not compute: \(summary)"
    }

    /// A line of an Observation block read only up to line `line`, where `reason` stopped it.
    static func observationNotRun(_ reason: String, line: Int) -> String {
        "the Observation block is not run past line \(line): \(reason)"
    }
}
