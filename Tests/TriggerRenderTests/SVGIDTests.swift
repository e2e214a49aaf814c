import Foundation
import Testing

@testable import TriggerRender

/// Every id in an SVG frame carries the frame's prefix, so frames can sit inline on one page.
@Suite("SVG ids unique per frame")
struct SVGIDTests {
    @Test("Every id is prefixed, every reference resolves, no two frames share an id", arguments: CourseBlock.sample)
    func idsArePrefixed(_ block: CourseBlock) throws {
        var seen: Set<String> = []
        for (treeIndex, tree) in try block.trees().enumerated() {
            for index in tree.outcomes.indices {
                let prefix = "\(block.name)-\(treeIndex)-\(String(format: "%02d", index + 1))"
                let svg = try SVGShapes(tree.renderer.render(frame: index, format: .svg, idPrefix: prefix))
                #expect(svg.ids.contains("\(prefix)-graph0") && svg.ids.contains { $0.hasPrefix("\(prefix)-node") })
                // The root is the prefix itself; everything in it starts with the prefix and a dash.
                #expect(svg.ids.first == prefix, "\(prefix): \(svg.ids.prefix(3))")
                #expect(svg.ids.dropFirst().allSatisfy { $0.hasPrefix(prefix + "-") }, "\(prefix): \(svg.ids)")
                #expect(Set(svg.ids).count == svg.ids.count, "\(prefix): an id twice")
                #expect(Set(svg.references).isSubset(of: svg.ids), "\(prefix): \(svg.references)")
                #expect(seen.isDisjoint(with: svg.ids), "\(prefix): an id of another frame")
                seen.formUnion(svg.ids)
            }
        }
    }

    @Test func idsAndReferencesInTagsOnly() {
        let svg = """
            <g id="graph0" class="graph"><!-- id="comment" --><path fill="url(#l_1)"/>\
            <a xlink:href="#node1" href="#node1"><text x="1">id="text" url(#text)</text></a>\
            <linearGradient id='single' /><text title="a > b" id="node1">x</text></g>
            """
        #expect(
            String(decoding: WebSVG.prefixingIDs(Array(svg.utf8)[...], with: "p-01"), as: UTF8.self) == """
                <g id="p-01-graph0" class="graph"><!-- id="comment" --><path fill="url(#p-01-l_1)"/>\
                <a xlink:href="#p-01-node1" href="#p-01-node1"><text x="1">id="text" url(#text)</text></a>\
                <linearGradient id='p-01-single' /><text title="a > b" id="p-01-node1">x</text></g>
                """)
    }
}
