import Animation
import Foundation
import LessonScript
import TriggerDiagram
import TriggerRender

/// A block under `Tests/Fixtures` (or `Graphs/`), its scene laid out once and ready to animate.
struct AnimatedBlock: Sendable, CustomStringConvertible {
    /// The path under the package.
    let path: String

    var description: String { path }

    static let package = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Blocks with one tree and with several, between them every cause, entering and leaving,
    /// and names full of markup.
    static let all: [AnimatedBlock] = [
        "Graphs/18-transitions-3.swift",
        "Tests/Fixtures/sequences/navigation-push.swift",
        "Graphs/01-declarative-syntax-1.swift",
        "Graphs/09-local-state-3.swift",
        "Graphs/12-environment-values-2.swift",
        "Tests/Fixtures/sequences/awkward-names.json",
    ].map(AnimatedBlock.init)

    func scene() throws -> Scene {
        try InputReader.read(path: Self.package.appendingPathComponent(path).path).scenes[0]
    }

    func animation(theme: Theme = .light) throws -> BlockAnimation {
        let scene = try scene()
        let diagram = SequenceDiagram(
            trees: scene.trees.map(\.tree),
            changes: scene.changes.map { TreeChange(tree: $0.tree, change: $0.change) },
            theme: theme
        )
        return BlockAnimation(
            name: scene.name, caption: scene.caption, renderer: try SequenceRenderer(diagram: diagram))
    }
}

/// A test's own failure, with a message.
struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
