import TriggerModel

/// One measurement block as the tool sees it: its trees, and its changes and counts in statement order.
///
/// Source locations say where each part was written; they are not part of equality, so a scene
/// read back from JSON equals the scene read from the block.
public struct Scene: Sendable {
    /// The block's name: a file stem, `stdin`, or `<page stem>-<K>`.
    public var name: String
    /// The text after `// main.swift — ` on the block's first line, if any.
    public var caption: String?
    /// The block's trees, in the order declared.
    public var trees: [SceneTree]
    /// The block's `change` calls and `countCauses` calls, in the order they print.
    public var steps: [Step] {
        didSet { changes = Self.changes(in: steps) }
    }
    /// The changes, in the order they run; `CountRequest.changes` indexes this list. Kept with the
    /// steps, not gathered from them at each use: planning and drawing read a change per frame, so
    /// 20,000 changes gathered per frame took 16 s before the first was drawn.
    public private(set) var changes: [SceneChange]

    /// Creates a scene.
    /// - Parameters:
    ///   - name: The block's name.
    ///   - caption: The block's caption, if any.
    ///   - trees: The block's trees.
    ///   - steps: The block's changes and counts, in the order they print.
    public init(name: String, caption: String?, trees: [SceneTree], steps: [Step]) {
        self.name = name
        self.caption = caption
        self.trees = trees
        self.steps = steps
        self.changes = Self.changes(in: steps)
    }

    /// The change steps of `steps`, in order.
    private static func changes(in steps: [Step]) -> [SceneChange] {
        steps.compactMap { step in
            if case .change(let change) = step { return change }
            return nil
        }
    }
}
