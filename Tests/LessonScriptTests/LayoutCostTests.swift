import Testing

@testable import LessonScript

/// The layout budget is estimated from a block's trees alone, views × (rows + widest row), and
/// only held to when the limits ask (inputs that are drawn).
@Suite("Layout cost")
struct LayoutCostTests {
    static func chain(_ name: String, _ count: Int) -> String {
        let nodes = (0..<count).map { "ViewNode(\"V\($0)\", parent: \($0 == 0 ? "nil" : "\"V\($0 - 1)\""), reads: [])" }
        return "let \(name) = ViewTree(nodes: [\(nodes.joined(separator: ", "))], storage: [:])\n"
    }

    static func read(_ source: String, budget: Int?) throws(Diagnostic) -> InputDocument {
        try InputReader.read(source: source, file: "m.swift", kind: .block, limits: InputLimits(maxLayoutCost: budget))
    }

    @Test func aChainCostsItsViewsTimesItsRowsAndOne() throws {
        let source = Self.chain("t", 30)
        _ = try Self.read(source, budget: 30 * 31)
        #expect {
            try Self.read(source, budget: 30 * 31 - 1)
        } throws: { error in
            (error as? Diagnostic)?.description
                == "m.swift:1:9: error: the block's diagram is 30 views in 30 rows, the widest of 1, a layout cost of "
                + "930 (views × (rows + widest row)); the limit is 929"
        }
        // Unchecked unless asked: the model and its text do not lay anything out.
        _ = try Self.read(source, budget: nil)
    }

    /// Trees of one block share their views: rows are summed across trees, but no estimate
    /// passes views × (views + 1), what any layered drawing of those views can need.
    @Test func treesSharingViewsAreCountedOnce() throws {
        let source = Self.chain("t", 10) + Self.chain("u", 10)
        _ = try Self.read(source, budget: 10 * 11)
        #expect(throws: Diagnostic.self) { try Self.read(source, budget: 10 * 11 - 1) }
    }

    /// Depths are found whatever order the nodes are written in.
    @Test func childrenBeforeTheirParentsAreRowedByDepth() throws {
        let source = """
            let t = ViewTree(nodes: [ViewNode("C", parent: "B", reads: []), ViewNode("B", parent: "A", reads: []), \
            ViewNode("A", parent: nil, reads: []), ViewNode("D", parent: "A", reads: [])], storage: [:])
            """
        _ = try Self.read(source, budget: 4 * (3 + 2))
        #expect(throws: Diagnostic.self) { try Self.read(source, budget: 4 * (3 + 2) - 1) }
    }
}
