/// A page with each stale output block rewritten to what the model prints: every line the model
/// prints put right, lines of statements it does not run kept where they stand, and every other
/// byte of the page as it was, line endings included.
public struct PageFix: Sendable {
    /// A block's output block, rewritten.
    public struct Change: Hashable, Sendable {
        /// The page line of the output block's first line (its opening fence's next line).
        public var line: Int
        /// How many lines were replaced, added or removed.
        public var lines: Int
    }

    /// A block left as it is because where its output belongs is not clear.
    public struct Refusal: Hashable, Sendable {
        /// The page line of the measurement block.
        public var line: Int
        /// Why the block was left as it is.
        public var reason: String
    }

    /// The page's text after the fix; the text given when nothing changed.
    public private(set) var text: String
    /// The output blocks rewritten, in page order.
    public private(set) var changes: [Change] = []
    /// The blocks left as they are, in page order.
    public private(set) var refusals: [Refusal] = []

    /// Fixes `text`, the page as read, whose measurement blocks are `blocks`.
    public init(text: String, blocks: [PageBlock]) {
        self.text = text
        var lines = Self.lines(of: text)
        // From the last block up, so that the page lines of the blocks above stay where they are.
        for block in blocks.reversed() {
            guard let check = block.check(), !check.matches else { continue }
            guard let output = block.output, let end = block.outputEnd, end <= lines.count else {
                let reason =
                    block.output == nil
                    ? "measurement block \(block.index) has no output block after it; add one to be filled in"
                    : "the output block after measurement block \(block.index) is never closed"
                refusals.insert(Refusal(line: block.line, reason: reason), at: 0)
                continue
            }
            let start = end - output.count
            let fixed = Self.fixed(output, check: check, end: end)
            let ending = lines[start - 2].ending.isEmpty ? "\n" : lines[start - 2].ending
            lines.replaceSubrange((start - 1)..<(end - 1), with: fixed.map { (text: $0, ending: ending) })
            changes.insert(Change(line: start, lines: check.mismatches.count), at: 0)
        }
        if !changes.isEmpty { self.text = lines.map { $0.text + $0.ending }.joined() }
    }

    /// The output block's lines once each mismatch is put right: a line the model prints in place
    /// of the one found, a missing one added where it belongs, one nothing accounts for removed.
    private static func fixed(_ output: [OutputLine], check: OutputCheck, end: Int) -> [String] {
        var result: [String] = []
        var mismatches = check.mismatches[...]
        // Each output line, then `end`, where missing lines after the last one are added.
        for index in 0...output.count {
            let current = index < output.count ? output[index] : nil
            let line = current?.line ?? end
            while let missing = mismatches.first, missing.line == line, missing.found == nil,
                let text = missing.expected
            {
                result.append(text)
                mismatches.removeFirst()
            }
            guard line < end, let current else { continue }
            if let mismatch = mismatches.first, mismatch.line == line, mismatch.found != nil {
                mismatches.removeFirst()
                if let expected = mismatch.expected { result.append(expected) }
            } else {
                result.append(current.text)
            }
        }
        return result
    }

    /// The page's lines with their endings: LF, CR LF, or a lone CR, as the readers count lines;
    /// the last line's ending is empty when the page does not end with one.
    static func lines(of text: String) -> [(text: String, ending: String)] {
        var lines: [(text: String, ending: String)] = []
        var current = ""
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar {
            case "\n":
                lines.append((current, "\n"))
                current = ""
            case "\r":
                if pending == "\n" {
                    pending = scalars.next()
                    lines.append((current, "\r\n"))
                } else {
                    lines.append((current, "\r"))
                }
                current = ""
            default:
                current.unicodeScalars.append(scalar)
            }
        }
        lines.append((current, ""))
        return lines
    }
}
