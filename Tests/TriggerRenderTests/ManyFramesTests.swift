import Foundation
import Testing
import TriggerDiagram
import TriggerModel
import TriggerRender

/// A block with many changes: headers are pinned a group of frames at a time, so a frame costs the
/// same whatever the number of changes, and every frame still has the same canvas and its own header.
@Suite struct ManyFramesTests {
    static let tree = try! ViewTree(
        nodes: [
            ViewNode("Root", parent: nil, reads: ["s"]),
            ViewNode("Child", parent: "Root", reads: ["m", "e"]),
            ViewNode("Leaf", parent: "Child", reads: ["s"]),
        ],
        storage: ["s": .state(owner: "Root"), "m": .model(object: "Store"), "e": .environment]
    )

    /// `count` changes; the one at `wide` has a long label, the widest header of all.
    static func changes(_ count: Int, wide: Int) -> [Change] {
        (0..<count).map { index in
            let label = index == wide ? "a-much-longer-label-than-any-other-\(index)" : "c\(index)"
            return Change(label, key: ["s", "m", "e", "x"][index % 4])
        }
    }

    @Test func framesOfEveryGroupShareOneCanvasAndShowTheirOwnHeader() throws {
        let renderer = try DiagramRenderer(
            diagram: SequenceDiagram(tree: Self.tree, changes: Self.changes(100, wide: 90)))
        let sampled = [0, 1, 31, 32, 33, 63, 64, 90, 95, 99]
        var viewBoxes = Set<String>()
        for index in sampled {
            let frame = try SVGFrame(renderer.render(frame: index, format: .svg, idPrefix: "f\(index)"))
            viewBoxes.insert(frame.rootAttributes["viewBox"] ?? "-")
            let headers = frame.nodes.filter { $0.value.classes.contains("header") && !$0.value.geometry.isEmpty }
            let nodes = renderer.diagram.header(index).nodes.map { "header\(index)_\($0.id)" }
            #expect(nodes.contains("header\(index)_title") && nodes.contains("header\(index)_legend0"))
            #expect(headers.keys.sorted() == nodes.sorted(), "frame \(index + 1)")
            #expect(frame.title == renderer.diagram.frame(index).textLine, "frame \(index + 1)")
        }
        #expect(viewBoxes.count == 1, "\(viewBoxes)")
    }

    /// A frame's SVG holds nothing per change of the block: no header of another group.
    @Test func aFrameDoesNotGrowWithTheNumberOfChanges() throws {
        let few = try DiagramRenderer(diagram: SequenceDiagram(tree: Self.tree, changes: Self.changes(40, wide: 5)))
        let many = try DiagramRenderer(diagram: SequenceDiagram(tree: Self.tree, changes: Self.changes(400, wide: 5)))
        for index in [0, 31] {
            let small = try few.render(frame: index, format: .svg).count
            let large = try many.render(frame: index, format: .svg).count
            #expect(large < small + small / 20, "frame \(index + 1): \(small) bytes of 40 changes, \(large) of 400")
        }
        #expect(few.canvas == many.canvas)
    }

    /// Every group draws the same body: each view and edge keeps its SVG id and its place in every
    /// frame that draws it, whichever group draws it, going back to a group included.
    @Test func viewsAndEdgesKeepTheirIdAndPlaceInEveryGroup() throws {
        let renderer = try DiagramRenderer(
            diagram: SequenceDiagram(tree: Self.tree, changes: Self.changes(100, wide: 90)))
        // Each node and edge group by id: its title and the numbers that place it.
        let group = /<g id="(frame-(?:node|edge)\d+)" class="[^"]*">\n<title>([^<]*)<\/title>(.*?)<\/g>/
        let placing = /\s(?:d|points|x|y|cx|cy|rx|ry)="([^"]*)"/
        var seen: [String: String] = [:]
        var views = 0
        for index in [0, 40, 70, 99, 5] {
            let text = String(
                decoding: try renderer.render(frame: index, format: .svg, idPrefix: "frame"), as: UTF8.self)
            for match in text.matches(of: group.dotMatchesNewlines()) where !match.2.hasPrefix("header") {
                let place = match.3.matches(of: placing).map(\.1).joined(separator: " ")
                let drawn = "\(match.2) \(place)"
                #expect(seen[String(match.1), default: drawn] == drawn, "frame \(index + 1): \(match.1) \(match.2)")
                seen[String(match.1)] = drawn
                if match.1.contains("node") { views += 1 }
            }
        }
        // Three views and two sources in each of the five frames.
        #expect(views == 5 * 5)
    }

    /// Frames drawn out of order come from the right group.
    @Test func framesDrawnOutOfOrderMatchFramesDrawnInOrder() throws {
        let renderer = try DiagramRenderer(
            diagram: SequenceDiagram(tree: Self.tree, changes: Self.changes(70, wide: 3)))
        let inOrder = try [5, 40, 69].map { try renderer.render(frame: $0, format: .svg) }
        let shuffled = try [69, 5, 40].map { try renderer.render(frame: $0, format: .svg) }
        #expect(inOrder == [shuffled[1], shuffled[2], shuffled[0]])
    }
}
