import ColourContrast
import Foundation
import Testing
import TriggerDiagram
import TriggerRender

/// A frame drawn in the light theme carries its colours in a `<style>`, with the dark theme's
/// under `prefers-color-scheme: dark`; text keeps WCAG AA contrast in both.
@Suite("SVG style and colour schemes")
struct SVGStyleTests {
    /// The light rules, and the light rules followed by the dark override: what a browser applies
    /// to a light-drawn frame in each colour scheme.
    static let lightScheme = SVGStyle.schemes(drawnIn: .light).filter { $0.media == nil }.flatMap(\.rules)
    static let darkScheme = SVGStyle.schemes(drawnIn: .light).flatMap(\.rules)
    static let darkDrawn = SVGStyle.schemes(drawnIn: .dark).flatMap(\.rules)

    /// Each frame of the block drawn in both themes, as shapes.
    private func framePairs(_ block: CourseBlock) throws -> [(name: String, light: SVGShapes, dark: SVGShapes)] {
        try zip(block.trees(theme: .light), block.trees(theme: .dark)).flatMap { light, dark in
            try light.outcomes.indices.map { index in
                (
                    "\(light.name) \(light.outcomes[index].change.label)",
                    try SVGShapes(light.renderer.render(frame: index, format: .svg, idPrefix: "f")),
                    try SVGShapes(dark.renderer.render(frame: index, format: .svg, idPrefix: "f"))
                )
            }
        }
    }

    /// Each frame of a block over several trees drawn in both themes, as shapes.
    private func sequenceFramePairs(_ path: String) throws -> [(name: String, light: SVGShapes, dark: SVGShapes)] {
        let (_, light) = try SequenceLayoutTests.laidOut(path, theme: .light)
        let (_, dark) = try SequenceLayoutTests.laidOut(path, theme: .dark)
        return try light.diagram.frames.indices.map { index in
            (
                "\(path) \(light.diagram.frames[index].title)",
                try SVGShapes(light.render(frame: index, format: .svg, idPrefix: "f")),
                try SVGShapes(dark.render(frame: index, format: .svg, idPrefix: "f"))
            )
        }
    }

    @Test("In a dark scheme a light frame shows the dark theme's colours", arguments: CourseBlock.sample)
    func darkOverrideIsTheDarkTheme(_ block: CourseBlock) throws {
        try expectDarkOverrideIsTheDarkTheme(try framePairs(block))
    }

    @Test("Entering and leaving views keep their looks in both schemes", arguments: SequenceLayoutTests.blocks)
    func enteringAndLeavingInBothSchemes(_ path: String) throws {
        let pairs = try sequenceFramePairs(path)
        let classes = pairs.flatMap { $0.light.shapes.flatMap(\.groupClasses) }
        #expect(
            classes.contains("entering") || classes.contains("leaving"), "the fixture has views entering or leaving")
        try expectDarkOverrideIsTheDarkTheme(pairs)
    }

    private func expectDarkOverrideIsTheDarkTheme(_ pairs: [(name: String, light: SVGShapes, dark: SVGShapes)]) throws {
        for (name, light, dark) in pairs {
            #expect(light.shapes.count == dark.shapes.count, "\(name)")
            #expect(Set(light.byKey.keys) == Set(dark.byKey.keys) && light.byKey.count == light.shapes.count, "\(name)")
            let overridden = light.styled(Self.darkScheme)
            let drawnDark = Dictionary(uniqueKeysWithValues: dark.styled(Self.darkDrawn).map { ($0.key, $0) })
            for shape in overridden {
                let expected = try #require(drawnDark[shape.key], "\(name): \(shape.key)")
                #expect(
                    shape.fill == expected.fill && shape.stroke == expected.stroke, "\(name): \(shape) ≠ \(expected)")
            }
            // The dark frame's own style restates what it was drawn with, and so does the light one's.
            for (styled, drawn) in Array(zip(dark.styled(Self.darkDrawn), dark.shapes))
                + Array(zip(light.styled(Self.lightScheme), light.shapes))
            {
                #expect(styled.fill == drawn.fill && styled.stroke == drawn.stroke, "\(name): \(styled) ≠ \(drawn)")
            }
            let changed = zip(overridden, light.shapes).filter { $0.fill != $1.fill || $0.stroke != $1.stroke }
            #expect(changed.count > 3, "\(name): the dark scheme changes the background, borders and text")
        }
    }

    @Test("Text meets WCAG AA on what it sits on, in both schemes", arguments: CourseBlock.sample)
    func textContrast(_ block: CourseBlock) throws {
        try expectTextContrast(try framePairs(block))
    }

    @Test("Text meets WCAG AA in both schemes on entering and leaving views", arguments: SequenceLayoutTests.blocks)
    func textContrastOverSeveralTrees(_ path: String) throws {
        try expectTextContrast(try sequenceFramePairs(path))
    }

    private func expectTextContrast(_ pairs: [(name: String, light: SVGShapes, dark: SVGShapes)]) throws {
        for (name, light, _) in pairs {
            for (scheme, rules) in [("light", Self.lightScheme), ("dark", Self.darkScheme)] {
                let shapes = light.styled(rules)
                let background = try #require(
                    shapes.first { $0.groupClasses == ["graph"] && $0.element == "polygon" }?.fill)
                var texts = 0
                for text in shapes where text.element == "text" {
                    // Text in a view or source sits on the group's filled shape; the rest on the background.
                    let box =
                        text.groupClasses.contains("header") || text.groupClasses.contains("edge")
                        ? nil
                        : shapes.first {
                            $0.group == text.group && $0.element != "text"
                                && !["none", "transparent"].contains($0.fill ?? "none")
                        }
                    let backdrop = box?.fill ?? background
                    let fill = try #require(text.fill)
                    let ratio = try #require(Palette.contrastRatio(fill, backdrop), "\(fill) on \(backdrop)")
                    #expect(
                        ratio >= 4.5,
                        "\(name), \(scheme): \"\(text.text ?? "")\" \(text.fill!) on \(backdrop): \(ratio)")
                    texts += 1
                }
                #expect(texts > 5, "\(name): title, legend and view names")
            }
        }
    }

    @Test func aLightFrameAdaptsAndADarkFrameStaysDark() {
        let light = SVGStyle.element(drawnIn: .light)
        #expect(light.components(separatedBy: "@media (prefers-color-scheme: dark) {").count == 2)
        #expect(
            light.contains(
                ":where(svg.triggergraph.theme-light g.view.skipped > :is(path, polygon, ellipse)) { fill: #8A8A8A; }"))
        #expect(light.contains(":where(svg.triggergraph.theme-light g.graph > polygon) { fill: #121212; }"))
        let dark = SVGStyle.element(drawnIn: .dark)
        #expect(!dark.contains("@media"))
        #expect(dark.contains(":where(svg.triggergraph.theme-dark g.graph > polygon) { fill: #121212; }"))
        #expect(!dark.contains("#EEEEEE"), "no light colour in a dark frame")
    }

    @Test("Frames carry the style and the root classes", arguments: Theme.all)
    func framesCarryTheStyle(_ theme: Theme) throws {
        let tree = try #require(try CourseBlock.sample.first?.trees(theme: theme).first)
        let svg = String(decoding: try tree.renderer.render(frame: 0, format: .svg), as: UTF8.self)
        #expect(svg.contains(SVGStyle.element(drawnIn: theme)))
        let frame = try SVGFrame(Data(svg.utf8))
        #expect(frame.rootAttributes["class"] == "triggergraph theme-\(theme.name)")
    }
}
