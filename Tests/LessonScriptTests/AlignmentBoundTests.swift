import Testing

@testable import LessonScript

/// `check` aligns a block's output in bounded time and memory, whatever its length (issue 25:
/// every input bounded; 20,000 printed lines filled a table of 400 million cells, 3.2 GB).
@Suite("Output alignment within bounds")
struct AlignmentBoundTests {
    static func lines(_ count: Int, _ text: (Int) -> String) -> [OutputLine] {
        (0..<count).map { OutputLine(line: 100 + $0, text: text($0)) }
    }

    static func expected(_ count: Int, openAtEnd: Bool = false) -> ExpectedLines {
        ExpectedLines(
            texts: (0..<count).map { "c\($0): k changed" }, open: Array(repeating: false, count: count) + [openAtEnd])
    }

    @Test func matchingEndsAreMatchedWithoutATable() {
        var output = Self.lines(20_000) { "c\($0): k changed" }
        output[7].text = "c7: x changed"
        output[12_000].text = "c12000: x changed"
        let (check, cells) = OutputCheck.aligned(Self.expected(20_000), output, end: 99_999)
        #expect(cells <= OutputCheck.maxAlignmentCells)
        #expect(check.checked == 20_000)
        #expect(check.mismatches.map(\.line) == [107, 12_100])
        #expect(check.notChecked.isEmpty)
    }

    @Test func outputTooLongToAlignIsComparedLineByLine() {
        let output = Self.lines(20_002) { "other \($0)" }
        let (check, cells) = OutputCheck.aligned(Self.expected(20_000, openAtEnd: true), output, end: 99_999)
        #expect(cells == 0)
        #expect(check.mismatches.count == 20_000 && check.mismatches.first?.line == 100)
        #expect(check.notChecked.map(\.line) == [20_100, 20_101])
    }

    @Test func aShortOutputIsAlignedAtBest() {
        // One line missing in the middle: the best alignment says so, where line by line would
        // report every line after it.
        var output = Self.lines(50) { "c\($0): k changed" }
        output.remove(at: 20)
        let (check, cells) = OutputCheck.aligned(Self.expected(50), output, end: 999)
        #expect(cells == 51 * 50)
        #expect(check.mismatches.count == 1 && check.mismatches.first?.expected == "c20: k changed")
    }
}
