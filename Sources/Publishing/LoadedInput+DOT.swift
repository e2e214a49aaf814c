import LessonScript
import TriggerDiagram

extension LoadedInput {
    /// What `dot` prints: the complete DOT of one change of one block, its views coloured for that
    /// change, with the source, the title and the legend; nothing is laid out.
    /// - Parameters:
    ///   - block: The block's number among a page's measurement blocks (``block(_:)``); nil for the
    ///     input's only block.
    ///   - change: The change's position in the block, from 1.
    ///   - theme: The theme to colour it in.
    /// - Returns: The DOT text, ending in a line feed.
    /// - Throws: `PublishingError.plan` or `.request` when the block or the change is not there
    ///   (with the valid ones), `.input` when the block breaks a limit.
    public func dot(block: Int?, change: Int, theme: Theme) throws(PublishingError) -> String {
        let scene = try self.block(block)
        let frames = try SceneFrames(scene: scene, theme: theme, layout: false)
        guard change <= frames.count else {
            throw .plan(.noSuchChange(change, block: scene.name, count: frames.count))
        }
        return frames.standaloneDOT(change - 1)
    }
}
