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
        var lines: [String] = []
        forEachTextLine { lines.append($0) }
        return lines
    }

    /// Calls `body` with each line ``textLines()`` returns, in order, as each is made: a change's
    /// outcome is dropped once its line is given, so printing takes memory for one outcome.
    /// - Parameter body: Given each line, without its line feed.
    public func forEachTextLine(_ body: (String) -> Void) {
        func each(_ scene: Scene) {
            for step in scene.printedSteps {
                for line in step.lines { body(line) }
            }
        }
        guard document.kind == .page else {
            document.scenes.forEach(each)
            document.observation?.lines?.forEach(body)
            return
        }
        // A page's blocks with a tree, and those that measure the Observation module and run whole,
        // each with its number beside it.
        for block in document.pageBlocks {
            if let scene = block.scene {
                body(header(caption: scene.caption, number: block.index))
                each(scene)
            } else if let lines = block.observation?.lines {
                body(header(caption: block.caption, number: block.index))
                lines.forEach(body)
            }
        }
    }

    /// `== PAGE block K: caption`: K the block's number among the page's measurement blocks.
    private func header(caption: String?, number: Int) -> String {
        let caption = caption.map { ": \($0)" } ?? ""
        return TerminalText.escaped("== \(path) block \(number)\(caption)")
    }
}
