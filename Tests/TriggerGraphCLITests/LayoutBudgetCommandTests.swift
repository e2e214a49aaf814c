import Foundation
import TemporaryFolders
import Testing

/// A tree too costly to draw is refused before layout, naming the limit to raise (issue 25: a
/// 20,000-view chain under `--max-nodes 100000` ran past 120 s); a caption and `--max-bytes` have
/// limits too.
@Suite("Layout budget and input caps")
struct LayoutBudgetCommandTests {
    /// A JSON scene of `count` views, a chain or a root with the rest as children, in a fresh folder.
    static func scene(_ count: Int, chain: Bool, caption: String? = nil) throws -> String {
        let nodes = (0..<count).map { index in
            let parent = index == 0 ? "null" : "\"V\(chain ? index - 1 : 0)\""
            return "{\"name\": \"V\(index)\", \"parent\": \(parent), \"reads\": [\"k\"]}"
        }
        let captionMember = caption.map { "\"caption\": \"\($0)\", " } ?? ""
        let json = """
            {"version": 1, \(captionMember)"trees": [{"name": "t", "storage": {"k": {"kind": "environment"}},
            "nodes": [\(nodes.joined(separator: ",\n"))]}],
            "steps": [{"step": "change", "tree": "t", "label": "l", "key": "k"}]}
            """
        let url = try temporaryFolder().appendingPathComponent("big.json")
        try Data(json.utf8).write(to: url)
        return url.path
    }

    /// Refused from the trees alone: no layout runs (one would take minutes), nothing is written.
    @Test(arguments: [true, false])
    func twentyThousandViewsAreRefusedBeforeLayout(chain: Bool) throws {
        let path = try Self.scene(20_000, chain: chain)
        let output = try temporaryFolder().appendingPathComponent("out")
        let run = triggergraph("render", path, "--max-nodes", "100000", "-o", output.path)
        #expect(run.status == 65)
        let rows = chain ? "20000 rows, the widest of 1" : "2 rows, the widest of 19999"
        #expect(
            run.err
                == "\(path):1:26: error: the block's diagram is 20000 views in \(rows), a layout cost of 400020000 "
                + "(views × (rows + widest row)); the limit is 4002000 (split the block, or raise it with --max-layout)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: output.path))
        // The model alone is not drawn: its text is read and printed whatever the tree's shape.
        #expect(triggergraph("text", path, "--max-nodes", "100000").status == 0)
    }

    @Test(arguments: ["render", "animate", "docc"])
    func everyDrawingCommandTakesMaxLayout(_ command: String) throws {
        let path = try Self.scene(12, chain: true)  // 12 views × (12 rows + 1)
        let page = try temporaryFolder().appendingPathComponent("page.md")
        try Data("# P\n\n```swift\n// main.swift — c\n\(try Self.block(12))\n```\n".utf8).write(to: page)
        let input = command == "docc" ? page.path : path
        let output = try temporaryFolder().appendingPathComponent(command == "docc" ? "P.docc" : "out").path
        let refused = triggergraph(command, input, "--max-layout", "155", "-o", output)
        #expect(refused.status == 65)
        #expect(refused.err.contains("a layout cost of 156 (views × (rows + widest row)); the limit is 155"))
        #expect(triggergraph(command, input, "--max-layout", "156", "-o", output).status == 0)
        #expect(triggergraph(command, input, "--max-layout", "0", "-o", output).status == 64)
    }

    /// The lesson-block form of a 12-view chain.
    static func block(_ count: Int) throws -> String {
        let nodes = (0..<count).map { index in
            "ViewNode(\"V\(index)\", parent: \(index == 0 ? "nil" : "\"V\(index - 1)\""), reads: [\"k\"])"
        }
        return """
            let t = ViewTree(nodes: [\(nodes.joined(separator: ", "))], storage: ["k": .environment])
            let c = t.change("c", key: "k")
            """
    }

    /// `render --format dot` lays nothing out and holds no budget; `text` does not take the option.
    @Test func onlyALayoutIsHeldToTheBudget() throws {
        let path = try Self.scene(12, chain: true)
        let output = try temporaryFolder().path
        #expect(triggergraph("render", path, "--max-layout", "1", "--format", "dot", "-o", output).status == 0)
        #expect(triggergraph("text", path, "--max-layout", "1").status == 64)
    }

    @Test func aCaptionHasALimit() throws {
        let atLimit = try Self.scene(1, chain: true, caption: String(repeating: "c", count: 1_024))
        #expect(triggergraph("text", atLimit).status == 0)
        let over = try Self.scene(1, chain: true, caption: String(repeating: "c", count: 1_025))
        let run = triggergraph("text", over)
        #expect(run.status == 65)
        #expect(run.err == "\(over):1:27: error: caption is 1025 bytes; the limit is 1024\n")
    }

    @Test func maxBytesIsCappedWhereMemoryStaysBounded() throws {
        let path = try Self.scene(1, chain: true)
        #expect(triggergraph("text", "--max-bytes", "268435456", path).status == 0)
        let run = triggergraph("text", "--max-bytes", "5000000000", path)
        #expect(run.status == 64)
        #expect(run.err.contains("--max-bytes is at most 268435456 (256 MB), where memory stays bounded"))
    }

    @Test func aRepeatedOutputIsAUsageError() throws {
        let path = try Self.scene(1, chain: true)
        let first = try temporaryFolder().appendingPathComponent("x1")
        let second = try temporaryFolder().appendingPathComponent("x2")
        let run = triggergraph("render", path, "-o", first.path, "-o", second.path)
        #expect(run.status == 64)
        #expect(run.err.contains("option '-o' is given twice"))
        #expect(
            !FileManager.default.fileExists(atPath: first.path) && !FileManager.default.fileExists(atPath: second.path))
    }
}
