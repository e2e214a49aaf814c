import DOT
import Graphviz
import TriggerDiagram

extension DiagramRenderer {
    /// The nodes that draw a view's key text in bitmap frames (``KeyLabel``): each the size of its
    /// view, pinned at its place, hidden until a frame shows it.
    ///
    /// Each is fixed at the view's size, so its outline is the view's own, and its label is set
    /// in the middle of it, as the view's is: every line lands where the view has it, and a marked
    /// key, bold, is as wide as the key the view's box was measured for.
    /// - Parameters:
    ///   - labels: The diagram's key labels.
    ///   - positions: The laid-out body's node centres, by id, in points.
    ///   - sizes: The laid-out body's node sizes, by id, in points.
    /// - Returns: The nodes, in the labels' order.
    static func keyLabelNodes(
        _ labels: [KeyLabel], positions: [String: LayoutPoint], sizes: [String: LayoutSize]
    ) -> [DOTNode] {
        labels.compactMap { label in
            guard let position = positions[label.view], let size = sizes[label.view] else { return nil }
            return DOTNode(
                label.id,
                [
                    "label": .html(label.label), "pos": .string("\(position.x),\(position.y)"),
                    "width": .string("\(size.width / 72)"), "height": .string("\(size.height / 72)"),
                    "fixedsize": "true", "style": "invis", "class": "key-label",
                ])
        }
    }

    /// A frame's updates with its key labels': in a bitmap format, each view that has key labels
    /// is hidden and the one of its labels with this frame's marked key (none when `marking` is
    /// false or the frame marks none of its keys) drawn with the view's look in its place; in SVG
    /// (which marks its keys on its text), every key label is hidden and each view drawn as it is.
    ///
    /// Every frame gives the same targets and names in the same order, whatever the format, so a
    /// renderer sends again only what differs from the frame before.
    /// - Parameters:
    ///   - frame: The frame drawn.
    ///   - labels: The diagram's key labels, in the order their nodes were added.
    ///   - bitmap: Whether the frame is drawn in PNG or PDF.
    ///   - marking: Whether the frame marks its changed key.
    /// - Returns: The frame's updates, then every key label's.
    static func updates(
        of frame: Frame, keyLabels labels: [KeyLabel], bitmap: Bool, marking: Bool
    ) -> [AttributeUpdate] {
        guard !labels.isEmpty else { return frame.updates }
        let labelled = Set(labels.map(\.view))
        var updates = frame.updates
        var looks: [String: [(name: String, value: String)]] = [:]
        for index in updates.indices {
            guard case .node(let id) = updates[index].target, labelled.contains(id) else { continue }
            looks[id, default: []].append((updates[index].name, updates[index].value))
            if bitmap, updates[index].name == "style" { updates[index].value = "invis" }
        }
        updates.reserveCapacity(updates.count + labels.count * (looks.first?.value.count ?? 0))
        for label in labels {
            let marked = marking ? frame.matchedKeyLines[label.view] : nil
            let shown = bitmap && label.line == marked
            for (name, value) in looks[label.view] ?? [] {
                updates.append(AttributeUpdate(.node(label.id), name, name == "style" && !shown ? "invis" : value))
            }
        }
        return updates
    }
}
