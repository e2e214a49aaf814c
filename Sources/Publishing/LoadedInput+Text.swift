import LessonScript
import TextEscapes

extension LoadedInput {
    /// What `text` prints for this input: the lines each block prints through `change`,
    /// `countCauses` and the `print`s the model computes, in statement order, as the course's core
    /// prints them, and the lines of a block that measures the Observation module where it is read
    /// whole; for a lesson page, each block's lines after a header, `== PAGE block K: caption`
    /// (control characters escaped).
    /// - Returns: The lines, without line feeds.
    public func textLines() -> [String] {
        guard document.kind == .page else {
            return document.scenes.flatMap { $0.textLines() } + (document.observation?.lines ?? [])
        }
        // A page's scenes are its blocks' (those with a tree), each with its number beside it.
        return document.pageBlocks.flatMap { block -> [String] in
            if let scene = block.scene {
                return [header(caption: scene.caption, number: block.index)] + scene.textLines()
            }
            guard let lines = block.observation?.lines else { return [] }
            return [header(caption: block.caption, number: block.index)] + lines
        }
    }

    /// `== PAGE block K: caption`: K the block's number among the page's measurement blocks.
    private func header(caption: String?, number: Int) -> String {
        let caption = caption.map { ": \($0)" } ?? ""
        return TerminalText.escaped("== \(path) block \(number)\(caption)")
    }
}
