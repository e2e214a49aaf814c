extension Outcome {
    /// The line the course core's `change` prints, byte for byte:
    /// `<label>: <key> changed | recomputed <View cause, …|none> | skipped <View,View|none>`.
    public var textLine: String {
        let recomputedText = recomputed.isEmpty
            ? "none"
            : recomputed.map { "\($0.view) \($0.cause.rawValue)" }.joined(separator: ", ")
        let skippedText = skipped.isEmpty ? "none" : skipped.joined(separator: ",")
        return "\(change.label): \(change.key) changed | recomputed \(recomputedText) | skipped \(skippedText)"
    }
}
