import LessonScript
import TextEscapes

extension LoadedInput {
    /// What `text` prints for this input: the lines each block prints through `change` and
    /// `countCauses`, in statement order, as the course's core prints them; for a lesson page, each
    /// block's lines after a header, `== PAGE block K: caption` (control characters escaped).
    /// - Returns: The lines, without line feeds.
    public func textLines() -> [String] {
        guard document.kind == .page else { return document.scenes.flatMap { $0.textLines() } }
        // A page's scenes are its blocks' (those with a tree), each with its number beside it.
        return document.pageBlocks.flatMap { block in
            block.scene.map { scene in [header(of: scene, number: block.index)] + scene.textLines() } ?? []
        }
    }

    /// `== PAGE block K: caption`: K the block's number among the page's measurement blocks.
    private func header(of scene: Scene, number: Int) -> String {
        let caption = scene.caption.map { ": \($0)" } ?? ""
        return TerminalText.escaped("== \(path) block \(number)\(caption)")
    }
}
