import Foundation
import Testing
import TriggerDiagram
import TriggerModel
import TriggerRender

/// Chains and fans of 500 views lay out and render in bounded time in every cause (issue: a chain
/// of 80 views each reading the root's state took over 120 s). The limit is generous, for a
/// debug build on a shared machine; the README gives release timings.
@Suite("Large trees in bounded time")
struct ScaleTests {
    struct Shape: Sendable, CustomTestStringConvertible {
        let chain: Bool
        let storage: Storage
        var testDescription: String { "\(chain ? "chain" : "fan") reading \(storage)" }

        var tree: ViewTree {
            let nodes = (0..<500).map { index in
                ViewNode("V\(index)", parent: index == 0 ? nil : chain ? "V\(index - 1)" : "V0", reads: ["k"])
            }
            return try! ViewTree(nodes: nodes, storage: ["k": storage])
        }
    }

    static let shapes: [Shape] = [true, false].flatMap { chain in
        [Storage.state(owner: "V0"), .model(object: "Store"), .environment].map { Shape(chain: chain, storage: $0) }
    }

    @Test(arguments: shapes)
    func fiveHundredViewsRenderInSeconds(_ shape: Shape) throws {
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            let renderer = try DiagramRenderer(
                diagram: SequenceDiagram(tree: shape.tree, changes: [Change("c", key: "k")]))
            let svg = try renderer.render(frame: 0, format: .svg)
            #expect(svg.count > 500 * 100)
        }
        #expect(elapsed < .seconds(20), "\(shape.testDescription): \(elapsed)")
    }
}
