import LessonScript
import TextEscapes

extension LoadedInput {
    /// What `text` prints for this input: the lines each block prints through `change` and
    /// `countCauses`, in statement order, as the course's core prints them; for a lesson page, each
    /// block's lines after a header, `== PAGE block K: caption` (control characters escaped).
    /// - Returns: The lines, without line feeds.
    public func textLines() -> [String] {
        document.scenes.enumerated().flatMap { position, scene in
            (document.kind == .page ? [header(of: scene, position: position)] : []) + scene.textLines()
        }
    }

    /// `== PAGE block K: caption`: K the block's number among the page's measurement blocks.
    private func header(of scene: Scene, position: Int) -> String {
        let block = document.pageBlocks.first { $0.scene?.name == scene.name }
        let number = block?.index ?? position + 1
        let caption = scene.caption.map { ": \($0)" } ?? ""
        return TerminalText.escaped("== \(path) block \(number)\(caption)")
    }
}
