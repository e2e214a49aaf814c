import CourseLayouts
import DiagramIDs
import Foundation
import LessonScript
import Testing
import TriggerDiagram
import TriggerRender

/// A block whose changes run over several trees is laid out once, over the union of its trees.
@Suite("One layout per block")
struct SequenceLayoutTests {
    /// Blocks with several trees: the Transitions lesson's before and after trees, and a
    /// navigation push and pop.
    static let blocks = ["../../Graphs/18-transitions-3.swift", "sequences/navigation-push.swift"]

    @Test("Every view shared by two trees keeps its position in both frames", arguments: blocks)
    func sharedViewsStayPut(_ path: String) throws {
        let (scene, renderer) = try Self.laidOut(path)
        let diagram = renderer.diagram
        #expect(Set(scene.changes.map(\.tree)).count >= 2, "the fixture runs over several trees")
        let frames = try diagram.frames.indices.map {
            try SVGFrame(renderer.render(frame: $0, format: .svg, idPrefix: "f\($0)"))
        }
        #expect(Set(frames.map { $0.rootAttributes["viewBox"] ?? "" }).count == 1, "one canvas")
        var compared = 0
        for i in frames.indices {
            for j in frames.indices where i < j {
                let (a, b) = (diagram.frame(i), diagram.frame(j))
                let treeA = scene.trees[a.tree].tree
                let treeB = scene.trees[b.tree].tree
                for (position, node) in treeA.nodes.enumerated() {
                    guard let other = treeB.position(of: node.name) else { continue }
                    let id = diagram.viewIDs(ofTree: a.tree)[position]
                    #expect(diagram.viewIDs(ofTree: b.tree)[other] == id, "\(node.name) is one node")
                    let (groupA, groupB) = (frames[i].nodes[id], frames[j].nodes[id])
                    #expect(groupA != nil && groupB != nil, "\(node.name) drawn in frames \(i + 1) and \(j + 1)")
                    guard let groupA, let groupB, let centreA = groupA.centre, let centreB = groupB.centre else {
                        continue
                    }
                    #expect(
                        abs(centreA.x - centreB.x) < 0.01 && abs(centreA.y - centreB.y) < 0.01,
                        "\(path): \(node.name) moved between frames \(i + 1) and \(j + 1)")
                    if a.tree != b.tree { compared += 1 }
                }
            }
        }
        #expect(compared > 0, "some view is shared by two trees")
    }

    @Test("A frame draws no view of another tree, except one leaving as a ghost", arguments: blocks)
    func otherTreesAreHidden(_ path: String) throws {
        let (scene, renderer) = try Self.laidOut(path)
        let diagram = renderer.diagram
        for index in diagram.frames.indices {
            let frame = diagram.frame(index)
            let svg = try SVGFrame(renderer.render(frame: index, format: .svg, idPrefix: "f\(index)"))
            let own = Set(diagram.viewIDs(ofTree: frame.tree))
            let tree = scene.trees[frame.tree].tree
            for (id, group) in svg.views.map({ ("v\($0.key)", $0.value) }) where !group.geometry.isEmpty {
                if own.contains(id) {
                    #expect(group.classes.contains("view"))
                    let name = tree.nodes[diagram.viewIDs(ofTree: frame.tree).firstIndex(of: id)!].name
                    #expect(
                        group.classes.contains("entering") == frame.entering.contains(name), "\(frame.title): \(name)")
                } else {
                    #expect(
                        group.classes.contains("leaving") && group.dashed,
                        "\(frame.title): \(id) drawn outside its tree")
                }
            }
            #expect(svg.views.values.filter { $0.classes.contains("leaving") }.count == frame.leaving.count)
            #expect(svg.desc == frame.description)
        }
    }

    /// The fixture's one scene, and its sequence laid out once per test process.
    static func laidOut(_ path: String, theme: Theme = .light) throws -> (Scene, DiagramRenderer) {
        let url = CourseBlock.folder.deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/\(path)")
        return (try CourseLayouts.scene(url), try CourseLayouts.sequence(url, theme: theme))
    }
}
