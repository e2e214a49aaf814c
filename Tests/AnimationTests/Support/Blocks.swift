import Animation
import CourseLayouts
import Foundation
import LessonScript
import TriggerDiagram
import TriggerRender

/// A block under `Tests/Fixtures` (or `Graphs/`), its scene laid out once per test process and ready to animate.
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

    var file: URL { Self.package.appendingPathComponent(path) }

    func scene() throws -> Scene {
        try CourseLayouts.scene(file)
    }

    /// The block's animation, from its layout made once per test process.
    func animation(theme: Theme = .light) throws -> BlockAnimation {
        let scene = try scene()
        return BlockAnimation(
            name: scene.name, caption: scene.caption, renderer: try CourseLayouts.sequence(file, theme: theme))
    }
}

/// A test's own failure, with a message.
struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
