import Foundation
import Testing
import TriggerDiagram
import TriggerRender

@testable import Graphviz

/// Every course frame's SVG is the same whether libgvc prints its numbers with `printf` or the
/// package prints them with integers (`GraphvizNumbers`).
@Suite("Course SVG through libgvc's own numbers")
struct CourseExactNumbersTests {
    @Test(arguments: CourseBlock.all)
    func sameBytes(_ block: CourseBlock) throws {
        for theme in [Theme.light, .dark] {
            let renderer = try block.sequence(theme: theme)
            // Laid out, so libgvc's runtime is made and has turned the package's printing on.
            #expect(ExactNumbers.isOn == ExactNumbers.printsAsSince(GraphvizLibrary.version))
            for frame in 0..<renderer.frameCount {
                let libgvcs = try ExactNumbers.withLibgvcsOwn { try renderer.render(frame: frame, format: .svg) }
                #expect(try renderer.render(frame: frame, format: .svg) == libgvcs, "\(block) \(theme) frame \(frame)")
            }
        }
    }
}
