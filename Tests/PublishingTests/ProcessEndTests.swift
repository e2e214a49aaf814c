import Testing

@testable import Publishing

/// What a process that ends after its run leaves to its end: the last block's drawings, kept
/// until the next block starts; anything else releases them at once.
@Suite("Drawings left to the process's end")
struct ProcessEndTests {
    final class Drawing {}

    @Test func aProcessThatEndsAfterItsRunKeepsADrawingUntilTheNextBlock() {
        let end = ProcessEnd()
        end.endsAfterRun = true
        weak var first: Drawing?
        weak var second: Drawing?
        do {
            let drawing = Drawing()
            first = drawing
            end.keep([drawing])
        }
        #expect(first != nil, "kept past the block's scope")
        #expect(end.keptCount == 1)
        end.releaseKept()
        #expect(first == nil, "released when the next block starts")
        do {
            let drawing = Drawing()
            second = drawing
            end.keep([drawing])
        }
        #expect(second != nil)
        #expect(end.keptCount == 1, "never more than one block's drawings")
    }

    @Test func anyOtherProcessReleasesADrawingWithItsBlock() {
        let end = ProcessEnd()
        weak var released: Drawing?
        do {
            let drawing = Drawing()
            released = drawing
            end.keep([drawing])
        }
        #expect(released == nil)
        #expect(end.keptCount == 0)
    }

    @Test func onlyTheToolsOwnProcessLeavesDrawingsToItsEnd() {
        // The library, and the tests that run the command line in their own process, release them.
        #expect(!ProcessEnd.shared.endsAfterRun)
    }
}
