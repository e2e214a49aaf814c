import Foundation
import Testing

@testable import LessonScript

/// The JSON scene format: every fixture round-trips, and mistakes are located errors.
struct JSONSceneTests {
    static let modelledBlocks = Fixtures.blockNames.filter { !GoldenBlockTests.withoutTree.contains($0) }

    @Test(arguments: modelledBlocks)
    func roundTrip(_ name: String) throws {
        let block = try BlockReader.read(Fixtures.text(Fixtures.blockURL(name)), file: "main.swift", name: name)
        let scene = try #require(block.scene)
        let json = scene.jsonText()
        let document = try InputReader.read(source: json, file: "\(name).json", kind: .json)
        let back = try #require(document.scenes.first)
        #expect(back == scene)
        #expect(back.textLines() == scene.textLines())
        #expect(back.jsonText() == json)
    }

    @Test func formatIsReadable() throws {
        let source = """
            // main.swift — tiny
            let storage: [String: Storage] = ["k": .state(owner: "A"), "m": .model(object: "S"), "e": .environment]
            let screen = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"]), ViewNode("B", parent: "A", reads: [])], storage: storage)
            let all = [screen.change("go", key: "k")].flatMap { $0 }
            countCauses(all)
            """
        let scene = try #require(try BlockReader.read(source, file: "t.swift", name: "tiny").scene)
        #expect(
            scene.jsonText() == """
                {
                  "version": 1,
                  "name": "tiny",
                  "caption": "tiny",
                  "trees": [
                    {
                      "name": "screen",
                      "storage": {
                        "e": {"kind": "environment"},
                        "k": {"kind": "state", "owner": "A"},
                        "m": {"kind": "model", "object": "S"}
                      },
                      "nodes": [
                        {"name": "A", "parent": null, "reads": ["k"]},
                        {"name": "B", "parent": "A", "reads": []}
                      ]
                    }
                  ],
                  "steps": [
                    {"step": "change", "tree": "screen", "label": "go", "key": "k"},
                    {"step": "count", "changes": [1]}
                  ]
                }

                """)
    }

    @Test func nameDefaultsToTheFileStem() throws {
        let json = #"{"version": 1, "trees": [], "steps": []}"#
        let document = try InputReader.read(source: json, file: "dir/scene-a.json", kind: .json)
        #expect(document.scenes.first?.name == "scene-a")
        #expect(document.scenes.first?.caption == nil)
    }

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let json: String
        let message: String
    }

    static let tree = #"{"name": "t", "storage": {}, "nodes": [{"name": "A", "parent": null, "reads": ["k"]}]}"#

    static let errors: [ErrorCase] = [
        ErrorCase(
            testDescription: "not JSON", json: "{\"version\": 1,\n  1️⃣oops}",
            message: "invalid JSON: expected a member name string"),
        ErrorCase(
            testDescription: "truncated", json: "{\"version\": 1, \"trees\": [1️⃣",
            message: "invalid JSON: expected a value, found the end of the input"),
        ErrorCase(
            testDescription: "not an object", json: "1️⃣[1]", message: "the scene must be an object, found an array"),
        ErrorCase(
            testDescription: "missing version", json: "1️⃣{\"trees\": [], \"steps\": []}",
            message: "missing field 'version'"),
        ErrorCase(
            testDescription: "future version", json: "{\"version\": 1️⃣2, \"trees\": [], \"steps\": []}",
            message: "unsupported version 2; this tool reads version 1"),
        ErrorCase(
            testDescription: "unknown field", json: "{\"version\": 1, \"trees\": [], \"steps\": [], \"extra\": 1️⃣true}",
            message: "unknown field 'extra'; expected 'version', 'name', 'caption', 'trees', 'steps'"),
        ErrorCase(
            testDescription: "mistyped node name",
            json:
                "{\"version\": 1, \"trees\": [{\"name\": \"t\", \"storage\": {}, \"nodes\": [{\"name\": 1️⃣3, \"parent\": null, \"reads\": []}]}], \"steps\": []}",
            message: "field 'trees[0].nodes[0].name' must be a string, found a number"),
        ErrorCase(
            testDescription: "unknown storage kind",
            json:
                "{\"version\": 1, \"trees\": [{\"name\": \"t\", \"storage\": {\"k\": {\"kind\": 1️⃣\"binding\"}}, \"nodes\": []}], \"steps\": []}",
            message:
                "unknown storage kind 'binding' in 'trees[0].storage.k.kind'; expected 'state', 'model' or 'environment'"
        ),
        ErrorCase(
            testDescription: "unknown tree",
            json:
                "{\"version\": 1, \"trees\": [\(tree)], \"steps\": [{\"step\": \"change\", \"tree\": 1️⃣\"u\", \"label\": \"l\", \"key\": \"k\"}]}",
            message: "'steps[0].tree' names no tree: 'u'"),
        ErrorCase(
            testDescription: "count of a later change",
            json: "{\"version\": 1, \"trees\": [\(tree)], \"steps\": [{\"step\": \"count\", \"changes\": [1️⃣1]}]}",
            message: "'steps[0].changes[0]' must be the number of a change before it (there is none)"),
        ErrorCase(
            testDescription: "one view name in NFC and in NFD",
            json:
                "{\"version\": 1, \"trees\": [{\"name\": \"t\", \"storage\": {}, \"nodes\": [{\"name\": \"Caf\u{E9}\", \"parent\": null, \"reads\": []}, 1️⃣{\"name\": \"Cafe\u{301}\", \"parent\": null, \"reads\": []}]}], \"steps\": []}",
            message: "duplicate view name 'Cafe\u{301}'"),
        ErrorCase(
            testDescription: "unknown field with a line break",
            json: "{\"version\": 1, \"trees\": [], \"steps\": [], \"a\\nb\u{2028}\": 1️⃣1}",
            message: "unknown field 'a\\u{A}b\\u{2028}'; expected 'version', 'name', 'caption', 'trees', 'steps'"),
        ErrorCase(
            testDescription: "tree error at the node",
            json:
                "{\"version\": 1, \"trees\": [{\"name\": \"t\", \"storage\": {}, \"nodes\": [1️⃣{\"name\": \"A\", \"parent\": \"Z\", \"reads\": []}]}], \"steps\": []}",
            message: "view 'A' has parent 'Z', which names no view"),
    ]

    /// The scene format's errors, and the JSON grammar's (``JSONGrammarTests``).
    @Test(arguments: errors + JSONGrammarTests.errors)
    func errorIsAtMarker(_ testCase: ErrorCase) {
        let marked = Marked(testCase.json)
        do {
            _ = try InputReader.read(source: marked.source, file: "s.json", kind: .json)
            Issue.record("no error")
        } catch {
            #expect(error.description == "s.json:\(marked.line):\(marked.column): error: \(testCase.message)")
        }
    }
}
