extension Outcome {
    /// The line the course core's `change` prints, byte for byte:
    /// `<label>: <key> changed | recomputed <View cause, …|none> | skipped <View,View|none>`.
    ///
    /// Written in one pass into one string of the exact length, counted first: no list of
    /// names or parts is made, and each name's bytes are copied once.
    public var textLine: String {
        var length =
            change.label.utf8.count + change.key.utf8.count
            + ": ".utf8.count + " changed | recomputed ".utf8.count + " | skipped ".utf8.count
        length += recomputed.isEmpty ? 4 : 2 * (recomputed.count - 1)
        for hit in recomputed { length += hit.view.utf8.count + 1 + hit.cause.rawValue.utf8.count }
        let skippedCount = namesAreTheTree ? skippedNodes.count : names.count
        length += skippedCount == 0 ? 4 : skippedCount - 1
        if namesAreTheTree {
            for position in skippedNodes { length += names[position].utf8.count }
        } else {
            for name in names { length += name.utf8.count }
        }

        return String(unsafeUninitializedCapacity: length) { buffer in
            var line = LineWriter(start: buffer.baseAddress!)
            line.put(change.label)
            line.put(": ")
            line.put(change.key)
            line.put(" changed | recomputed ")
            if recomputed.isEmpty { line.put("none") }
            for (index, hit) in recomputed.enumerated() {
                if index > 0 { line.put(", ") }
                line.put(hit.view)
                line.put(" ")
                line.put(hit.cause.rawValue)
            }
            line.put(" | skipped ")
            if skippedCount == 0 { line.put("none") }
            if namesAreTheTree {
                for (index, position) in skippedNodes.enumerated() {
                    if index > 0 { line.put(",") }
                    line.put(names[position])
                }
            } else {
                for (index, name) in names.enumerated() {
                    if index > 0 { line.put(",") }
                    line.put(name)
                }
            }
            precondition(line.count == length, "the text line's length was counted wrong")
            return line.count
        }
    }
}

/// Copies UTF-8 bytes one text after another into memory sized for them all.
private struct LineWriter {
    let start: UnsafeMutablePointer<UInt8>
    var count = 0

    mutating func put(_ text: String) {
        // Borrowed, not copied into a `var` for withUTF8: no retain and release per name.
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in put(bytes) }
        if copied == nil {
            var text = text
            text.withUTF8 { put($0) }
        }
    }

    private mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        (start + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }
}
