import CourseLayouts
import Foundation
import Testing
import TriggerDiagram
import TriggerRender

/// A block of several trees names, in every frame, the tree its change is made on; a tree it
/// builds and never changes is named too, so a learner sees it was not touched.
@Suite("Tree names")
struct TreeNameTests {
    static let fixtures = CourseBlock.folder.deletingLastPathComponent().appendingPathComponent(
        "Tests/Fixtures/sequences")

    /// Every course block, and the fixtures of several trees.
    static let blocks: [URL] =
        CourseBlock.all.map(\.url)
        + ["navigation-push.swift", "untouched-tree.swift"].map { fixtures.appendingPathComponent($0) }

    /// The text an SVG frame draws, each `<text>` in order, joined by spaces.
    static func drawnText(_ svg: String) -> String {
        svg.matches(of: /<text[^>]*>([^<]*)<\/text>/).map { String($0.output.1) }.joined(separator: " ")
    }

    @Test(arguments: blocks)
    func everyFrameNamesItsTree(_ file: URL) throws {
        let scene = try CourseLayouts.scene(file)
        let renderer = try CourseLayouts.sequence(file)
        for index in 0..<renderer.frameCount {
            let svg = String(decoding: try renderer.render(frame: index, format: .svg), as: UTF8.self)
            let text = Self.drawnText(svg)
            let tree = scene.changes[index].tree
            if scene.trees.count > 1 {
                let name = scene.trees[tree].name
                #expect(text.contains("on \(name)"), "\(file.lastPathComponent) frame \(index + 1): \(text)")
                #expect(svg.contains("-desc\">On \(name)"), "\(file.lastPathComponent) frame \(index + 1)")
                #expect(
                    renderer.diagram.standaloneDOT(frame: index).dotText.contains("on \(name)"),
                    "the standalone DOT names it too")
            } else {
                #expect(!text.contains(" · source:"), "\(file.lastPathComponent): one tree, named nowhere")
            }
        }
    }

    @Test func aTreeTheBlockNeverChangesIsNamedInEveryFrame() throws {
        let file = Self.fixtures.appendingPathComponent("untouched-tree.swift")
        let renderer = try CourseLayouts.sequence(file)
        #expect(renderer.frameCount == 2)
        for index in 0..<renderer.frameCount {
            let text = Self.drawnText(
                String(decoding: try renderer.render(frame: index, format: .svg), as: UTF8.self))
            #expect(text.contains("on collapsed (expanded: built, never changed)"), "\(text)")
        }
        #expect(renderer.diagram.treeLine(0) == "on collapsed (expanded: built, never changed)")
    }
}
