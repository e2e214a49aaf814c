extension PageBlock {
    /// Compares the block's model lines with the output block after it.
    ///
    /// A block that prints model lines but has no output block after it is one difference, at
    /// the block's first line: its printed output was most likely deleted.
    /// - Returns: nil when there is nothing to compare: no output block, and no line the model prints.
    public func check() -> OutputCheck? {
        guard let output else {
            let printed = scene?.textLines().count ?? observation?.lines?.count ?? 0
            guard printed > 0 else { return nil }
            let lines = printed == 1 ? "1 line" : "\(printed) lines"
            let missing = OutputMismatch(
                line: line, expected: nil, found: nil,
                problem: "measurement block \(index) prints \(lines), but no output block follows it"
            )
            return OutputCheck(checked: 0, mismatches: [missing], notChecked: [])
        }
        let end = outputEnd ?? (output.last?.line ?? line) + 1
        if let observation { return OutputCheck(observation: observation, output: output, end: end) }
        return OutputCheck(scene: scene, warnings: warnings, output: output, end: end)
    }
}
