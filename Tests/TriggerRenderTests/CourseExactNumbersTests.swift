import Foundation
import Testing
import TriggerDiagram
import TriggerRender

@testable import Graphviz

/// Every course frame's SVG is the same whether libgvc's own renderer draws it or the package's
/// (`GraphvizSVG`, ``SVGRenderPlugin``).
@Suite("Course SVG through libgvc's own renderer")
struct CourseExactNumbersTests {
    @Test(arguments: CourseBlock.all)
    func sameBytes(_ block: CourseBlock) throws {
        for theme in [Theme.light, .dark] {
            let renderer = try block.sequence(theme: theme)
            #expect(SVGRenderPlugin.isInstalled)
            for frame in 0..<renderer.frameCount {
                let libgvcs = try SVGRenderPlugin.withLibgvcsOwn { try renderer.render(frame: frame, format: .svg) }
                #expect(try renderer.render(frame: frame, format: .svg) == libgvcs, "\(block) \(theme) frame \(frame)")
            }
        }
    }
}
