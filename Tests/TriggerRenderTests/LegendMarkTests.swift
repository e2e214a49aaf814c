import Foundation
import Testing
import TriggerDiagram
import TriggerRender

/// The legend explains the shapes the body draws, only those the block has, each drawn as the
/// body draws it with its name inside, a fixed gap apart; an inactive source is dashed, unlike a
/// skipped view.
@Suite("Legend marks")
struct LegendMarkTests {
    @Test(arguments: CourseBlock.all)
    func theLegendExplainsTheBlocksShapes(_ block: CourseBlock) throws {
        let renderer = try block.sequence()
        let frames = try (0..<renderer.frameCount).map {
            try SVGFrame(renderer.render(frame: $0, format: .svg, idPrefix: "f\($0)"))
        }
        let groups = frames.flatMap(\.nodes.values)
        func drawn(_ classes: Set<String>) -> Bool {
            groups.contains { classes.isSubset(of: $0.classes) && !$0.geometry.isEmpty }
        }
        var expected: [String] = []
        if drawn(["source", "environment"]) { expected.append("environment") }
        if drawn(["source", "model"]) { expected.append("model") }
        if drawn(["view", "state-owner"]) { expected.append("state-owner") }
        if drawn(["source", "inactive"]) { expected.append("inactive-source") }
        for (index, frame) in frames.enumerated() {
            let marks = frame.nodes.filter { $0.value.classes.contains("mark") && !$0.value.geometry.isEmpty }
                .sorted { ($0.value.centre?.x ?? 0) < ($1.value.centre?.x ?? 0) }
            #expect(
                marks.map { String($0.key.dropFirst("header\(index)_mark_".count)) } == expected,
                "\(block) frame \(index + 1)")
            // A fixed gap between marks, whatever font draws the names inside them.
            let extents = marks.map { mark in
                let xs = stride(from: 0, to: mark.value.geometry.count, by: 2).map { mark.value.geometry[$0] }
                return (xs.min() ?? 0, xs.max() ?? 0)
            }
            let gaps = zip(extents, extents.dropFirst()).map { $1.0 - $0.1 }
            #expect(gaps.allSatisfy { abs($0 - gaps[0]) < 0.5 && $0 > 4 }, "\(block) frame \(index + 1): \(gaps)")
        }
        // An inactive source is dashed; a skipped view never is.
        for group in groups where group.classes.isSuperset(of: ["source", "inactive"]) {
            #expect(group.dashed, "\(block): an inactive source is dashed")
        }
        for group in groups
        where group.classes.isSuperset(of: ["view", "skipped"]) && !group.classes.contains("leaving") {
            #expect(!group.dashed, "\(block): a skipped view is not")
        }
    }

    @Test func marksAreDrawnInPNGAndPDFToo() throws {
        let block = try #require(CourseBlock.all.first { $0.name == "01-declarative-syntax-1" })
        let renderer = try block.sequence()
        let xml = try PopplerXML.read(try renderer.render(frame: 2, format: .pdf))
        for name in ["environment", "model object", "state owner", "inactive source"] {
            #expect(xml.contains(">\(name)<"), "\(name)")
        }
    }
}
