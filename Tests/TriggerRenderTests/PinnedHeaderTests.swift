import DOT
import Graphviz
import Testing

@testable import TriggerRender

/// A title set at the common width is not laid out: its size is worked out from the widest
/// title's. Laid out, every such title of the course, in both themes, has exactly that size,
/// down to the last bit of libgvc's arithmetic (the size is printed in each header's position).
@Suite("Pinned headers")
struct PinnedHeaderTests {
    @Test(arguments: CourseBlock.all)
    func widenedTitlesAreTheSizeTheirLayoutGives(_ block: CourseBlock) throws {
        for theme in [Theme.light, .dark] {
            let diagram = try block.sequence(theme: theme).diagram
            let headers = (0..<diagram.frameCount).map(diagram.header)
            let geometries = try PinnedHeader.Geometry.all(headers)
            var sizes = PinnedHeader.NodeSizes()
            var keys: [(key: PinnedHeader.NodeSizes.Key, box: LayoutBox)] = []
            for (header, geometry) in zip(headers, geometries) {
                guard let width = geometry.titleWidth, let title = header.nodes.first else { continue }
                let key = sizes.add([PinnedHeader.widened(title, to: width)], of: header)[0]
                keys.append((key, geometry.nodes[0].box))
            }
            try sizes.measure()
            #expect(!keys.isEmpty || headers.count == 1, "\(block): no title was widened")
            for (key, box) in keys {
                #expect(sizes[key] == LayoutSize(width: box.width, height: box.height), "\(block) \(theme)")
            }
        }
    }
}
