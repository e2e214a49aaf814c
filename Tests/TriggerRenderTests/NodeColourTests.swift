import Foundation
import Testing
import TriggerDiagram
import TriggerModel
import TriggerRender

/// Exactly the recomputed views carry their cause's fill; every other view is grey.
///
/// The expected colours are written out here, from DESIGN.md, rather than read from `Palette`,
/// so that a palette change shows up as a failure.
@Suite("Node colours in SVG frames")
struct NodeColourTests {
    static let causeFills: [Cause: String] = [
        .local: "#e69f00", .parent: "#56b4e9", .observed: "#009e73", .environment: "#cc79a7", .offRule: "#d55e00",
    ]

    struct Expected: Sendable {
        let theme: Theme
        let skippedFill: String
        /// The fill of an out-of-scope view: the paper colour, never the dark background.
        let unfilled: String
    }

    static let light = Expected(theme: .light, skippedFill: "#eeeeee", unfilled: "#ffffff")
    static let dark = Expected(theme: .dark, skippedFill: "#8a8a8a", unfilled: "#f5f5f5")

    @Test("Recomputed views carry their cause's fill, others are grey (light)", arguments: CourseBlock.all)
    func light(_ block: CourseBlock) throws {
        try check(block, Self.light)
    }

    @Test("Recomputed views carry their cause's fill, others are grey (dark)", arguments: CourseBlock.all)
    func dark(_ block: CourseBlock) throws {
        try check(block, Self.dark)
    }

    private func check(_ block: CourseBlock, _ expected: Expected) throws {
        let trees = try block.trees(theme: expected.theme)
        #expect(!trees.isEmpty, "\(block): no tree with a change")
        for tree in trees {
            for (outcome, svg) in zip(tree.outcomes, try tree.svgFrames()) {
                let frame = "\(tree.name) \(outcome.change.label)"
                let views = svg.views
                // Every view is drawn once, under its position's title, and nothing else claims a `v` title.
                #expect(Set(views.keys) == Set(tree.tree.nodes.indices), "\(frame): view titles")
                let causes = Dictionary(uniqueKeysWithValues: outcome.recomputed.map { ($0.node, $0.cause) })
                for (position, node) in tree.tree.nodes.enumerated() {
                    guard let group = views[position] else { continue }
                    let fill: String
                    if let cause = causes[position] {
                        fill = Self.causeFills[cause] ?? expected.unfilled
                    } else {
                        fill = expected.skippedFill
                    }
                    #expect(
                        group.fills == [fill], "\(frame): \(node.name) (\(causes[position]?.rawValue ?? "skipped"))")
                    // The border tells off-rule (dashed) and out-of-scope (dotted) apart without colour.
                    let marked = causes[position] == .offRule || causes[position] == .outOfScope
                    #expect(group.dashed == marked, "\(frame): \(node.name) border pattern")
                }
            }
        }
    }
}
