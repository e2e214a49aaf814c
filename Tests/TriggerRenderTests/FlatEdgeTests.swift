import Foundation
import Testing
import TriggerDiagram
import TriggerModel
import TriggerRender

/// Graphviz 2.43's dot frees memory twice when laid-out graphs with many labelled flat edges
/// (off-rule state edges between views of one row) are freed. A tree full of siblings that
/// read each other's state must lay out, render every frame and be freed without a crash.
@Test func siblingsReadingEachOthersStateRenderAndFree() throws {
    var nodes = [ViewNode("Root", parent: nil, reads: [])]
    var storage: [String: Storage] = [:]
    for group in 0..<8 {
        nodes.append(ViewNode("Group\(group)", parent: "Root", reads: []))
        for member in 0..<8 {
            let name = "Row\(group)_\(member)"
            let own = "state\(group)_\(member)"
            let sibling = "state\(group)_\((member + 1) % 8)"
            let cousin = "state\((group + 3) % 8)_\(member)"
            storage[own] = .state(owner: name)
            nodes.append(ViewNode(name, parent: "Group\(group)", reads: [own, sibling, cousin]))
        }
    }
    let tree = try ViewTree(nodes: nodes, storage: storage)
    let changes = storage.keys.sorted().prefix(24).map { Change("set-\($0)", key: $0) }
    #expect(tree.change("probe", key: changes[0].key).recomputed.contains { $0.cause == .offRule })
    for _ in 0..<3 {
        let frames = try tree.render(Array(changes), format: .svg)
        #expect(frames.count == changes.count)
        #expect(frames.allSatisfy { String(decoding: $0, as: UTF8.self).hasPrefix("<svg") })
    }
}
