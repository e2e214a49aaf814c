/// A measurement block's figures in a DocC article: one a change, in order, and perhaps the
/// animation of them all.
public struct DocCBlockFigures: Hashable, Sendable {
    /// How a block's figures are laid out.
    public enum Layout: String, CaseIterable, Sendable {
        /// A `@TabNavigator`, one `@Tab` a figure titled with its change's label (the animation's
        /// tab last): a block reads as one figure whatever its number of changes.
        case tabs
        /// Every figure under the one before.
        case stacked
    }

    /// One a change, in the block's order.
    public var changes: [DocCFigure]
    /// The block's animation: every change in turn.
    public var animation: DocCFigure?

    /// A block's figures: `changes` in order, then `animation` if there is one.
    public init(changes: [DocCFigure], animation: DocCFigure? = nil) {
        self.changes = changes
        self.animation = animation
    }

    /// Every figure, the animation last.
    public var all: [DocCFigure] { changes + (animation.map { [$0] } ?? []) }

    /// The figures' Markdown lines, a blank line before and after each. A single figure is never
    /// put in tabs. Two tabs with one title are told apart by their figure's position, `tapped (3)`.
    public func lines(_ layout: Layout) -> [String] {
        let figures = all
        guard layout == .tabs, figures.count > 1 else { return figures.flatMap { ["", $0.markdown] } + [""] }
        var seen: [String: Int] = [:]
        for figure in figures { seen[figure.title, default: 0] += 1 }
        var lines = ["", "@TabNavigator {"]
        for (position, figure) in figures.enumerated() {
            let title = seen[figure.title, default: 0] > 1 ? "\(figure.title) (\(position + 1))" : figure.title
            lines += ["    @Tab(\(DocCDirective.quoted(title))) {", "        \(figure.markdown)", "    }"]
        }
        return lines + ["}", ""]
    }
}
