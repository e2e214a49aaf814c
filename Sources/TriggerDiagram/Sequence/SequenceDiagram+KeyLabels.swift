import DOT
import TriggerModel

/// A view's label as a bitmap frame draws it, with one of its keys marked or none.
///
/// Node text is fixed at layout, and a view's label sets every key bold (its box is measured for
/// the key a frame marks, bold). An SVG frame sets its text after drawing; a PNG, PDF or GIF frame
/// cannot, so it draws the view's box with one of these labels instead: a node of the same size at
/// the same place, laid out with the regular keys and the marked one bold and underlined, shown in
/// the frames that mark that key (or none) and hidden in every other.
public struct KeyLabel: Hashable, Sendable {
    /// The node's id: `k<view>` when no key is marked, `k<view>_<line>` when line `line` is.
    public let id: String
    /// The id of the view it stands in for.
    public let view: String
    /// The key line marked, from 0; nil for none.
    public let line: Int?
    /// The label.
    public let label: HTMLLabel
}

extension SequenceDiagram {
    /// Every label a bitmap frame draws a view with: for each view that reads keys, one with no
    /// key marked and one for each key line some frame marks, in body order.
    public var keyLabels: [KeyLabel] {
        var marked: [Int: Set<Int>] = [:]
        for (change, outcome) in zip(changes, outcomes) {
            let members = union.members[change.tree]
            for hit in outcome.recomputed {
                let view = members[hit.node]
                if let line = union.views[view].reads.firstIndex(of: change.change.key) {
                    marked[view, default: []].insert(line)
                }
            }
        }
        var labels: [KeyLabel] = []
        for (position, view) in union.views.enumerated() where !view.reads.isEmpty {
            let id = BodyParts.viewID(position)
            for line in [nil] + (marked[position] ?? []).sorted() {
                labels.append(
                    KeyLabel(
                        id: "k\(position)" + (line.map { "_\($0)" } ?? ""), view: id, line: line,
                        label: Labels.marking(view.name, lines: view.reads, marked: line)))
            }
        }
        return labels
    }
}
