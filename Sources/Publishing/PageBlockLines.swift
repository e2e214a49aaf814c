import LessonScript

/// The lines each of a page's measurement blocks spans, from its first line to its closing
/// fence, to place each of the page's warnings in its block: made once a page, then found by
/// binary search, where blocks come one after another in page order, as a page's do.
struct PageBlockLines {
    /// Each block's first and last line, in the page's block order.
    private let spans: [(first: Int, last: Int)]
    /// Whether each block starts after the one before it ends: then only the last block to start
    /// at or before a line may hold it.
    private let inOrder: Bool

    /// The spans of `blocks`; a block whose closing fence is unknown runs to the page's end.
    init(_ blocks: [PageBlock]) {
        spans = blocks.map { ($0.line, $0.end ?? Int.max) }
        inOrder = zip(spans, spans.dropFirst()).allSatisfy { before, after in
            before.first < after.first && before.last < after.first
        }
    }

    /// The first line of the last block that holds `line`; nil when no block does.
    func blockLine(holding line: Int) -> Int? {
        guard inOrder else { return spans.last { $0.first <= line && line <= $0.last }?.first }
        // The first block to start after `line`: the one before it is the only one that may hold it.
        var low = 0
        var high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].first <= line { low = middle + 1 } else { high = middle }
        }
        guard low > 0, line <= spans[low - 1].last else { return nil }
        return spans[low - 1].first
    }
}
