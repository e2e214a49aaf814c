import Foundation
import Testing
import TriggerRender

/// Frames of one tree share one layout: same node positions, same canvas.
@Suite("One layout per tree")
struct FrameStabilityTests {
    @Test("Every frame of a tree has the same node geometry and viewBox", arguments: CourseBlock.all)
    func sameGeometry(_ block: CourseBlock) throws {
        for tree in try block.trees() {
            let frames = try tree.svgFrames()
            guard let first = frames.first else { continue }
            #expect(
                frames.allSatisfy { $0.rootAttributes["viewBox"] == first.rootAttributes["viewBox"] },
                "\(tree.name): viewBoxes \(frames.map { $0.rootAttributes["viewBox"] ?? "-" })")
            // A node hidden in a frame (a source of another key) has no shapes there; compare where drawn.
            var geometry: [String: [Double]] = [:]
            for (index, frame) in frames.enumerated() {
                for (name, group) in frame.nodes where !group.geometry.isEmpty && !group.classes.contains("header") {
                    if let earlier = geometry[name] {
                        #expect(group.geometry == earlier, "\(tree.name): \(name) moved in frame \(index + 1)")
                    } else {
                        geometry[name] = group.geometry
                    }
                }
            }
            // Every view is drawn in every frame.
            #expect(Set(geometry.keys).isSuperset(of: tree.tree.nodes.indices.map { "v\($0)" }), "\(tree.name)")
        }
    }

    @Test("The SVG draws each node where the layout put it", arguments: CourseBlock.all)
    func svgMatchesLayout(_ block: CourseBlock) throws {
        for tree in try block.trees() {
            let positions = tree.renderer.nodePositions
            let canvas = tree.renderer.canvas
            for (index, frame) in try tree.svgFrames().enumerated() {
                // libgvc draws y downwards from the canvas top, so a layout point (x, y) is at (x, -y)
                // before the root group's translation.
                for (name, group) in frame.nodes where name.hasPrefix("v") || name.hasPrefix("src") {
                    guard let centre = group.centre else { continue }
                    guard let position = positions[name] else {
                        Issue.record("\(tree.name): \(name) drawn but not laid out")
                        continue
                    }
                    #expect(
                        abs(centre.x - position.x) < 1 && abs(centre.y + position.y) < 1,
                        "\(tree.name) frame \(index + 1): \(name) at \(centre), laid out at \(position)")
                }
                // The viewBox is the canvas plus the padding on each side.
                if let box = frame.viewBox, box.count == 4 {
                    #expect(box[2] >= canvas.width && box[3] >= canvas.height, "\(tree.name): \(box) vs \(canvas)")
                    #expect(abs((box[2] - canvas.width) - (box[3] - canvas.height)) < 1, "\(tree.name): uneven padding")
                }
            }
        }
    }
}
