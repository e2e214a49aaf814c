import TriggerModel

/// The per-frame attributes of a node: all of them are declared as graph defaults before
/// layout, and every frame sets every one of them on every node.
struct NodeLook: Hashable, Sendable {
    static let names = ["fillcolor", "color", "style", "penwidth", "class"]

    var fillcolor: String
    var color: String
    var style: String
    var penwidth: String
    var `class`: String

    var values: [String] { [fillcolor, color, style, penwidth, `class`] }

    /// A view the change did not recompute.
    static func skipped(_ theme: Theme) -> NodeLook {
        NodeLook(
            fillcolor: theme.skippedFill, color: theme.skippedBorder, style: "rounded,filled", penwidth: "1",
            class: "view skipped")
    }

    /// A view recomputed with `cause`.
    static func recomputed(_ cause: Cause, _ theme: Theme) -> NodeLook {
        let border = Palette.borderStyle(for: cause).map { ",\($0)" } ?? ""
        return NodeLook(
            fillcolor: Palette.fill(for: cause) ?? theme.unfilled,
            color: cause == .outOfScope ? theme.unfilledBorder : theme.recomputedBorder,
            style: "rounded,filled" + border,
            penwidth: cause == .outOfScope ? "2.5" : "2",
            class: "view recomputed \(cause.rawValue)"
        )
    }

    /// The same look, marked as the owner of the changed state key.
    func markedAsOwner(_ theme: Theme) -> NodeLook {
        var look = self
        look.color = theme.ownerBorder
        look.penwidth = "4"
        look.class += " state-owner"
        return look
    }

    /// A view of another tree of the block: laid out, not drawn, so the views around it stay put.
    static func hidden(_ theme: Theme) -> NodeLook {
        NodeLook(
            fillcolor: theme.background, color: theme.background, style: "invis", penwidth: "1", class: "view hidden")
    }

    /// A view of the previous frame's tree that this frame's tree no longer has: a faint ghost
    /// with a dashed border. Leaving is not a recomputation; the outcome does not name the view.
    static func leaving(_ theme: Theme) -> NodeLook {
        NodeLook(
            fillcolor: theme.ghostFill, color: theme.ghostBorder, style: "rounded,filled,dashed", penwidth: "1",
            class: "view leaving")
    }

    /// The same look with the outline of a view that has just entered the tree. Its fill stays
    /// what the outcome says: entering is not a recomputation, so an entering view is usually skipped.
    func entering(_ theme: Theme) -> NodeLook {
        var look = self
        look.color = theme.enteringBorder
        look.penwidth = "4"
        look.class += " entering"
        return look
    }

    /// A source node shown in this frame.
    static func source(_ source: Source, _ theme: Theme) -> NodeLook {
        switch source {
        case .environment:
            NodeLook(
                fillcolor: Palette.fill(for: .environment)!, color: theme.recomputedBorder, style: "filled",
                penwidth: "1.5", class: "source environment")
        case .missingOwner:
            NodeLook(
                fillcolor: Palette.fill(for: .offRule)!, color: theme.recomputedBorder, style: "rounded,filled,dashed",
                penwidth: "1.5", class: "source state")
        case .model, .state:
            NodeLook(
                fillcolor: Palette.fill(for: .observed)!, color: theme.recomputedBorder, style: "filled",
                penwidth: "1.5", class: "source model")
        }
    }

    /// A source node of the block that is not this frame's source: drawn, faint, with a dashed
    /// outline, so that it is not taken for a skipped view (whose grey is close to its fill).
    static func faintSource(_ source: Source, _ theme: Theme) -> NodeLook {
        let kind = source.kindName
        let shape = source == .environment || kind == "model" ? "filled,dashed" : "rounded,filled,dashed"
        return NodeLook(
            fillcolor: theme.faintSourceFill, color: theme.skippedBorder, style: shape, penwidth: "1",
            class: "source inactive \(kind)")
    }
}

/// The per-frame attributes of an edge, declared before layout and set every frame.
struct EdgeLook: Hashable, Sendable {
    static let names = ["color", "style", "penwidth", "class"]

    var color: String
    var style: String
    var penwidth: String
    var `class`: String

    var values: [String] { [color, style, penwidth, `class`] }

    static func tree(_ theme: Theme) -> EdgeLook {
        EdgeLook(color: theme.treeEdge, style: "solid", penwidth: "1.5", class: "tree-edge")
    }

    /// A parent → child edge on the path a `parent` change takes from the state's owner to a
    /// reader: the parent colour, drawn thicker.
    static func propagation(_ theme: Theme) -> EdgeLook {
        EdgeLook(
            color: Palette.line(for: .parent, on: theme), style: "solid", penwidth: "3",
            class: "tree-edge propagation parent")
    }

    static func source(_ cause: Cause, _ theme: Theme) -> EdgeLook {
        EdgeLook(
            color: Palette.line(for: cause, on: theme),
            style: cause == .offRule ? "dashed" : "solid",
            penwidth: "2",
            class: "source-edge \(cause.rawValue)"
        )
    }

    /// A parent → child edge of another tree of the block: laid out, not drawn.
    static func hiddenTree(_ theme: Theme) -> EdgeLook {
        EdgeLook(color: theme.background, style: "invis", penwidth: "1.5", class: "tree-edge hidden")
    }

    /// A parent → child edge of the previous frame's tree that this frame's tree no longer has.
    static func leavingTree(_ theme: Theme) -> EdgeLook {
        EdgeLook(color: theme.ghostBorder, style: "dashed", penwidth: "1.5", class: "tree-edge leaving")
    }

    static func hiddenSource(_ theme: Theme) -> EdgeLook {
        EdgeLook(color: theme.background, style: "invis", penwidth: "2", class: "source-edge hidden")
    }
}
