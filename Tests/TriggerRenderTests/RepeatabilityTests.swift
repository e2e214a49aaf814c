import Foundation
import Testing
import TriggerDiagram
import TriggerRender

/// A tree's frames are the same bytes however many other trees the process drew before.
///
/// cgraph orders a graph's named subgraphs by the address of their interned names, so a graph
/// whose rank rows were named subgraphs was written back by libgvc (for the pinned-header
/// graph) with its rows in an order that depended on the heap, and its SVG listed the nodes in
/// that order: the same tree rendered earlier or later in one process gave different bytes.
@Suite("Repeatable frames")
struct RepeatabilityTests {
    /// Every layout here is made afresh, none taken from the test process's shared ones: the
    /// check is that layouts made before and after other layouts agree.
    @Test func aTreeRendersTheSameBytesAfterOtherTrees() throws {
        let blocks = CourseBlock.sample
        let first = try #require(blocks.first?.treesLaidOutAgain().first)
        let before = try first.renderer.render(frame: 0, format: .svg)
        for block in blocks.dropFirst() {
            for tree in try block.treesLaidOutAgain() { _ = try tree.renderer.render(frame: 0, format: .svg) }
        }
        let again = try DiagramRenderer(diagram: first.renderer.diagram)
        #expect(try again.render(frame: 0, format: .svg) == before)
        #expect(try again.render(frame: 0, format: .dot) == first.renderer.render(frame: 0, format: .dot))
    }
}
