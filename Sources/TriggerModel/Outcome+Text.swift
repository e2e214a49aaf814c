extension Outcome {
    /// The line the course core's `change` prints, byte for byte:
    /// `<label>: <key> changed | recomputed <View cause, …|none> | skipped <View,View|none>`.
    ///
    /// Built in one pass into one string, sized first: no list of names or parts is made.
    public var textLine: String {
        var length = change.label.utf8.count + change.key.utf8.count + 40
        for hit in recomputed { length += hit.view.utf8.count + hit.cause.rawValue.utf8.count + 3 }
        forEachSkippedName { length += $0.utf8.count + 1 }
        var line = ""
        line.reserveCapacity(length)
        line += change.label
        line += ": "
        line += change.key
        line += " changed | recomputed "
        if recomputed.isEmpty { line += "none" }
        for (index, hit) in recomputed.enumerated() {
            if index > 0 { line += ", " }
            line += hit.view
            line += " "
            line += hit.cause.rawValue
        }
        line += " | skipped "
        var first = true
        forEachSkippedName { name in
            if !first { line += "," }
            first = false
            line += name
        }
        if first { line += "none" }
        return line
    }
}
