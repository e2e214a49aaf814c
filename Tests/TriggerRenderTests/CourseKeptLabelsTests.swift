import CourseLayouts
import Foundation
import Testing
import TriggerDiagram
import TriggerRender

@testable import Graphviz

/// Every course frame is the same whether its nodes' HTML labels are made once (kept from the
/// body's first layout, handed over from the headers' measuring) or made again for each layout.
@Suite("Course frames with labels made once")
struct CourseKeptLabelsTests {
    @Test(arguments: CourseBlock.all)
    func sameBytes(_ block: CourseBlock) throws {
        let scene = try CourseLayouts.scene(block.url)
        for theme in [Theme.light, .dark] {
            // Laid out here, twice: the shared layouts would be one layout, made either way.
            let diagram = SequenceDiagram(scene: scene, theme: theme)
            let before = LaidOutGraph.labelsTakenHere
            let again = try LaidOutGraph.withLabelsMadeAgain { try DiagramRenderer(diagram: diagram) }
            #expect(LaidOutGraph.labelsTakenHere == before)
            // The body laid out again alone keeps its own labels; the diagram takes the headers' too.
            let bodyAlone = LaidOutGraph.labelsTakenHere
            _ = try LaidOutGraph(takingOver: LaidOutGraph(graph: diagram.body), engine: "nop2")
            let bodyLabels = LaidOutGraph.labelsTakenHere - bodyAlone
            let once = try DiagramRenderer(diagram: diagram)
            #if canImport(Glibc)
                #expect(bodyLabels > 0, "\(block): the body kept no label")
                #expect(
                    LaidOutGraph.labelsTakenHere - bodyAlone - bodyLabels > bodyLabels,
                    "\(block): no header took the label made to measure it")
            #endif
            for frame in 0..<once.frameCount {
                for format in [OutputFormat.svg, .png] {
                    #expect(
                        try once.render(frame: frame, format: format) == again.render(frame: frame, format: format),
                        "\(block) \(theme) frame \(frame) \(format)")
                }
            }
        }
    }
}
