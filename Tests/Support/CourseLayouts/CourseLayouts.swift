import Foundation
import LessonScript
import Publishing
import TriggerDiagram
import TriggerRender

/// Course blocks laid out once per test process, for every suite that draws them.
///
/// A block's layout is the slowest step of a test that draws it, and many suites draw the same
/// blocks: each asks here, and the first to ask lays the block out. A renderer is safe to share
/// (it serialises its own drawing); a suite that must see a layout of its own, because it checks
/// that two layouts agree or that a renderer recovers, makes one with ``layOutTrees(of:theme:)``
/// or the renderer's initialiser.
public enum CourseLayouts {
    /// A block's one scene, read once.
    /// - Parameter file: The block's file: in `Graphs/` or among the fixtures.
    /// - Throws: What reading the block throws, or `Failure` when it holds other than one scene.
    public static func scene(_ file: URL) throws -> Scene {
        try scenes.value(for: LayoutKey(file)) {
            let document = try InputReader.read(path: file.path)
            guard let scene = document.scenes.first, document.scenes.count == 1 else {
                throw Failure(
                    description: "\(file.lastPathComponent): expected one scene, found \(document.scenes.count)")
            }
            return scene
        }
    }

    /// The block laid out as the command line lays it out: one layout over every tree its changes use.
    /// - Parameters:
    ///   - theme: The page the diagram sits on.
    ///   - dpi: The resolution of PNG frames; the renderer's default when nil.
    /// - Throws: What reading or laying out the block throws.
    public static func sequence(_ file: URL, theme: Theme = .light, dpi: Double? = nil) throws -> DiagramRenderer {
        try sequences.value(for: LayoutKey(file, theme: theme, dpi: dpi)) {
            let scene = try scene(file)
            let diagram = SequenceDiagram(scene: scene, theme: theme)
            return try DiagramRenderer(diagram: diagram, dpi: dpi)
        }
    }

    /// Each tree of the block that has changes, laid out on its own with its changes.
    /// - Throws: What reading or laying out the block throws.
    public static func trees(_ file: URL, theme: Theme = .light) throws -> [TreeLayout] {
        try treeLayouts.value(for: LayoutKey(file, theme: theme)) {
            // A block of one tree is laid out as the sequence over it: the same diagram.
            let scene = try scene(file)
            guard scene.trees.count == 1, !scene.changes.isEmpty else { return try layOutTrees(of: file, theme: theme) }
            return [TreeLayout(name: scene.trees[0].name, index: 0, renderer: try sequence(file, theme: theme))]
        }
    }

    /// Each tree of the block laid out afresh, not kept: for a suite that compares layouts.
    /// - Throws: What reading or laying out the block throws.
    public static func layOutTrees(of file: URL, theme: Theme = .light) throws -> [TreeLayout] {
        let scene = try scene(file)
        return try scene.trees.indices.compactMap { index in
            let changes = scene.changes.filter { $0.tree == index }.map(\.change)
            guard !changes.isEmpty else { return nil }
            let diagram = SequenceDiagram(tree: scene.trees[index].tree, changes: changes, theme: theme)
            return TreeLayout(
                name: scene.trees[index].name, index: index, renderer: try DiagramRenderer(diagram: diagram))
        }
    }

    /// Why a block could not be read as one scene.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private static let scenes = Cache<Scene>()
    private static let sequences = Cache<DiagramRenderer>()
    private static let treeLayouts = Cache<[TreeLayout]>()
}

/// A tree of a course block, laid out with its changes.
public struct TreeLayout: Sendable {
    /// The tree's name in its block.
    public let name: String
    /// The tree's position among the block's trees.
    public let index: Int
    public let renderer: DiagramRenderer
}
