import Foundation
import TriggerGraph

/// Draws why `CounterCard` is recomputed when its own state changes.
func renderCounterTap() throws -> (svg: Data, png: Data) {
    let tree = try ViewTree(
        nodes: [
            ViewNode("DashboardView", parent: nil, reads: []),
            ViewNode("CounterCard", parent: "DashboardView", reads: ["tapCount"]),
            ViewNode("StatusLabel", parent: "DashboardView", reads: []),
        ],
        storage: ["tapCount": .state(owner: "CounterCard")]
    )
    let tap = Change("tapped", key: "tapCount")
    let svg = try tree.render(tap)  // SVG for a web page, light theme
    let png = try tree.render(tap, format: .png, theme: .dark)
    return (svg, png)
}
