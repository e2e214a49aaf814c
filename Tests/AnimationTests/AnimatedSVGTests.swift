import Animation
import DiagramIDs
import Foundation
import Testing
import TriggerDiagram
import TriggerRender

/// The animated SVG: one step per change, and at each step, in the light and the dark colour
/// scheme, every node and edge looks as it does in that change's own frame.
@Suite("Animated SVG")
struct AnimatedSVGTests {
    /// The looks compared, and each one's value when the attribute is absent.
    static let looks = ["fill": "black", "stroke": "none", "stroke-dasharray": "none"]

    /// The rules of a light frame's style that apply in a colour scheme, in order.
    static func rules(_ scheme: SteppedStyle.Scheme, drawnIn theme: Theme = .light) -> [SVGStyleRule] {
        let schemes = SVGStyle.schemes(drawnIn: theme)
        return (scheme == .light ? schemes.filter { $0.media == nil } : schemes).flatMap(\.rules)
    }

    /// What a browser draws for a look of a shape without animation: the attribute, unless a rule
    /// of the frame's style selects the shape by its group's classes.
    static func styled(_ property: String, _ shape: SVGLooks.Shape, in group: SVGLooks.Group, _ rules: [SVGStyleRule])
        -> String?
    {
        var value = shape.attributes[property]
        for rule in rules
        where rule.property.rawValue == property
            && rule.applies(
                toElement: shape.attributes["element"] ?? "", groupClasses: group.classes, attributes: shape.attributes)
        {
            value = rule.value
        }
        return value
    }

    @Test(
        "Each step shows its change's frame in both schemes: visibility, fills, borders, dashes",
        arguments: AnimatedBlock.all, SteppedStyle.Scheme.allCases)
    func stepsMatchTheFrames(_ block: AnimatedBlock, _ scheme: SteppedStyle.Scheme) throws {
        try expectStepsMatchTheFrames(block, theme: .light, scheme: scheme)
    }

    @Test("Drawn in the dark theme, each step shows its change's dark frame", arguments: AnimatedBlock.all.prefix(3))
    func darkStepsMatchTheDarkFrames(_ block: AnimatedBlock) throws {
        try expectStepsMatchTheFrames(block, theme: .dark, scheme: .light)
    }

    private func expectStepsMatchTheFrames(_ block: AnimatedBlock, theme: Theme, scheme: SteppedStyle.Scheme) throws {
        let animation = try block.animation(theme: theme)
        let count = animation.frames.count
        let svgData = try animation.svg(stepMilliseconds: 700)
        let svg = try SVGLooks(svgData)
        let style = try SteppedStyle(svg.styles, scheme: scheme)
        let rules = Self.rules(scheme, drawnIn: theme)
        let statics = try (0..<count).map {
            try SVGLooks(
                animation.renderer.render(frame: $0, format: .svg, idPrefix: animation.idPrefix),
                prefix: animation.idPrefix)
        }
        #expect(style.animations.isEmpty == (count == 1), "animated exactly when there are several changes")
        for (id, running) in style.animations {
            #expect(
                running.milliseconds == 700 * count && running.timing == "step-end" && running.iterations == "infinite",
                "\(id)")
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
                        let value = style.value(
                            property, id: shape.id, step: step, of: count,
                            static: Self.styled(property, shape, in: group, rules))
                        let frame = Self.styled(property, expected, in: drawn, rules)
                        #expect(
                            (value ?? absent).lowercased() == (frame ?? absent).lowercased(),
                            "\(block) \(scheme) step \(step + 1): \(title) \(shape.attributes["element"] ?? "") \(property) is \(value ?? absent), its frame \(frame ?? absent)"
                        )
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
                animation.renderer.render(frame: step, format: .svg, idPrefix: animation.idPrefix),
                prefix: animation.idPrefix
            )
            let tree = try block.scene().trees[frame.tree].tree
            for (position, id) in diagram.viewIDs(ofTree: frame.tree).enumerated() {
                let expected = statics.groups(titled: id).first?.shapes.first?.attributes["fill"]
                let shape = svg.groups(titled: id).first?.shapes.first
                let fill = style.value("fill", id: shape?.id, step: step, of: count, static: shape?.attributes["fill"])
                #expect(
                    expected != nil && fill?.lowercased() == expected?.lowercased(),
                    "\(block) step \(step + 1): \(tree.nodes[position].name) is \(fill ?? "-"), its frame \(expected ?? "-")"
                )
            }
        }
    }

    @Test("Every id starts with tg- and the block name's slug, as file names and frame ids are made")
    func idsStartWithTheNamesSlug() throws {
        let animation = try #require(AnimatedBlock.all.first { $0.path.hasSuffix("awkward-names.json") }).animation()
        #expect(animation.name == "awkward & <names>")
        #expect(animation.idPrefix == "tg-awkward-names")
    }

    @Test(
        "Without animation it is the first frame in both schemes: reduced motion stops every animation",
        arguments: AnimatedBlock.all)
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
            guard let group = shown.first else { continue }
            #expect(group.classes == drawn.classes, "\(title): the first frame's classes, which the style selects by")
            for (shape, expected) in zip(group.shapes, drawn.shapes) {
                for property in Self.looks.keys {
                    #expect(shape.attributes[property] == expected.attributes[property], "\(title) \(property)")
                    for scheme in SteppedStyle.Scheme.allCases {
                        let rules = Self.rules(scheme)
                        #expect(
                            Self.styled(property, shape, in: group, rules)
                                == Self.styled(property, expected, in: drawn, rules),
                            "\(title) \(property) in the \(scheme) scheme")
                    }
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
        for (index, frame) in animation.frames.enumerated() {
            #expect(desc.contains("\(index + 1). \(frame.textLine)"))
        }
        let ids = try NSRegularExpression(pattern: #" id="([^"]*)""#).matches(
            in: text, range: NSRange(text.startIndex..., in: text)
        )
        .map { String(text[Range($0.range(at: 1), in: text)!]) }
        #expect(Set(ids).count == ids.count, "ids are unique")
        #expect(ids.allSatisfy { $0 == animation.idPrefix || $0.hasPrefix(animation.idPrefix + "-") })
        // Each view is drawn once: one group per view, whatever the number of changes.
        for (id, versions) in svg.groups { #expect(versions.count == 1, "\(id)") }
        // One header per change: its title node, its legend node and the legend's marks.
        let headerNodes = animation.renderer.diagram.header(0).nodes.count
        #expect(headerNodes >= 2)
        #expect(
            svg.groups.values.filter { $0[0].title.hasPrefix("header") }.count
                == headerNodes * animation.frames.count,
            "one header per change")
    }

    @Test("A light animation gives the dark scheme its own keyframes, in the dark theme's colours")
    func darkSchemeKeyframes() throws {
        let svg = try SVGLooks(try AnimatedBlock.all[2].animation().svg(stepMilliseconds: 1_000))
        let light = try SteppedStyle(svg.styles, scheme: .light)
        let dark = try SteppedStyle(svg.styles, scheme: .dark)
        #expect(!dark.darkKeyframeNames.isEmpty, "views skipped in one step and recomputed in another")
        #expect(
            dark.darkKeyframeNames.isSubset(of: Set(light.keyframes.keys)),
            "each redefines a keyframes rule of the light scheme")
        let darkValues = dark.darkKeyframeNames.flatMap { dark.keyframes[$0]!.flatMap(\.values.values) }
        let lightValues = dark.darkKeyframeNames.flatMap { light.keyframes[$0]!.flatMap(\.values.values) }
        #expect(
            darkValues.contains(Theme.dark.skippedFill.lowercased())
                && !darkValues.contains(Theme.light.skippedFill.lowercased()))
        #expect(
            lightValues.contains(Theme.light.skippedFill.lowercased())
                && !lightValues.contains(Theme.dark.skippedFill.lowercased()))
        // Visibility alone never differs between schemes.
        for name in dark.darkKeyframeNames {
            #expect(
                dark.keyframes[name]!.contains { $0.values["fill"] != nil || $0.values["stroke"] != nil }, "\(name)")
        }
    }

    @Test("A dark animation has one set of keyframes, with no light colour")
    func darkAnimationStaysDark() throws {
        let data = try AnimatedBlock.all[2].animation(theme: .dark).svg(stepMilliseconds: 1_000)
        let style = try SteppedStyle(try SVGLooks(data).styles)
        #expect(style.darkKeyframeNames.isEmpty && !style.keyframes.isEmpty)
        let text = String(decoding: data, as: UTF8.self).lowercased()
        #expect(!text.contains(Theme.light.skippedFill.lowercased()) && !text.contains("prefers-color-scheme"))
    }

    @Test func aStepLastsAtLeastAMillisecond() throws {
        let animation = try AnimatedBlock.all[0].animation()
        #expect(throws: AnimationError.invalidDelay(milliseconds: 0)) { try animation.svg(stepMilliseconds: 0) }
        #expect(throws: AnimationError.invalidDelay(milliseconds: -1)) { try animation.gif(stepMilliseconds: -1) }
    }
}
