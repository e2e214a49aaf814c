import Foundation
import Testing
import TriggerDiagram
import TriggerModel
import TriggerRender

/// `ViewTree.render`: the few-line way to draw a tree built in code.
@Suite("ViewTree.render")
struct RenderAPITests {
    @Test("The README example renders SVG and PNG")
    func readmeExample() throws {
        let (svg, png) = try renderCounterTap()
        let frame = try SVGFrame(svg)
        #expect(
            frame.title == "tapped: tapCount changed | recomputed CounterCard local | skipped DashboardView,StatusLabel"
        )
        #expect(frame.views[1]?.fills == ["#e69f00"])
        #expect(frame.views[0]?.fills == ["#eeeeee"] && frame.views[2]?.fills == ["#eeeeee"])
        let header = try #require(PNGHeader(png))
        #expect(header.width > 100 && header.height > 100, "\(header)")
    }

    /// Lays the block's tree out through the API under test, not through the shared course layouts.
    @Test("Several changes render from one layout, as the renderer draws them")
    func severalChanges() throws {
        let block = try #require(CourseBlock.all.first { $0.name == "01-declarative-syntax-1" })
        let scene = try block.scene()
        let tree = scene.trees[0].tree
        let changes = scene.changes.filter { $0.tree == 0 }.map(\.change)
        let frames = try tree.render(changes, theme: .dark).map(SVGFrame.init)
        #expect(frames.count == changes.count)
        #expect(frames.map(\.title) == changes.map { tree.apply($0).textLine })
        #expect(Set(frames.map { $0.rootAttributes["viewBox"] ?? "" }).count == 1)
        // Each frame's ids differ, so the frames can share a page.
        #expect(Set(frames.map { $0.rootAttributes["aria-labelledby"] ?? "" }).count == changes.count)
        #expect(try tree.render([]).isEmpty)
    }

    @Test("One change renders in every format and theme", arguments: OutputFormat.allCases, Theme.all.map(\.name))
    func oneChange(_ format: OutputFormat, _ themeName: String) throws {
        let theme = try #require(Theme.named(themeName))
        let tree = try ViewTree(
            nodes: [ViewNode("A", parent: nil, reads: ["k"]), ViewNode("B", parent: "A", reads: ["k"])],
            storage: ["k": .state(owner: "A")]
        )
        let data = try tree.render(Change("set", key: "k"), format: format, theme: theme)
        switch format {
        case .svg: #expect(try SVGFrame(data).views.count == 2)
        case .png: #expect(PNGHeader(data) != nil)
        case .pdf: #expect(data.starts(with: Array("%PDF".utf8)))
        case .dot: #expect(String(decoding: data, as: UTF8.self).contains("digraph"))
        }
    }
}
