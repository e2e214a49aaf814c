extension PageBlock {
    /// Compares the block's model lines with the output block after it; nil when there is none.
    public func check() -> OutputCheck? {
        guard let output else { return nil }
        let end = outputEnd ?? (output.last?.line ?? line) + 1
        return OutputCheck(scene: scene, warnings: warnings, output: output, end: end)
    }
}
