import DOT
import TriggerModel

extension SequenceDiagram {
    /// One complete graph for a frame: the body with the frame's values written in, and the
    /// title and legend as the graph's label on top. What `triggergraph dot` prints; `dot -Tsvg` takes it.
    /// - Parameter index: The frame's index among `changes`.
    /// - Returns: A graph whose layout matches the body's (hidden views and sources stay, invisible).
    public func standaloneDOT(frame index: Int) -> DOTGraph {
        let frame = frame(index)
        var graph = body.applying(frame.updates)
        graph.graphAttributes["label"] = .html(
            Legend.table(
                title: frame.title, outcome: frame.outcome, source: placedSource(of: frame.change, tree: frame.tree),
                theme: theme,
                entries: legendEntries, entering: frame.entering.count, leaving: frame.leaving.count
            ))
        graph.graphAttributes["labelloc"] = "t"
        graph.graphAttributes["labeljust"] = "l"
        graph.graphAttributes["fontcolor"] = .string(theme.foreground)
        graph.graphAttributes["tooltip"] = .text(frame.textLine)
        return graph
    }
}
