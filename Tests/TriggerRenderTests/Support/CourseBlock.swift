import CourseLayouts
import Foundation
import LessonScript
import TriggerDiagram
import TriggerModel
import TriggerRender

/// One course block under `Graphs/`, found through `#filePath`: one test case each.
struct CourseBlock: Sendable, CustomStringConvertible {
    /// The file's stem, e.g. `09-local-state-1`.
    let name: String
    let url: URL

    var description: String { name }

    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // TriggerRenderTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package
        .appendingPathComponent("Graphs")

    /// Every block in `Graphs/`, sorted by name.
    static let all: [CourseBlock] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted().map {
            CourseBlock(name: String($0.dropLast(".swift".count)), url: folder.appendingPathComponent($0))
        }
    }()

    /// A few blocks that between them show every cause, for the slower checks.
    static let sample: [CourseBlock] = all.filter {
        [
            "01-declarative-syntax-1", "01-declarative-syntax-2", "03-stack-layouts-2", "09-local-state-3",
            "12-environment-values-2",
        ].contains($0.name)
    }

    /// The block's one scene.
    func scene() throws -> Scene {
        try CourseLayouts.scene(url)
    }

    /// Each tree of the scene with its changes, laid out once per test process.
    func trees(theme: Theme = .light) throws -> [LaidOutTree] {
        try CourseLayouts.trees(url, theme: theme).map(laidOut)
    }

    /// Each tree laid out afresh, for a suite that compares two layouts.
    func treesLaidOutAgain(theme: Theme = .light) throws -> [LaidOutTree] {
        try CourseLayouts.layOutTrees(of: url, theme: theme).map(laidOut)
    }

    /// The block laid out as the command line lays it out, once per test process.
    func sequence(theme: Theme = .light, dpi: Double? = nil) throws -> DiagramRenderer {
        try CourseLayouts.sequence(url, theme: theme, dpi: dpi)
    }

    private func laidOut(_ layout: TreeLayout) -> LaidOutTree {
        LaidOutTree(name: "\(name)/\(layout.name)", renderer: layout.renderer)
    }
}

/// A tree of a course block and its renderer.
struct LaidOutTree {
    /// `<block>/<tree>`, for failure messages.
    let name: String
    let renderer: DiagramRenderer

    var tree: ViewTree { renderer.diagram.trees[0] }
    var outcomes: [Outcome] { renderer.diagram.outcomes }
    var theme: Theme { renderer.diagram.theme }

    /// Every frame, parsed as SVG.
    func svgFrames() throws -> [SVGFrame] {
        try outcomes.indices.map { try SVGFrame(renderer.render(frame: $0, format: .svg, idPrefix: "f\($0)")) }
    }
}

/// A test's own failure, with a message.
struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
