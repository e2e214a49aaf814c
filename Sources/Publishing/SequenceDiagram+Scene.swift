import LessonScript
import TriggerDiagram

extension SequenceDiagram {
    /// A scene's diagram: every tree its changes use, and its changes in order, over one layout;
    /// with several trees, each frame names its tree by the name the block binds it to.
    /// - Parameters:
    ///   - scene: A block's trees and changes, as read.
    ///   - theme: The page the diagram sits on.
    public init(scene: Scene, theme: Theme) {
        self.init(
            trees: scene.trees.map(\.tree),
            changes: scene.changes.map { TreeChange(tree: $0.tree, change: $0.change) },
            theme: theme, treeNames: scene.trees.map(\.name))
    }
}
