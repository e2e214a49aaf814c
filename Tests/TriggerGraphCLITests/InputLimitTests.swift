import Foundation
import TemporaryFolders
import Testing

/// Hostile input stops before any diagram is built, with exit 65; `--max-nodes` raises the node limit.
struct InputLimitTests {
    /// A JSON scene whose one tree is a chain of `count` views, written into a fresh folder.
    static func chainScene(_ count: Int) throws -> String {
        let nodes = (0..<count).map { index in
            let parent = index == 0 ? "null" : "\"V\(index - 1)\""
            return "{\"name\": \"V\(index)\", \"parent\": \(parent), \"reads\": [\"k\"]}"
        }
        let json = """
            {"version": 1, "trees": [{"name": "t", "storage": {"k": {"kind": "environment"}},
            "nodes": [\(nodes.joined(separator: ",\n"))]}],
            "steps": [{"step": "change", "tree": "t", "label": "l", "key": "k"}]}
            """
        let url = try temporaryFolder().appendingPathComponent("big.json")
        try Data(json.utf8).write(to: url)
        return url.path
    }

    @Test func largeTreeFailsFastUnlessMaxNodesAllowsIt() throws {
        let path = try Self.chainScene(5_000)
        let refused = triggergraph("text", path)
        #expect(refused.status == 65)
        #expect(refused.err == "\(path):2:10: error: tree has 5000 nodes; the limit is 2000\n")
        #expect(refused.out.isEmpty)

        let allowed = triggergraph("text", "--max-nodes", "5000", path)
        #expect(allowed.status == 0, "\(allowed.err)")
        #expect(allowed.out.hasPrefix("l: "))

        #expect(triggergraph("text", "--max-nodes=4999", path).status == 65)
    }

    @Test(arguments: ["text", "dot", "scene", "render"])
    func everyReadingCommandTakesMaxNodes(_ command: String) throws {
        let path = try Self.chainScene(3)
        let output = command == "render" ? ["-o", try temporaryFolder().path, "--format", "dot"] : []
        let run = triggergraph([command, "--max-nodes", "2", path] + output)
        #expect(run.status == 65)
        #expect(run.err == "\(path):2:10: error: tree has 3 nodes; the limit is 2\n")
        #expect(triggergraph([command, "--max-nodes", "3", path] + output).status == 0)
        #expect(triggergraph([command, "--max-nodes", "0", path] + output).status == 64)
        #expect(
            triggergraph([command, "--max-nodes", "many", path] + output).err.contains(
                "--max-nodes takes a whole number from 1 to 2147483647"))
    }

    @Test func controlCharacterInABlockIsAnErrorAtTheLiteral() throws {
        let url = try temporaryFolder().appendingPathComponent("main.swift")
        try Data("let t = ViewTree(nodes: [ViewNode(\"a\\u{0}b\", parent: nil, reads: [])], storage: [:])\n".utf8)
            .write(to: url)
        let run = triggergraph("dot", url.path)
        #expect(run.status == 65)
        #expect(run.err == "\(url.path):1:35: error: view name \"a\\u{0}b\" contains a control character U+0000\n")
    }

    @Test func nonUTF8InputIsAnErrorAtTheByte() throws {
        let url = try temporaryFolder().appendingPathComponent("main.swift")
        var data = Data("let s: [String: Storage] = [\"".utf8)
        data.append(contentsOf: [0xFF, 0x22, 0x5D, 0x0A])
        try data.write(to: url)
        let run = triggergraph("text", url.path)
        #expect(run.status == 65)
        #expect(run.err == "\(url.path):1:30: error: input is not valid UTF-8\n")
    }
}
