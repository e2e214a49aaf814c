import Animation
import Foundation
import Testing
import TriggerRender

/// The animated SVG: one step per change, and at each step every node and edge looks as it
/// does in that change's own frame.
@Suite("Animated SVG")
struct AnimatedSVGTests {
    /// The looks compared, and each one's value when the attribute is absent.
    static let looks = ["fill": "black", "stroke": "none", "stroke-dasharray": "none"]

    @Test("Each step shows its change's frame: visibility, fills, borders, dashes", arguments: AnimatedBlock.all)
    func stepsMatchTheFrames(_ block: AnimatedBlock) throws {
        let animation = try block.animation()
        let count = animation.frames.count
        let svgData = try animation.svg(stepMilliseconds: 700)
        let svg = try SVGLooks(svgData)
        let style = try SteppedStyle(svg.styles)
        let statics = try (0..<count).map {
            try SVGLooks(animation.renderer.render(frame: $0, format: .svg, idPrefix: animation.idPrefix), prefix: animation.idPrefix)
        }
        #expect(style.animations.isEmpty == (count == 1), "animated exactly when there are several changes")
        for (id, running) in style.animations {
            #expect(running.milliseconds == 700 * count && running.timing == "step-end" && running.iterations == "infinite", "\(id)")
            // One step per change: every keyframe starts a change's step, or is the closing 100%.
            for frame in style.keyframes[running.keyframes] ?? [] {
                let step = frame.percent * Double(count) / 100
                #expect(abs(step - step.rounded()) < 0.001, "\(id): keyframe at \(frame.percent)%")
            }
        }
        let keys = Set(svg.groups.keys).union(statics.flatMap { $0.groups.keys })
        var checked = 0
        for step in 0..<count {
            for title in keys {
                let drawn = statics[step].groups[title]?.first
                let versions = svg.groups[title] ?? []
                let visible = versions.filter {
                    style.value("visibility", id: $0.id, step: step, of: count, static: $0.visibility) != "hidden"
                }
                guard let drawn else {
                    #expect(visible.isEmpty, "\(block) step \(step + 1): \(title) shows but its frame does not draw it")
                    continue
                }
                guard visible.count == 1, let group = visible.first else {
                    Issue.record("\(block) step \(step + 1): \(title) shows \(visible.count) times, drawn once")
                    continue
                }
                #expect(group.shapes.count == drawn.shapes.count, "\(title)")
                for (shape, expected) in zip(group.shapes, drawn.shapes) {
                    for (property, absent) in Self.looks {
                        let value = style.value(property, id: shape.id, step: step, of: count, static: shape.attributes[property])
                        #expect((value ?? absent).lowercased() == (expected.attributes[property] ?? absent).lowercased(),
                                "\(block) step \(step + 1): \(title) \(shape.attributes["element"] ?? "") \(property)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 0)
    }

    @Test("Every view of the block has its change's colour at each step", arguments: AnimatedBlock.all)
    func viewFillsFollowTheOutcomes(_ block: AnimatedBlock) throws {
        let animation = try block.animation()
        let diagram = animation.renderer.diagram
        let count = animation.frames.count
        let svg = try SVGLooks(animation.svg(stepMilliseconds: 1_000))
        let style = try SteppedStyle(svg.styles)
        for (step, frame) in animation.frames.enumerated() {
            let statics = try SVGLooks(
                animation.renderer.render(frame: step, format: .svg, idPrefix: animation.idPrefix), prefix: animation.idPrefix
            )
            let tree = try block.scene().trees[frame.tree].tree
            for (position, id) in diagram.viewIDs(ofTree: frame.tree).enumerated() {
                let expected = statics.groups(titled: id).first?.shapes.first?.attributes["fill"]
                let shape = svg.groups(titled: id).first?.shapes.first
                let fill = style.value("fill", id: shape?.id, step: step, of: count, static: shape?.attributes["fill"])
                #expect(expected != nil && fill?.lowercased() == expected?.lowercased(),
                        "\(block) step \(step + 1): \(tree.nodes[position].name) is \(fill ?? "-"), its frame \(expected ?? "-")")
            }
        }
    }

    @Test("Without animation it is the first frame: reduced motion stops every animation", arguments: AnimatedBlock.all)
    func staticallyTheFirstFrame(_ block: AnimatedBlock) throws {
        let animation = try block.animation()
        let svg = try SVGLooks(animation.svg(stepMilliseconds: 1_500))
        let first = try SVGLooks(
            animation.renderer.render(frame: 0, format: .svg, idPrefix: animation.idPrefix), prefix: animation.idPrefix
        )
        let style = try SteppedStyle(svg.styles)
        let prefix = try #require(svg.rootAttributes["id"])
        #expect(prefix == animation.idPrefix)
        #expect(style.reducedMotion?.contains("#\(prefix) * { animation: none !important; }") == true)
        for (title, versions) in svg.groups {
            let shown = versions.filter { $0.visibility != "hidden" }
            guard let drawn = first.groups[title]?.first else {
                #expect(shown.isEmpty, "\(title) shows without animation but not in the first frame")
                continue
            }
            #expect(shown.count == 1, "\(title)")
            for (shape, expected) in zip(shown.first?.shapes ?? [], drawn.shapes) {
                for property in Self.looks.keys {
                    #expect(shape.attributes[property] == expected.attributes[property], "\(title) \(property)")
                }
            }
        }
    }

    @Test("Self-contained, accessible, ids prefixed per block, geometry drawn once", arguments: AnimatedBlock.all)
    func selfContained(_ block: AnimatedBlock) throws {
        let animation = try block.animation()
        let data = try animation.svg(stepMilliseconds: 1_500)
        let text = String(decoding: data, as: UTF8.self)
        let svg = try SVGLooks(data)
        #expect(text.hasPrefix("<svg"))
        #expect(!text.contains("<script") && !text.contains("href") && !text.contains(" on"))
        #expect(svg.rootAttributes["role"] == "img")
        #expect(svg.rootText("title")?.contains(animation.name) == true)
        let desc = try #require(svg.rootText("desc"))
        for (index, frame) in animation.frames.enumerated() { #expect(desc.contains("\(index + 1). \(frame.textLine)")) }
        let ids = try NSRegularExpression(pattern: #" id="([^"]*)""#).matches(in: text, range: NSRange(text.startIndex..., in: text))
            .map { String(text[Range($0.range(at: 1), in: text)!]) }
        #expect(Set(ids).count == ids.count, "ids are unique")
        #expect(ids.allSatisfy { $0 == animation.idPrefix || $0.hasPrefix(animation.idPrefix + "-") })
        // Each view is drawn once: one group per view, whatever the number of changes.
        for (id, versions) in svg.groups { #expect(versions.count == 1, "\(id)") }
        #expect(svg.groups.values.filter { $0[0].title.hasPrefix("header") }.count == animation.frames.count, "one header per change")
    }

    @Test func aStepLastsAtLeastAMillisecond() throws {
        let animation = try AnimatedBlock.all[0].animation()
        #expect(throws: AnimationError.invalidDelay(milliseconds: 0)) { try animation.svg(stepMilliseconds: 0) }
        #expect(throws: AnimationError.invalidDelay(milliseconds: -1)) { try animation.gif(stepMilliseconds: -1) }
    }
}
