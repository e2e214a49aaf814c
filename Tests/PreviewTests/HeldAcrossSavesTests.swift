import Foundation
import Testing

@testable import Preview
@testable import Publishing

#if canImport(Glibc)
    import Glibc
#endif

/// What the preview keeps between saves follows the page as it is now, however many saves there
/// were: the diagrams of its blocks as they read now.
@Suite("What the preview keeps between saves")
struct HeldAcrossSavesTests {
    @Test func manySavesOfNewBlockTextKeepOnlyThePageAsItIsNow() throws {
        let preview = try RunningPreview()
        defer { preview.stop() }
        let events = try LiveUpdateTests.subscribe(preview)
        defer { close(events) }
        let original = try String(contentsOf: preview.pages[0], encoding: .utf8)
        let saves = 25
        for save in 1...saves {
            let text = original.replacingOccurrences(
                of: #"screen.change("task-added""#, with: #"screen.change("task-added-s\#(save)z""#)
            try Data(text.utf8).write(to: preview.pages[0])
            let update = try #require(LiveUpdateTests.nextUpdate(events))
            #expect(update.contains(#""version":\#(save + 1)"#), "\(update)")
            // Read once the save is announced: the preview's thread is done with it.
            #expect(preview.preview.heldBlocks == 2, "save \(save)")
        }
    }
}

extension LivePreview {
    /// How many blocks' drawings the preview keeps: what it holds between saves (read it once a
    /// save has been announced).
    var heldBlocks: Int { publishing.keptBlocks }
}
