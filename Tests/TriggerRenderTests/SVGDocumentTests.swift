import Foundation
import Testing
import TriggerModel
import TriggerRender

/// Each SVG frame is ready for a web page: no prolog, scalable, accessible, classed.
@Suite("SVG frames for the web")
struct SVGDocumentTests {
    @Test("Root, title, description and classes", arguments: CourseBlock.all)
    func document(_ block: CourseBlock) throws {
        for tree in try block.trees() {
            for (outcome, svg) in zip(tree.outcomes, try tree.svgFrames()) {
                let frame = "\(tree.name) \(outcome.change.label)"
                #expect(svg.text.hasPrefix("<svg"), "\(frame): starts with \(svg.text.prefix(20))")
                #expect(!svg.text.contains("<?xml") && !svg.text.contains("<!DOCTYPE"), "\(frame): prolog")
                let viewBox = try #require(
                    svg.viewBox, "\(frame): viewBox \(svg.rootAttributes["viewBox"] ?? "missing")")
                #expect(viewBox.count == 4 && viewBox[2] > 0 && viewBox[3] > 0, "\(frame): viewBox")
                // The natural size in pixels, one per SVG unit, beside the viewBox.
                #expect(svg.rootAttributes["width"] == "\(Int(viewBox[2].rounded(.up)))", "\(frame): width")
                #expect(svg.rootAttributes["height"] == "\(Int(viewBox[3].rounded(.up)))", "\(frame): height")
                #expect(svg.rootAttributes["id"]?.isEmpty == false, "\(frame): id")
                #expect(
                    svg.rootAttributes["id"].map { svg.text.components(separatedBy: "id=\"\($0)\"").count } == 2,
                    "\(frame): id once")
                #expect(svg.rootAttributes["role"] == "img", "\(frame): role")
                #expect(svg.title == outcome.textLine, "\(frame): title")
                #expect(svg.desc?.isEmpty == false, "\(frame): desc")
                checkClasses(svg, outcome, tree.tree, frame)
            }
        }
    }

    /// Views carry `view` and `recomputed <cause>` or `skipped`; the change's source node and
    /// source edges carry their role and the reader's cause.
    private func checkClasses(_ svg: SVGFrame, _ outcome: Outcome, _ tree: ViewTree, _ frame: String) {
        let causes = Dictionary(uniqueKeysWithValues: outcome.recomputed.map { ($0.node, $0.cause) })
        for (position, group) in svg.views {
            let name = tree.nodes[position].name
            #expect(group.classes.contains("view"), "\(frame): \(name) \(group.classes)")
            if let cause = causes[position] {
                #expect(
                    group.classes.isSuperset(of: ["recomputed", cause.rawValue]), "\(frame): \(name) \(group.classes)")
            } else {
                #expect(
                    group.classes.contains("skipped") && !group.classes.contains("recomputed"),
                    "\(frame): \(name) \(group.classes)")
            }
        }
        let storage = tree.storage[outcome.change.key]
        // Every source node of the tree's changes is drawn in every frame; only this change's is not faint.
        let sources = svg.nodes.filter { $0.value.classes.contains("source") }
        let active = sources.filter { !$0.value.classes.contains("inactive") }
        switch storage {
        case .model?:
            #expect(
                active.count == 1 && active.first?.value.classes.contains("model") == true, "\(frame): \(active.keys)")
        case .environment?:
            #expect(
                active.count == 1 && active.first?.value.classes.contains("environment") == true,
                "\(frame): \(active.keys)")
        case .state(let owner)?:
            if let ownerPosition = tree.position(of: owner) {
                #expect(active.isEmpty, "\(frame): \(active.keys)")
                #expect(svg.views[ownerPosition]?.classes.contains("state-owner") == true, "\(frame): owner \(owner)")
            } else {
                #expect(
                    active.count == 1 && active.first?.value.classes.contains("state") == true,
                    "\(frame): \(active.keys)")
            }
        case nil:
            #expect(active.isEmpty, "\(frame): \(active.keys)")
        }
        // A reader reached from a source node, or off-rule, has one source edge in its cause; a
        // `parent` reader's edge from its parent is drawn as propagation, and no source edge reaches it.
        let fromSources: Set<Cause> = [.observed, .environment, .offRule]
        for hit in outcome.recomputed where hit.cause != .local && hit.cause != .outOfScope {
            let edges = svg.edges.filter {
                $0.key.hasSuffix("->v\(hit.node)") && $0.value.classes.contains("source-edge")
            }
            if fromSources.contains(hit.cause) {
                #expect(
                    edges.count == 1 && edges.first?.value.classes.contains(hit.cause.rawValue) == true,
                    "\(frame): source edge to \(hit.view)")
            } else {
                #expect(edges.isEmpty, "\(frame): no source edge to \(hit.view)")
                let parent = tree.parentPosition(of: hit.node)!
                let treeEdges = svg.edges.filter { $0.key == "v\(parent)->v\(hit.node)" }
                #expect(
                    treeEdges.count == 1 && treeEdges.first?.value.classes.contains("propagation") == true,
                    "\(frame): propagation into \(hit.view)")
            }
        }
        #expect(
            svg.edges.values.filter { $0.classes.contains("source-edge") }.count
                == outcome.recomputed.filter { fromSources.contains($0.cause) }.count,
            "\(frame): source edges of other keys are hidden")
    }
}
