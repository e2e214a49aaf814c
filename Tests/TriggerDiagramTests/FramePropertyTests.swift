import DOT
import Testing
import TriggerModel

@testable import TriggerDiagram

extension Source {
    /// Whether the source is drawn as a node of its own.
    var hasNode: Bool {
        if case .state = self { return false }
        return true
    }
}

/// Properties every diagram must have, over every scene and both themes.
@Suite("Frames")
struct FramePropertyTests {
    static let diagrams: [DiagramCase] = Scene.all.flatMap { scene in
        Theme.all.map { DiagramCase(scene: scene, theme: $0) }
    }

    @Test(arguments: diagrams)
    func exactlyTheRecomputedViewsGetTheirCauseFill(_ testCase: DiagramCase) {
        let diagram = testCase.diagram
        for frame in diagram.frames {
            let fills = frame.values(named: "fillcolor")
            let causes = Dictionary(uniqueKeysWithValues: frame.outcome.recomputed.map { ($0.node, $0.cause) })
            for position in diagram.trees[0].nodes.indices {
                let expected =
                    causes[position].map { Palette.fill(for: $0) ?? testCase.theme.unfilled }
                    ?? testCase.theme.skippedFill
                #expect(fills[.node("v\(position)")] == expected, "\(frame.title): view \(position)")
            }
        }
    }

    @Test(arguments: diagrams)
    func everyFrameSetsTheSamePairsInTheSameOrder(_ testCase: DiagramCase) {
        let frames = testCase.diagram.frames
        let pairs = frames.map { $0.updates.map { "\($0.target)/\($0.name)" } }
        for other in pairs.dropFirst() { #expect(other == pairs[0]) }
        #expect(Set(pairs[0]).count == pairs[0].count, "no pair set twice in one frame")
    }

    @Test(arguments: diagrams)
    func everyUpdatedAttributeIsDeclaredAsADefault(_ testCase: DiagramCase) {
        let body = testCase.diagram.body
        for update in testCase.diagram.frame(0).updates {
            switch update.target {
            case .node: #expect(body.nodeDefaults[update.name] != nil, "node \(update.name)")
            case .edge: #expect(body.edgeDefaults[update.name] != nil, "edge \(update.name)")
            case .graph: #expect(body.graphAttributes[update.name] != nil, "graph \(update.name)")
            }
        }
    }

    @Test(arguments: diagrams)
    func framesChangeOnlyColoursStylesAndClasses(_ testCase: DiagramCase) {
        let diagram = testCase.diagram
        let variable: Set<String> = ["fillcolor", "color", "style", "penwidth", "class"]
        #expect(Set(diagram.frames.flatMap { $0.updates.map(\.name) }).isSubset(of: variable))
        let fixedText = diagram.body.fixedText(ignoring: variable)
        for frame in diagram.frames {
            #expect(diagram.body.applying(frame.updates).fixedText(ignoring: variable) == fixedText)
        }
    }

    @Test(arguments: diagrams)
    func aFrameDoesNotDependOnTheFramesBefore(_ testCase: DiagramCase) {
        let diagram = testCase.diagram
        let alone = diagram.frames.map { diagram.body.applying($0.updates) }
        var running = diagram.body
        for (frame, expected) in zip(diagram.frames.reversed(), alone.reversed()) {
            running = running.applying(frame.updates)
            #expect(running == expected, "\(frame.title)")
        }
    }

    @Test(arguments: Scene.all)
    func theBodyIsTheSameWhicheverChangesComeFirst(_ scene: Scene) {
        let forward = SequenceDiagram(tree: scene.tree, changes: scene.changes)
        let backward = SequenceDiagram(tree: scene.tree, changes: scene.changes.reversed())
        #expect(forward.body.viewLabels == backward.body.viewLabels)
        #expect(forward.body.nodes.count == backward.body.nodes.count)
        #expect(forward.body.edges.count == backward.body.edges.count)
        #expect(Set(forward.body.edges.compactMap(\.labelText)) == Set(backward.body.edges.compactMap(\.labelText)))
    }

    @Test(arguments: diagrams)
    func theUnionHoldsEachSourceOnce(_ testCase: DiagramCase) {
        let diagram = testCase.diagram
        let used = Set(diagram.changes.compactMap { Source.of($0.change.key, in: diagram.trees[0]) }.filter(\.hasNode))
        let drawn = diagram.parts.sourceNodes.map(\.source)
        #expect(drawn.count == used.count)
        #expect(Set(drawn) == used)
        let ids = diagram.body.nodes.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    @Test(arguments: diagrams)
    func eachFrameShowsEverySourceAndExactlyItsKeysEdges(_ testCase: DiagramCase) {
        let diagram = testCase.diagram
        for frame in diagram.frames {
            let styles = frame.values(named: "style")
            let classes = frame.values(named: "class")
            let source = Source.of(frame.change.key, in: diagram.trees[0])
            for node in diagram.parts.sourceNodes {
                // Every source is drawn in every frame; only this frame's in full colour.
                #expect(styles[.node(node.id)] != "invis", "\(frame.title): \(node.id)")
                #expect(
                    classes[.node(node.id)]!.contains("inactive") == (node.source != source),
                    "\(frame.title): \(node.id)")
            }
            for edge in diagram.parts.sourceEdges {
                #expect(
                    (styles[.edge(edge.name)] != "invis") == (edge.key == frame.change.key),
                    "\(frame.title): \(edge.name)")
            }
            // Source edges only where no tree path carries the change.
            let shownEdges = diagram.parts.sourceEdges.filter { $0.key == frame.change.key }
            let expectedReaders = frame.outcome.recomputed.filter {
                [.observed, .environment, .offRule].contains($0.cause)
            }
            #expect(shownEdges.map(\.reader) == expectedReaders.map(\.node), "\(frame.title)")
        }
    }

    @Test(arguments: diagrams)
    func parentChangesRunOnTheTreeLabelledOnce(_ testCase: DiagramCase) {
        let diagram = testCase.diagram
        let tree = diagram.trees[0]
        for frame in diagram.frames {
            let styles = frame.values(named: "style")
            let classes = frame.values(named: "class")
            let colours = frame.values(named: "color")
            let widths = frame.values(named: "penwidth")
            // The tree edges on the path from the owner to each `parent` reader, and no others.
            var onPath = Set<Int>()
            if case .state(let ownerName)? = tree.storage[frame.change.key], let owner = tree.position(of: ownerName) {
                for hit in frame.outcome.recomputed where hit.cause == .parent {
                    var child = hit.node
                    while child != owner, let parent = tree.parentPosition(of: child) {
                        onPath.insert(child)
                        child = parent
                    }
                }
            }
            let drawn = diagram.body.edges.filter {
                ($0.key!.hasPrefix("t") || $0.key!.hasPrefix("p")) && styles[.edge($0.key!)] != "invis"
            }
            for edge in drawn {
                let child = Int(edge.head.dropFirst())!
                let propagation = classes[.edge(edge.key!)]!.contains("propagation")
                #expect(propagation == onPath.contains(child), "\(frame.title): \(edge.key!)")
                if propagation {
                    #expect(colours[.edge(edge.key!)] == Palette.line(for: .parent, on: testCase.theme))
                    #expect(Double(widths[.edge(edge.key!)]!)! > Double(EdgeLook.tree(testCase.theme).penwidth)!)
                }
            }
            // One drawn edge per pair, none labelled: the key is written in the title and marked
            // inside each reader, never beside an edge.
            let pairs = drawn.map { "\($0.tail)>\($0.head)" }
            #expect(Set(pairs).count == pairs.count, "\(frame.title): two edges join one pair")
            #expect(drawn.allSatisfy { $0.labelText == nil }, "\(frame.title)")
        }
    }

    @Test(arguments: Theme.all)
    func everyCauseIsDrawnItsOwnWay(_ theme: Theme) {
        let diagram = SequenceDiagram(tree: Scene.everyCause.tree, changes: Scene.everyCause.changes, theme: theme)
        let seen = Set(diagram.outcomes.flatMap { $0.recomputed.map(\.cause) })
        #expect(seen == Set(Cause.allCases))
        // tapped: CounterScreen owns count, reads it (local) and is marked; CounterLabel is parent.
        let tapped = diagram.frame(0)
        #expect(tapped.values(named: "penwidth")[.node("v0")] == "4")
        #expect(tapped.values(named: "class")[.node("v0")] == "view recomputed local state-owner")
        #expect(tapped.values(named: "class")[.node("v1")] == "view recomputed parent")
        // badge-set: BadgeView is off-rule, dashed, and its edge from SidebarView does not rank.
        let badge = diagram.frame(3)
        #expect(badge.values(named: "style")[.node("v4")] == "rounded,filled,dashed")
        let badgeEdge = diagram.body.edges.first { $0.tail == "v3" && $0.head == "v4" && $0.key!.hasPrefix("s") }
        #expect(badgeEdge?.attributes["constraint"] == "false")
        // Unlabelled: Graphviz 2.43 double-frees labelled flat edges, and the key is marked in its reader.
        #expect(badgeEdge?.attributes["label"] == nil && badgeEdge?.attributes["xlabel"] == nil)
        // flag-flipped: out of scope, no source, dotted and unfilled.
        let flag = diagram.frame(4)
        #expect(flag.values(named: "style")[.node("v5")] == "rounded,filled,dotted")
        #expect(flag.values(named: "fillcolor")[.node("v5")] == theme.unfilled)
        #expect(
            !flag.updates.contains {
                $0.name == "class" && $0.target.isSource && !$0.value.contains("inactive")
                    && !$0.value.contains("hidden")
            })
        // ghost-written: a state owner that is no view gets a node of its own.
        #expect(diagram.parts.sourceNodes.contains { $0.source == .missingOwner("RemovedView") })
        // Text is black on every fill; title and legend take the theme's foreground.
        #expect(diagram.body.nodeDefaults["fontcolor"] == .string("#000000"))
        #expect(diagram.standaloneDOT(frame: 0).graphAttributes["fontcolor"] == .string(theme.foreground))
        #expect(diagram.header(0).nodeDefaults["fontcolor"] == .string(theme.foreground))
    }

    @Test func aForestDrawsEveryRootOnTheTopRow() {
        let diagram = SequenceDiagram(tree: Scene.forest.tree, changes: Scene.forest.changes)
        let topRow = diagram.body.subgraphs.first {
            $0.attributes["rank"] == "same" && $0.nodes.allSatisfy { $0.id.hasPrefix("v") }
        }
        #expect(topRow?.nodes.map(\.id) == ["v0", "v2"])
        #expect(topRow?.attributes["rank"] == "same")
        #expect(diagram.body.edges.filter { $0.attributes["class"] == "tree-edge" }.count == 3)
        // One Environment and one DocumentStore, though two trees read each.
        #expect(diagram.parts.sourceNodes.map(\.source) == [.environment, .model(object: "DocumentStore")])
    }

    @Test func titlesCountsAndDescriptionsFollowTheOutcome() {
        let diagram = SequenceDiagram(tree: Scene.sheet.tree, changes: Scene.sheet.changes)
        let frame = diagram.frame(1)
        #expect(frame.title == "sheet-closed: isEditorPresented changed")
        #expect(
            frame.textLine
                == "sheet-closed: isEditorPresented changed | recomputed InvoiceScreen local, InvoiceEditor parent | skipped InvoiceHeader"
        )
        #expect(
            frame.description
                == "Recomputed 2: InvoiceScreen (local), InvoiceEditor (parent). Skipped 1: InvoiceHeader.")
        let legend = diagram.header(1).dotText
        for text in ["local 1", "parent 1", "skipped 1"] {
            #expect(legend.contains(">\(text)<"), "\(text)")
        }
        // Only the causes that occur in the block.
        for cause in ["observed", "environment", "off-rule", "out-of-scope", "entering", "leaving"] {
            #expect(!legend.contains(">\(cause) "), "\(cause)")
        }
    }

    @Test func userTextNeverBecomesAnID() {
        let diagram = SequenceDiagram(tree: Scene.hostile.tree, changes: Scene.hostile.changes)
        let ids = diagram.body.nodes.map(\.id) + diagram.body.edges.flatMap { [$0.tail, $0.head] }
        #expect(ids.allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber } && $0.first!.isLetter })
        let keys = diagram.body.edges.compactMap(\.key)
        #expect(Set(keys).count == keys.count)
        #expect(keys.allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber } })
    }
}

struct DiagramCase: Sendable, CustomTestStringConvertible {
    let scene: Scene
    let theme: Theme
    var diagram: SequenceDiagram { SequenceDiagram(tree: scene.tree, changes: scene.changes, theme: theme) }
    var testDescription: String { "\(scene.name), \(theme.name)" }
}

extension Frame {
    /// The value each target gets for one attribute name.
    func values(named name: String) -> [AttributeUpdate.Target: String] {
        Dictionary(updates.filter { $0.name == name }.map { ($0.target, $0.value) }) { _, last in last }
    }
}

extension AttributeUpdate.Target {
    var isSource: Bool {
        switch self {
        case .node(let id): id.hasPrefix("src")
        case .edge(let key): key.hasPrefix("s")
        case .graph: false
        }
    }
}

extension DOTEdge {
    /// The key an edge is labelled with: its `label`, or its `xlabel` for an off-rule edge.
    var labelText: String? {
        switch attributes["label"] ?? attributes["xlabel"] {
        case .text(let text)?, .string(let text)?: return text
        default: return nil
        }
    }
}

extension DOTGraph {
    /// Everything but the per-frame attributes, as text.
    func fixedText(ignoring names: Set<String>) -> String {
        var graph = self
        for index in graph.nodes.indices { for name in names { graph.nodes[index].attributes[name] = nil } }
        for index in graph.edges.indices { for name in names { graph.edges[index].attributes[name] = nil } }
        return graph.dotText
    }

    /// Each view's label, by id.
    var viewLabels: [String: DOTValue] {
        Dictionary(uniqueKeysWithValues: nodes.filter { $0.id.hasPrefix("v") }.map { ($0.id, $0.attributes["label"]!) })
    }
}
