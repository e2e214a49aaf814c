import LessonScript
import Testing

@testable import Publishing

/// A warning is placed in the last block whose lines hold it, found by binary search among a
/// page's blocks as a scan of every block would find it.
@Suite("Page block lines")
struct PageBlockLinesTests {
    /// Blocks by their first and last lines (nil: a fence left open), in page order or not.
    struct Page: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let spans: [(Int, Int?)]

        var blocks: [PageBlock] {
            spans.enumerated().map { position, span in
                PageBlock(
                    index: position + 1, line: span.0, caption: nil, scene: nil, warnings: [], output: nil,
                    end: span.1)
            }
        }
    }

    static let pages: [Page] = [
        Page(testDescription: "no block", spans: []),
        Page(testDescription: "one block", spans: [(3, 6)]),
        Page(testDescription: "blocks with prose between", spans: [(3, 6), (10, 14), (20, 21), (30, 40)]),
        Page(testDescription: "blocks line after line", spans: [(1, 2), (3, 3), (4, 9)]),
        Page(testDescription: "a last fence left open", spans: [(3, 6), (10, nil)]),
        Page(testDescription: "blocks out of order", spans: [(10, 14), (3, 6), (20, 25)]),
        Page(testDescription: "a block inside another", spans: [(3, 20), (5, 8), (12, nil)]),
    ]

    @Test(arguments: pages)
    func eachLineIsPlacedAsAScanOfEveryBlockPlacesIt(_ page: Page) {
        let blocks = page.blocks
        let lines = PageBlockLines(blocks)
        for line in 0...45 {
            let scanned = blocks.last { $0.line <= line && line <= ($0.end ?? Int.max) }?.line
            #expect(lines.blockLine(holding: line) == scanned, "line \(line)")
        }
    }
}
