import DOT
import Foundation
import GraphStructure
import Testing
import TriggerDiagram

@testable import Graphviz

/// Every graph a course block lays out (its body, and each frame's header, which its nodes are
/// measured from) is built through cgraph's calls as cgraph's parser reads it from its text.
@Suite("Course graphs built without text")
struct BuiltCourseGraphTests {
    @Test(arguments: CourseBlock.all)
    func builtAsRead(_ block: CourseBlock) throws {
        for theme in [Theme.light, .dark] {
            let diagram = try block.sequence(theme: theme).diagram
            let graphs = [diagram.body] + (0..<diagram.frameCount).map(diagram.header)
            for (index, graph) in graphs.enumerated() {
                let built = try #require(LaidOutGraph.structure(of: graph, built: true))
                #expect(built == LaidOutGraph.structure(of: graph, built: false), "\(block) graph \(index)")
            }
        }
    }
}
