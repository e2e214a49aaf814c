import CourseFixtures
import Foundation
import Testing

@testable import Publishing

/// What a process that ends after its run leaves to its end: the diagrams a run's block lays out,
/// whatever its writer, kept until the next block starts; anything else releases them at once.
@Suite("Drawings left to the process's end")
struct ProcessEndTests {
    final class Drawing {}

    @Test func aProcessThatEndsAfterItsRunKeepsABlocksDrawingsUntilTheNextBlock() {
        let end = ProcessEnd()
        end.endsAfterRun = true
        weak var first: Drawing?
        weak var second: Drawing?
        end.drawingBlock {
            let drawing = Drawing()
            first = drawing
            end.keep(drawing)
        }
        #expect(first != nil, "kept past the block")
        #expect(end.keptCount == 1)
        end.drawingBlock {
            #expect(first == nil, "released when the next block starts")
            let drawing = Drawing()
            second = drawing
            end.keep(drawing)
        }
        #expect(second != nil)
        #expect(end.keptCount == 1, "never more than one block's drawings")
        let outside = Drawing()
        end.keep(outside)
        #expect(end.keptCount == 1, "nothing is kept outside a run's block")
    }

    @Test func anyOtherProcessReleasesADrawingWithItsBlock() {
        let end = ProcessEnd()
        weak var released: Drawing?
        end.drawingBlock {
            let drawing = Drawing()
            released = drawing
            end.keep(drawing)
        }
        #expect(released == nil)
        #expect(end.keptCount == 0)
    }

    @Test func onlyTheToolsOwnProcessLeavesDrawingsToItsEnd() {
        // The library, and the tests that run the command line in their own process, release them.
        #expect(!ProcessEnd.shared.endsAfterRun)
    }

    /// In a process of its own, which ends after its run: every writer's last block is left to
    /// the process's end, one renderer a theme.
    @Test func everyWritersLastBlockIsLeftToTheProcesssEnd() async {
        await #expect(processExitsWith: .success) {
            ProcessEnd.shared.endsAfterRun = true
            let block = Course.block("09-local-state-1").path
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("process-end-\(getpid())")
            defer { try? FileManager.default.removeItem(at: folder) }
            var run = PublishingRun(output: folder.appendingPathComponent("frames"))
            run.sync = false
            var frames = FrameWriter(formats: [.svg], themes: [.light, .dark])
            _ = try run.publish([block], with: &frames)
            if ProcessEnd.shared.keptCount != 2 { exit(2) }  // one renderer a theme
            run.output = folder.appendingPathComponent("animations")
            var animations = AnimationWriter(formats: [.svg])
            _ = try run.publish([block], with: &animations)
            if ProcessEnd.shared.keptCount != 1 { exit(3) }
        }
    }
}
