import DOT
import DiagramIDs
import Testing
import TriggerModel

@testable import TriggerDiagram

/// One body for a block's changes over several trees: the union of the trees, each frame
/// hiding what its own tree lacks.
@Suite("Sequences over several trees")
struct SequenceDiagramTests {
    @Test(
        "A sequence over one tree is that tree's own diagram, whatever other trees the block holds",
        arguments: Scene.all, Theme.all)
    func aSequenceOverOneTreeIsThatTreesDiagram(_ scene: Scene, _ theme: Theme) {
        let tree = SequenceDiagram(tree: scene.tree, changes: scene.changes, theme: theme)
        let other = try! ViewTree(nodes: [ViewNode("Unused", parent: nil, reads: ["x"])], storage: ["x": .environment])
        let sequence = SequenceDiagram(
            trees: [other, scene.tree], changes: scene.changes.map { TreeChange(tree: 1, change: $0) }, theme: theme
        )
        #expect(sequence.body == tree.body)
        for index in scene.changes.indices {
            let (a, b) = (sequence.frame(index), tree.frame(index))
            #expect(a.updates == b.updates && a.description == b.description, "\(a.title)")
            #expect(sequence.header(index) == tree.header(index))
            #expect(a.entering.isEmpty && a.leaving.isEmpty)
            #expect(sequence.standaloneDOT(frame: index) == tree.standaloneDOT(frame: index))
        }
    }

    @Test("Each view is one node, labelled with every key it reads in any tree", arguments: Sequence.all)
    func oneNodePerViewName(_ sequence: Sequence) {
        let diagram = sequence.diagram()
        let used = Set(sequence.changes.map(\.tree))
        var reads: [String: [String]] = [:]
        for (index, tree) in sequence.trees.enumerated() where used.contains(index) {
            for node in tree.nodes {
                reads[node.name, default: []] += node.reads.filter { !(reads[node.name] ?? []).contains($0) }
            }
        }
        let views = diagram.body.nodes.filter { $0.id.hasPrefix("v") }
        #expect(views.count == reads.count)
        for view in views {
            guard case .html(let label)? = view.attributes["label"] else {
                Issue.record("\(view.id) has no label")
                continue
            }
            let name = reads.keys.first { label.markup.contains("<B>\(HTMLLabel.escape($0))</B>") }
            #expect(name != nil, "\(view.id)")
            for key in reads[name ?? ""] ?? [] {
                #expect(label.markup.contains(">\(HTMLLabel.escape(key))<"), "\(view.id): \(key)")
            }
        }
        #expect(
            !diagram.body.nodes.contains { node in
                if case .html(let label)? = node.attributes["label"] { return label.markup.contains("Elsewhere") }
                return false
            }, "a tree no change uses adds nothing")
    }

    @Test(
        "A frame draws its own tree's views and edges, and hides the rest unless they just left",
        arguments: Sequence.all, Theme.all)
    func framesShowTheirOwnTree(_ sequence: Sequence, _ theme: Theme) {
        let diagram = sequence.diagram(theme)
        for frame in diagram.frames {
            let styles = frame.values(named: "style")
            let classes = frame.values(named: "class")
            let ids = Set(diagram.viewIDs(ofTree: frame.tree))
            let tree = sequence.trees[frame.tree]
            for node in diagram.body.nodes where node.id.hasPrefix("v") {
                let name = name(of: node)
                if ids.contains(node.id) {
                    #expect(styles[.node(node.id)] != "invis", "\(frame.title): \(name) is in the tree")
                    #expect(tree.position(of: name) != nil)
                } else if frame.leaving.contains(name) {
                    #expect(
                        classes[.node(node.id)] == "view leaving" && styles[.node(node.id)] == "rounded,filled,dashed")
                } else {
                    #expect(styles[.node(node.id)] == "invis", "\(frame.title): \(name) is not in the tree")
                }
            }
            // Tree edges: those of this tree drawn, those of the previous tree that this one lacks dashed, others hidden.
            let treeEdges = diagram.body.edges.filter { $0.key?.hasPrefix("t") == true }
            let drawn = Set(
                tree.nodes.indices.compactMap { position in
                    tree.parentPosition(of: position).map {
                        "\(diagram.viewIDs(ofTree: frame.tree)[$0])>\(diagram.viewIDs(ofTree: frame.tree)[position])"
                    }
                })
            for edge in treeEdges {
                let style = styles[.edge(edge.key!)]
                if drawn.contains("\(edge.tail)>\(edge.head)") {
                    #expect(style == "solid", "\(frame.title): \(edge.tail) → \(edge.head)")
                } else {
                    #expect(style == "invis" || style == "dashed", "\(frame.title): \(edge.tail) → \(edge.head)")
                }
            }
        }
    }

    @Test(
        "A view that enters keeps its outcome's fill with an outline of its own; one that leaves is a ghost",
        arguments: Theme.all)
    func enteringAndLeaving(_ theme: Theme) {
        let diagram = Sequence.push.diagram(theme)
        let detail = diagram.viewIDs(ofTree: 1)[2]
        #expect(diagram.frame(0).entering.isEmpty && diagram.frame(0).leaving.isEmpty)
        let pushed = diagram.frame(1)
        #expect(pushed.entering == ["MessageDetail"] && pushed.leaving.isEmpty)
        #expect(pushed.outcome.skipped.contains("MessageDetail"), "entering is not a recomputation")
        #expect(pushed.values(named: "fillcolor")[.node(detail)] == theme.skippedFill)
        #expect(pushed.values(named: "color")[.node(detail)] == theme.enteringBorder)
        #expect(pushed.values(named: "class")[.node(detail)] == "view skipped entering")
        #expect(pushed.description.hasSuffix(" Entering 1: MessageDetail."))
        #expect(diagram.header(1).dotText.contains(">entering 1<") && diagram.header(1).dotText.contains(">leaving 0<"))
        // The next change over the same tree: nothing enters; the detail is recomputed as the model says.
        let read = diagram.frame(2)
        // The block has views entering and leaving, so every frame's legend counts them.
        #expect(read.entering.isEmpty && diagram.header(2).dotText.contains(">entering 0<"))
        #expect(read.values(named: "class")[.node(detail)] == "view recomputed observed")
        let popped = diagram.frame(3)
        #expect(popped.leaving == ["MessageDetail"] && popped.entering.isEmpty)
        #expect(popped.values(named: "fillcolor")[.node(detail)] == theme.ghostFill)
        #expect(popped.values(named: "class")[.node(detail)] == "view leaving")
        #expect(diagram.header(3).dotText.contains(">leaving 1<"))
        #expect(popped.description.hasSuffix(" Leaving 1: MessageDetail."))
        #expect(!popped.outcome.textLine.contains("MessageDetail"))
    }

    @Test("A view under two parents gets both edges, each drawn in its own tree's frames")
    func movedViewsAndChangingSources() {
        let diagram = Sequence.moved.diagram()
        let badge = diagram.viewIDs(ofTree: 0)[2]
        #expect(diagram.viewIDs(ofTree: 2)[2] == badge)
        let parents = diagram.body.edges.filter { $0.head == badge && $0.key?.hasPrefix("t") == true }
        #expect(Set(parents.map(\.tail)) == [diagram.viewIDs(ofTree: 0)[0], diagram.viewIDs(ofTree: 0)[1]])
        let tapped = diagram.frame(0).values(named: "style")
        let synced = diagram.frame(1).values(named: "style")
        let screen = diagram.viewIDs(ofTree: 0)[0]
        #expect(!diagram.body.edges.contains { $0.attributes["xlabel"] != nil }, "no edge carries a key")
        for edge in parents {
            let underScreen = edge.tail == screen
            // In `tapped`, Screen → Badge is the path the change takes, drawn on the tree edge.
            #expect((tapped[.edge(edge.key!)] == "solid") == underScreen)
            #expect((synced[.edge(edge.key!)] == "solid") == !underScreen)
            #expect(
                (diagram.frame(0).values(named: "class")[.edge(edge.key!)] == "tree-edge propagation parent")
                    == underScreen)
        }
        // `count` is state in the first tree (a path on the tree, no source edge) and a model in the second.
        let shown = { (frame: Frame) in
            diagram.body.edges.filter {
                $0.key?.hasPrefix("s") == true && frame.values(named: "style")[.edge($0.key!)] != "invis"
            }
        }
        #expect(shown(diagram.frame(0)).isEmpty)
        let model = shown(diagram.frame(1))
        #expect(model.count == 1 && model[0].tail.hasPrefix("src") && model[0].head == badge)
        #expect(diagram.frame(1).values(named: "fillcolor")[.node(badge)] == Palette.fill(for: .observed))
        #expect(diagram.frame(3).values(named: "fillcolor")[.node(badge)] == Palette.fill(for: .parent))
    }

    @Test(
        "Frames of a sequence change only per-frame attributes, all declared before layout",
        arguments: Sequence.all, Theme.all)
    func framesChangeOnlyDeclaredAttributes(_ sequence: Sequence, _ theme: Theme) {
        let diagram = sequence.diagram(theme)
        let variable: Set<String> = ["fillcolor", "color", "style", "penwidth", "class"]
        let pairs = diagram.frames.map { $0.updates.map { "\($0.target)/\($0.name)" } }
        for other in pairs.dropFirst() { #expect(other == pairs[0]) }
        for frame in diagram.frames {
            #expect(Set(frame.updates.map(\.name)).isSubset(of: variable))
            #expect(
                diagram.body.applying(frame.updates).fixedText(ignoring: variable)
                    == diagram.body.fixedText(ignoring: variable))
        }
        for name in variable {
            #expect(diagram.body.nodeDefaults[name] != nil)
        }
        for name in ["color", "style", "class"] { #expect(diagram.body.edgeDefaults[name] != nil) }
    }

    private func name(of node: DOTNode) -> String {
        guard case .html(let label)? = node.attributes["label"],
            let start = label.markup.range(of: "<B>"), let end = label.markup.range(of: "</B>")
        else { return "" }
        return String(label.markup[start.upperBound..<end.lowerBound])
    }
}
