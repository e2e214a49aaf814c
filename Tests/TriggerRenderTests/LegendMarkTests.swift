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

    /// Every legend text a swatch follows in its row is set to the length its layout gave it, so
    /// the gap before that swatch is the same after every entry, whatever font the reader's
    /// browser draws it in; the rows' cells are as wide as their own texts, so the gaps are the
    /// same in DejaVu Sans too.
    @Test(arguments: CourseBlock.all)
    func legendGapsAreEvenWhateverFont(_ block: CourseBlock) throws {
        let renderer = try block.sequence()
        var gaps: [Double] = []
        var entries = 0
        for index in 0..<renderer.frameCount {
            let svg = String(decoding: try renderer.render(frame: index, format: .svg), as: UTF8.self)
            for group in svg.matches(of: /<g id="[^"]*legend\d+" class="node header">(.*?)<\/g>/.dotMatchesNewlines()) {
                let body = String(group.output.1)
                let texts = body.matches(of: /<text [^>]*>/)
                // Each swatch's fill: its cell's left edge.
                let swatches = body.matches(of: /<polygon fill="[^"]+" stroke="transparent"[^>]* points="(-?[0-9.]+),/)
                    .compactMap { Double($0.output.1) }
                entries += texts.count
                // Each text but the row's last is followed by the next entry's swatch.
                #expect(swatches.count == texts.count, "\(block) frame \(index + 1)")
                for (text, next) in zip(texts, swatches.dropFirst()) {
                    let tag = String(text.output)
                    let x = try #require(tag.firstMatch(of: /\sx="(-?[0-9.]+)"/).flatMap { Double($0.output.1) })
                    let length = try #require(
                        tag.firstMatch(of: /\stextLength="([0-9.]+)" lengthAdjust="spacing"/).flatMap {
                            Double($0.output.1)
                        }, "\(block) frame \(index + 1): \(tag)")
                    gaps.append(next - x - length)
                }
                if let last = texts.last { #expect(!String(last.output).contains("textLength")) }
            }
        }
        #expect(entries > 0)
        #expect(gaps.allSatisfy { abs($0 - 5) < 0.01 }, "\(block): \(Set(gaps).sorted())")
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
