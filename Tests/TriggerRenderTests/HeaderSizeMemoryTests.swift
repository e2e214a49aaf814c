import DOT
import Graphviz
import Testing
import TriggerDiagram

@testable import TriggerRender

/// The header node sizes a process remembers (``HeaderSizeMemory``): by the header's settings and
/// the node's attributes, and bounded.
@Suite("Header sizes remembered")
struct HeaderSizeMemoryTests {
    static let settings = DOTGraph(id: "header", graphAttributes: ["fontname": "DejaVu Sans"])

    @Test func aSizeIsFoundByItsSettingsAndAttributes() {
        let memory = HeaderSizeMemory()
        let size = LayoutSize(width: 120, height: 24)
        memory.remember([(HashedAttributes(["label": "a"]), size)], for: Self.settings)
        #expect(memory.sizes(for: Self.settings)[HashedAttributes(["label": "a"])] == size)
        #expect(memory.sizes(for: Self.settings)[HashedAttributes(["label": "b"])] == nil)
        #expect(memory.sizes(for: DOTGraph(id: "header", graphAttributes: ["fontname": "Times"])).isEmpty)
    }

    @Test func itForgetsAllButTheNewPastItsCapacity() {
        let memory = HeaderSizeMemory()
        let sizes = (0..<HeaderSizeMemory.capacity).map {
            (attributes: HashedAttributes(["label": .string("n\($0)")]), size: LayoutSize(width: 1, height: 1))
        }
        memory.remember(sizes, for: Self.settings)
        #expect(memory.sizes(for: Self.settings).count == HeaderSizeMemory.capacity)
        // The same sizes again add nothing; one more starts afresh.
        memory.remember(Array(sizes.prefix(10)), for: Self.settings)
        #expect(memory.sizes(for: Self.settings).count == HeaderSizeMemory.capacity)
        memory.remember([(HashedAttributes(["label": "new"]), LayoutSize(width: 2, height: 2))], for: Self.settings)
        #expect(memory.sizes(for: Self.settings).count == 1)
    }

    /// A course block drawn from sizes measured afresh, then again from the sizes remembered.
    @Test func aBlockDrawnFromRememberedSizesIsTheSame() throws {
        let block = try #require(CourseBlock.sample.first)
        HeaderSizeMemory.shared.forget()
        let fresh = try DiagramRenderer(diagram: SequenceDiagram(scene: try block.scene(), theme: .light))
        #expect(!HeaderSizeMemory.shared.isEmpty)
        let remembered = try DiagramRenderer(diagram: SequenceDiagram(scene: try block.scene(), theme: .light))
        #expect(fresh.frameCount == remembered.frameCount)
        for frame in 0..<fresh.frameCount {
            #expect(try fresh.render(frame: frame, format: .svg) == remembered.render(frame: frame, format: .svg))
        }
    }
}
