import Foundation
import Graphviz
import Testing
import TriggerDiagram
import TriggerModel

/// Graphviz 2.43's dot marks visited nodes in `decompose` with a process-wide `char` counter.
/// Once it wraps, a graph holding a `rank=min` or `rank=source` set is laid out from freed virtual
/// edges, so whether a layout crashes depends on how many layouts the process ran before it.
/// (Found by recording the tests' libgvc calls and replaying them in C under valgrind: a
/// use-after-free in `decompose`, during `dot_mincross`, of virtual edges freed in `dot_rank`.)
/// In C, one trivial layout then two layouts of a body that keeps its sources in a `rank=source`
/// row, repeated 256 times, crashes from any starting count. The body now has no source row at
/// all (each source sits above its shallowest reader, held there by its one ranking edge) and no
/// `min` or `source` rank set anywhere, which survives every count.
@Suite("Layouts whatever the process laid out before")
struct LayoutCounterTests {
    /// A tree whose changes come from every kind of source node: a model object and the environment.
    static let diagram: SequenceDiagram = {
        let tree = try! ViewTree(
            nodes: [
                ViewNode("Root", parent: nil, reads: []),
                ViewNode("List", parent: "Root", reads: ["items"]),
                ViewNode("Row", parent: "List", reads: ["theme"]),
                ViewNode("Badge", parent: "List", reads: ["items", "theme"]),
            ],
            storage: ["items": .model(object: "Store"), "theme": .environment]
        )
        return SequenceDiagram(tree: tree, changes: [Change("add", key: "items"), Change("dark", key: "theme")])
    }()

    @Test func noRowIsAMinimumOrSourceRankSet() {
        let body = Self.diagram.body
        #expect(body.nodes.contains { $0.id.hasPrefix("src") }, "the body has source nodes")
        for subgraph in body.subgraphs {
            let rank = subgraph.attributes["rank"].map { "\($0)" } ?? ""
            #expect(
                !["min", "source", "max", "sink"].contains { rank.contains($0) }, "\(subgraph.id ?? "?"): rank \(rank)")
        }
    }

    @Test func bodyWithSourcesLaysOutAtEveryCount() throws {
        let body = Self.diagram.body.dotText
        var widths: Set<Double> = []
        for _ in 0..<256 {
            _ = try LaidOutGraph(dot: "digraph { a -> b }")
            widths.insert(try LaidOutGraph(dot: body).boundingBox.width)
            widths.insert(try LaidOutGraph(dot: body).boundingBox.width)
        }
        #expect(widths.count == 1, "the same layout every time")
    }
}
