import Testing

@testable import LessonScript

/// The JSON reader follows RFC 8259 and the scene format to the letter: nesting is bounded, numbers
/// have one spelling and fit a Double, a node says its parent, an entry holds only its kind's fields,
/// and a `\u` escape is never half a surrogate pair.
@Suite struct JSONGrammarTests {
    /// Located like every JSON error, by the one test of ``JSONSceneTests``.
    typealias ErrorCase = JSONSceneTests.ErrorCase

    static func scene(storage: String = "{}", node: String = #"{"name": "A", "parent": null, "reads": []}"#) -> String {
        #"{"version": 1, "trees": [{"name": "t", "storage": \#(storage), "nodes": [\#(node)]}], "steps": []}"#
    }

    static let errors: [ErrorCase] = [
        ErrorCase(
            testDescription: "leading zero", json: "{\"version\": 1️⃣01, \"trees\": [], \"steps\": []}",
            message: "invalid JSON: a number may not have a leading zero"),
        ErrorCase(
            testDescription: "negative leading zero", json: "{\"version\": 1️⃣-00, \"trees\": [], \"steps\": []}",
            message: "invalid JSON: a number may not have a leading zero"),
        ErrorCase(
            testDescription: "underflow to zero",
            json: "{\"version\": 1, \"trees\": [], \"steps\": [], \"name\": 1️⃣1e-99999}",
            message: "invalid JSON: number 1e-99999 is out of range"),
        ErrorCase(
            testDescription: "overflow to infinity", json: "{\"version\": 1️⃣1e400, \"trees\": [], \"steps\": []}",
            message: "invalid JSON: number 1e400 is out of range"),
        ErrorCase(
            testDescription: "plus sign", json: "{\"version\": 1️⃣+1}", message: "invalid JSON: unexpected character '+'"),
        ErrorCase(
            testDescription: "bare fraction", json: "{\"version\": 1️⃣1., \"trees\": []}",
            message: "invalid JSON: expected a digit after '.' in a number"),
        ErrorCase(
            testDescription: "empty exponent", json: "{\"version\": 1️⃣1e, \"trees\": []}",
            message: "invalid JSON: expected a digit in a number's exponent"),
        ErrorCase(
            testDescription: "minus alone", json: "{\"version\": 1️⃣-}",
            message: "invalid JSON: expected a digit in a number"),
        ErrorCase(
            testDescription: "arrays nested too deep",
            json: "{\"version\": 1, \"trees\": " + String(repeating: "[", count: JSONParser.maxDepth - 1) + "1️⃣[",
            message: "invalid JSON: arrays and objects nest deeper than \(JSONParser.maxDepth) levels"),
        ErrorCase(
            testDescription: "missing parent", json: scene(node: #"1️⃣{"name": "A", "reads": []}"#),
            message: "missing field 'trees[0].nodes[0].parent'"),
        ErrorCase(
            testDescription: "parent of the wrong type",
            json: scene(node: #"{"name": "A", "parent": 1️⃣false, "reads": []}"#),
            message: "field 'trees[0].nodes[0].parent' must be a string or null, found a boolean"),
        ErrorCase(
            testDescription: "owner on an environment entry",
            json: scene(storage: #"{"k": {"kind": "environment", "owner": 1️⃣"A"}}"#),
            message: "unknown field 'trees[0].storage.k.owner'; expected 'kind'"),
        ErrorCase(
            testDescription: "object on a state entry",
            json: scene(storage: #"{"k": {"kind": "state", "owner": "A", "object": 1️⃣"O"}}"#),
            message: "unknown field 'trees[0].storage.k.object'; expected 'kind', 'owner'"),
        ErrorCase(
            testDescription: "owner on a model entry",
            json: scene(storage: #"{"k": {"kind": "model", "owner": 1️⃣"A", "object": "O"}}"#),
            message: "unknown field 'trees[0].storage.k.owner'; expected 'kind', 'object'"),
        ErrorCase(
            testDescription: "lone high surrogate", json: #"{"version": 1, "name": "a\uD800"# + "1️⃣x\"}",
            message: #"invalid JSON: lone surrogate \uD800 in string; a high surrogate must be followed by a low one"#),
        ErrorCase(
            testDescription: "high surrogate before a non-surrogate",
            json: #"{"version": 1, "name": "\uD83D"# + #"1️⃣\u0041""# + "}",
            message: #"invalid JSON: lone surrogate \uD83D in string; a high surrogate must be followed by a low one"#),
        ErrorCase(
            testDescription: "lone low surrogate", json: #"{"version": 1, "name": "\uDC00"# + "1️⃣\"}",
            message: #"invalid JSON: lone surrogate \uDC00 in string; a low surrogate must follow a high one"#),
        ErrorCase(
            testDescription: "U+FFFE in a view name",
            json: scene(node: #"{"name": 1️⃣"A\uFFFE", "parent": null, "reads": []}"#),
            message: #"view name "A\u{FFFE}" contains the noncharacter U+FFFE, which XML cannot hold"#),
        ErrorCase(
            testDescription: "U+FDD0 in a key",
            json: scene(node: #"{"name": "A", "parent": null, "reads": [1️⃣"\uFDD0"]}"#),
            message: #"key "\u{FDD0}" contains the noncharacter U+FDD0, which XML cannot hold"#),
        ErrorCase(
            testDescription: "a plane 16 noncharacter in a caption",
            json: "{\"version\": 1, \"caption\": 1️⃣\"a\\uDBFF\\uDFFF\", \"trees\": [], \"steps\": []}",
            message: #"caption "a\u{10FFFF}" contains the noncharacter U+10FFFF, which XML cannot hold"#),
    ]

    /// 20,000 nested arrays end in an error, not a stack overflow.
    @Test func deepNestingIsAnError() throws {
        let json = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
        #expect(throws: Diagnostic.self) { try InputReader.read(source: json, file: "deep.json", kind: .json) }
    }

    /// Numbers RFC 8259 allows still read, at the edges of the grammar.
    @Test(arguments: ["1", "1.0", "10e-1", "0.1e1", "1E0", "-0"])
    func wellFormedNumbersRead(_ number: String) throws {
        let json = #"{"version": 1, "trees": [], "steps": [], "name": "n"}"#
        // A number where the version goes: 1 in any spelling is the version; -0 is not.
        let source = json.replacingOccurrences(of: #""version": 1"#, with: #""version": \#(number)"#)
        if number == "-0" {
            #expect(throws: Diagnostic.self) { try InputReader.read(source: source, file: "s.json", kind: .json) }
        } else {
            #expect(try InputReader.read(source: source, file: "s.json", kind: .json).scenes.count == 1)
        }
    }

    /// A state owner's place is kept, for the warning about an owner that names no view.
    @Test func unknownOwnerIsWarnedAboutAtItsValue() throws {
        let marked = Marked(Self.scene(storage: #"{"k": {"kind": "state", "owner": 1️⃣"Typo"}}"#))
        let document = try InputReader.read(source: marked.source, file: "s.json", kind: .json)
        #expect(
            document.warnings.map(\.description) == [
                "s.json:\(marked.line):\(marked.column): warning: owner 'Typo' of state key 'k' names no view of any tree of the block; every reader of 'k' is off-rule"
            ])
    }
}
