import Testing
import TriggerModel

@testable import LessonScript

/// Names with control characters or too many bytes, and trees with too many nodes, are errors at the offending value.
struct LimitTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        /// The input, with `1️⃣` where the error belongs.
        let source: String
        let message: String
    }

    static let long300 = String(repeating: "x", count: 300)
    static let accented = String(repeating: "é", count: 129)

    static let blocks: [Case] = [
        Case(
            testDescription: "NUL in a view name",
            source: """
                let t = ViewTree(nodes: [ViewNode(1️⃣"a\\u{0}b", parent: nil, reads: [])], storage: [:])
                """, message: #"view name "a\u{0}b" contains a control character U+0000"#),
        Case(
            testDescription: "long view name",
            source: """
                let t = ViewTree(nodes: [ViewNode(1️⃣"\(long300)", parent: nil, reads: [])], storage: [:])
                """, message: "view name is 300 bytes; the limit is 256"),
        Case(
            testDescription: "tab in a parent name",
            source: """
                let t = ViewTree(nodes: [ViewNode("A", parent: 1️⃣"A\\tB", reads: [])], storage: [:])
                """, message: #"parent name "A\u{9}B" contains a control character U+0009"#),
        Case(
            testDescription: "DEL in a read key",
            source: """
                let t = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["ok", 1️⃣"k\\u{7F}"])], storage: [:])
                """, message: #"key "k\u{7F}" contains a control character U+007F"#),
        Case(
            testDescription: "C1 in a storage key",
            source: """
                let s: [String: Storage] = [1️⃣"k\\u{85}": .environment]
                """, message: #"storage key "k\u{85}" contains a control character U+0085"#),
        Case(
            testDescription: "long owner name in bytes, not characters",
            source: """
                let s: [String: Storage] = ["k": .state(owner: 1️⃣"\(accented)")]
                """, message: "owner name is 258 bytes; the limit is 256"),
        Case(
            testDescription: "newline in an object name",
            source: """
                let s: [String: Storage] = ["k": .model(object: 1️⃣"O\\n")]
                """, message: #"object name "O\u{A}" contains a control character U+000A"#),
        Case(
            testDescription: "escape in a change label",
            source: """
                let t = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: ["k": .environment])
                let r = t.change(1️⃣"\\u{1B}[31m", key: "k")
                """, message: #"change label "\u{1B}[31m" contains a control character U+001B"#),
        Case(
            testDescription: "NUL in a change key, quotes kept readable",
            source: """
                let t = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: ["k": .environment])
                let r = t.change("l", key: 1️⃣"\\"\\0")
                """, message: #"key "\"\u{0}" contains a control character U+0000"#),
        Case(
            testDescription: "escape in a caption",
            source: """
                // main.swift — 1️⃣\u{1B}[2Jcleared
                let t = ViewTree(nodes: [ViewNode("A", parent: nil, reads: [])], storage: [:])
                """, message: #"caption "\u{1B}[2Jcleared" contains a control character U+001B"#),
        Case(
            testDescription: "too many nodes",
            source: """
                let t = ViewTree(nodes: 1️⃣[\((1...2_001).map { "ViewNode(\"V\($0)\", parent: nil, reads: [])" }.joined(separator: ", "))], storage: [:])
                """, message: "tree has 2001 nodes; the limit is 2000"),
        Case(
            testDescription: "too many views in the block's trees together",
            source: """
                let a = ViewTree(nodes: [\(views("A", 800))], storage: [:])
                let b = ViewTree(nodes: [\(views("B", 800))], storage: [:])
                let c = 1️⃣ViewTree(nodes: [\(views("C", 800))], storage: [:])
                """, message: unionMessage(2_400)),
    ]

    /// `count` roots named `prefix1`, `prefix2`, … as lesson code.
    static func views(_ prefix: String, _ count: Int) -> String {
        (1...count).map { "ViewNode(\"\(prefix)\($0)\", parent: nil, reads: [])" }.joined(separator: ", ")
    }

    static func unionMessage(_ count: Int) -> String {
        "the block's trees have \(count) distinct views together, laid out as one diagram; the limit is 2000"
    }

    /// Memory stays bounded: no limit lets the readers take more than 256 MB (which is also far
    /// below what the lexer's 32-bit offsets can count).
    @Test func noLimitAllowsMoreThanTheCap() {
        #expect(InputLimits(maxInputBytes: Int.max).inputBytesAllowed == 256 << 20)
        #expect(InputLimits.maxInputBytesCap < InputLimits.largestInputBytes)
        #expect(InputLimits(maxInputBytes: 1000).inputBytesAllowed == 1000)
        #expect(InputLimits.standard.inputBytesAllowed == 32 << 20)
    }

    /// The union grows a tree at a time: one tree alone makes no set, a view in two trees counts once.
    @Test func theUnionOfABlocksTreesCountsEachNameOnce() throws {
        func tree(_ names: [String]) throws -> SceneTree {
            let nodes = names.enumerated().map { ViewNode($1, parent: $0 == 0 ? nil : names[0], reads: []) }
            let here = SourceLocation(file: "main.swift", line: 1, column: 1)
            return SceneTree(
                name: "t", tree: try ViewTree(nodes: nodes, storage: [:]), location: here,
                nodeLocations: nodes.map { _ in here }, ownerLocations: [:])
        }
        var union = InputLimits.ViewUnion()
        union.add(try tree(["Root", "A", "B"]))
        #expect(union.count == nil)
        union.add(try tree(["Root", "B", "C"]))
        #expect(union.count == 4)
        union.add(try tree(["Root"]))
        #expect(union.count == 4)
    }

    @Test func treesSharingTheirViewsCountEachViewOnce() throws {
        let source = (1...4).map { "let t\($0) = ViewTree(nodes: [\(Self.views("V", 1_500))], storage: [:])" }.joined(
            separator: "\n")
        let result = try InputReader.read(source: source, file: "main.swift", kind: .block)
        #expect(result.scenes.first?.trees.count == 4, "1,500 distinct views in four trees")
    }

    @Test(arguments: blocks)
    func blockErrorIsAtTheLiteral(_ testCase: Case) {
        let marked = Marked(testCase.source)
        do {
            let result = try InputReader.read(source: marked.source, file: "main.swift", kind: .block)
            Issue.record("no error; scenes: \(result.scenes.count)")
        } catch {
            #expect(error.description == "main.swift:\(marked.line):\(marked.column): error: \(testCase.message)")
        }
    }

    static let node = #"{"name": "A", "parent": null, "reads": ["k"]}"#
    static func scene(storage: String = #"{"k": {"kind": "environment"}}"#, nodes: String = node, steps: String = "")
        -> String
    {
        #"{"version": 1, "trees": [{"name": "t", "storage": \#(storage), "nodes": [\#(nodes)]}], "steps": [\#(steps)]}"#
    }

    static let scenes: [Case] = [
        Case(
            testDescription: "NUL in a view name",
            source: scene(nodes: #"{"name": 1️⃣"a\u0000b", "parent": null, "reads": []}"#),
            message: #"view name "a\u{0}b" contains a control character U+0000"#),
        Case(
            testDescription: "long parent name",
            source: scene(nodes: #"{"name": "A", "parent": 1️⃣"\#(long300)", "reads": []}"#),
            message: "parent name is 300 bytes; the limit is 256"),
        Case(
            testDescription: "C1 in a read key",
            source: scene(nodes: #"{"name": "A", "parent": null, "reads": [1️⃣"\u009b"]}"#),
            message: #"key "\u{9B}" contains a control character U+009B"#),
        Case(
            testDescription: "DEL in a storage key, at its value",
            source: scene(storage: #"{"k\u007f": 1️⃣{"kind": "environment"}}"#),
            message: #"storage key "k\u{7F}" contains a control character U+007F"#),
        Case(
            testDescription: "long object name",
            source: scene(storage: #"{"k": {"kind": "model", "object": 1️⃣"\#(accented)"}}"#),
            message: "object name is 258 bytes; the limit is 256"),
        Case(
            testDescription: "NUL in an owner name",
            source: scene(storage: #"{"k": {"kind": "state", "owner": 1️⃣"\u0000"}}"#),
            message: #"owner name "\u{0}" contains a control character U+0000"#),
        Case(
            testDescription: "newline in a change label",
            source: scene(steps: #"{"step": "change", "tree": "t", "label": 1️⃣"a\nb", "key": "k"}"#),
            message: #"change label "a\u{A}b" contains a control character U+000A"#),
        Case(
            testDescription: "long change key",
            source: scene(steps: #"{"step": "change", "tree": "t", "label": "l", "key": 1️⃣"\#(long300)"}"#),
            message: "key is 300 bytes; the limit is 256"),
        Case(
            testDescription: "NUL in the scene name",
            source: #"{"version": 1, "name": 1️⃣"a\u0000", "trees": [], "steps": []}"#,
            message: #"scene name "a\u{0}" contains a control character U+0000"#),
        Case(
            testDescription: "long scene name",
            source: #"{"version": 1, "name": 1️⃣"\#(long300)", "trees": [], "steps": []}"#,
            message: "scene name is 300 bytes; the limit is 256"),
        Case(
            testDescription: "newline in a caption",
            source: #"{"version": 1, "caption": 1️⃣"one\ntwo", "trees": [], "steps": []}"#,
            message: #"caption "one\u{A}two" contains a control character U+000A"#),
        Case(
            testDescription: "escape in a tree name",
            source: #"{"version": 1, "trees": [{"name": 1️⃣"t\u001b", "storage": {}, "nodes": []}], "steps": []}"#,
            message: #"tree name "t\u{1B}" contains a control character U+001B"#),
        Case(
            testDescription: "too many nodes",
            source:
                #"{"version": 1, "trees": [{"name": "t", "storage": {}, "nodes": 1️⃣[\#((1...2_001).map { #"{"name": "V\#($0)", "parent": null, "reads": []}"# }.joined(separator: ","))]}], "steps": []}"#,
            message: "tree has 2001 nodes; the limit is 2000"),
        Case(
            testDescription: "too many views in the scene's trees together",
            source:
                #"{"version": 1, "trees": [\#(jsonTree("a", 1_000)), \#(jsonTree("b", 1_000)), 1️⃣\#(jsonTree("c", 1_000))], "steps": []}"#,
            message: unionMessage(3_000)),
    ]

    static func jsonTree(_ name: String, _ count: Int) -> String {
        #"{"name": "\#(name)", "storage": {}, "nodes": [\#((1...count).map { #"{"name": "\#(name)\#($0)", "parent": null, "reads": []}"# }.joined(separator: ","))]}"#
    }

    @Test(arguments: scenes)
    func sceneErrorIsAtTheValue(_ testCase: Case) {
        let marked = Marked(testCase.source)
        do {
            _ = try InputReader.read(source: marked.source, file: "s.json", kind: .json)
            Issue.record("no error")
        } catch {
            #expect(error.description == "s.json:\(marked.line):\(marked.column): error: \(testCase.message)")
        }
    }

    @Test func pageErrorIsAtThePageLine() {
        let marked = Marked(
            """
            # Page

            ```swift
            // main.swift — one view
            let t = ViewTree(nodes: [ViewNode(1️⃣"A\\u{0}", parent: nil, reads: [])], storage: [:])
            ```
            """)
        #expect(
            throws: Diagnostic.error(
                .controlCharacter(field: .viewName, name: "A\u{0}", scalar: 0),
                at: marked.location(file: "p.md"))
        ) {
            try InputReader.read(source: marked.source, file: "p.md", kind: .page)
        }
    }

    @Test func aLongCaptionIsRead() throws {
        let caption = String(repeating: "a long caption ", count: 40)
        let source =
            "// main.swift — \(caption)\nlet t = ViewTree(nodes: [ViewNode(\"A\", parent: nil, reads: [])], storage: [:])\n"
        let document = try InputReader.read(source: source, file: "main.swift", kind: .block)
        #expect(document.scenes.first?.caption == String(caption.dropLast()))
    }

    @Test func namesAtTheLimitAndLargerTreesWithRaisedLimitsAreRead() throws {
        let name = String(repeating: "n", count: 256)
        let nodes = (1...2_001).map { "ViewNode(\"V\($0)\", parent: nil, reads: [])" }.joined(separator: ", ")
        let source = """
            let t = ViewTree(nodes: [ViewNode("\(name)", parent: nil, reads: ["é\u{200D}🙂"])], storage: ["é\u{200D}🙂": .environment])
            let u = ViewTree(nodes: [\(nodes)], storage: [:])
            """
        // The limit bounds the block's views together too: 1 + 2,001.
        let document = try InputReader.read(
            source: source, file: "m.swift", kind: .block, limits: InputLimits(maxNodes: 2_002))
        #expect(document.scenes.first?.trees.map(\.tree.nodes.count) == [1, 2_001])
        #expect(throws: Diagnostic.self) {
            try InputReader.read(source: source, file: "m.swift", kind: .block, limits: InputLimits(maxNameBytes: 255))
        }
    }
}
