import Foundation
import Testing

@testable import LessonScript

/// `print(…)` of a value the model computes: counts of recomputations and of views, and
/// comparisons of counts, views and causes, each printed as Swift prints it.
@Suite("Printed values")
struct PrintedValueTests {
    /// A block of two trees: `first` recomputes A (local) and B (parent); `second`, on the other
    /// tree, recomputes A (local) only; `third` recomputes B (environment).
    static let prelude = """
        let storage: [String: Storage] = ["s": .state(owner: "A"), "e": .environment]
        let one = ViewTree(nodes: [
            ViewNode("A", parent: nil, reads: ["s"]),
            ViewNode("B", parent: "A", reads: ["s", "e"]),
            ViewNode("C", parent: "A", reads: []),
        ], storage: storage)
        let two = ViewTree(nodes: [
            ViewNode("A", parent: nil, reads: ["s"]),
        ], storage: storage)
        let first = one.change("first", key: "s")
        let second = two.change("second", key: "s")
        let third = one.change("third", key: "e")
        let both = [first, third].flatMap { $0 }

        """

    struct Case: Sendable, CustomTestStringConvertible {
        let statement: String
        /// The line it prints; nil when the model does not compute it.
        let printed: String?
        var testDescription: String { statement }
    }

    static let cases: [Case] = [
        Case(statement: "print(first.count)", printed: "2"),
        Case(statement: "print(second.count)", printed: "1"),
        Case(statement: "print(both.count)", printed: "3"),
        Case(statement: "print(one.nodes.count)", printed: "3"),
        Case(statement: "print(two.nodes.count)", printed: "1"),
        Case(statement: "print(first.count == second.count)", printed: "false"),
        Case(statement: "print(first.count != second.count)", printed: "true"),
        Case(statement: "print(second.count == two.nodes.count)", printed: "true"),
        Case(statement: "print(first.map(\\.view) == second.map(\\.view))", printed: "false"),
        Case(statement: "print(second.map(\\.view) == [second].flatMap { $0 }.map(\\.view))", printed: nil),
        Case(statement: "print(first.map(\\.cause) == both.map(\\.cause))", printed: "false"),
        Case(statement: "print(second.map(\\.cause) != third.map(\\.cause))", printed: "true"),
        Case(statement: "print(second.map(\\.view) == second.map(\\.view))", printed: "true"),
        // Not computed: a function, a list printed as an array, a comparison of unlike values, an
        // unknown name, a literal.
        Case(statement: "print(dayLabel(first.count))", printed: nil),
        Case(statement: "print(first.map(\\.view))", printed: nil),
        Case(statement: "print(first.count == first.map(\\.view))", printed: nil),
        Case(statement: "print(other.count)", printed: nil),
        Case(statement: "print(first.count + 1)", printed: nil),
        Case(statement: "print(\"done\")", printed: nil),
    ]

    @Test(arguments: cases)
    func aPrintIsComputedOrLeftNotModelled(_ testCase: Case) throws {
        let result = try BlockReader.read(Self.prelude + testCase.statement + "\n", file: "b.swift", name: "b")
        let scene = try #require(result.scene)
        let lines = scene.textLines()
        let notModelled = result.warnings.contains { if case .notModelled = $0.problem { true } else { false } }
        if let printed = testCase.printed {
            #expect(lines.last == printed)
            #expect(lines.count == 4)
            #expect(!notModelled)
        } else {
            #expect(lines.count == 3)
            #expect(notModelled)
        }
    }

    @Test func aPrintStandsInStatementOrderAndReadsTheChangesMadeBeforeIt() throws {
        let block =
            Self.prelude + "print(first.count)\nlet fourth = two.change(\"fourth\", key: \"e\")\nprint(fourth.count)\n"
        let scene = try #require(try BlockReader.read(block, file: "b.swift", name: "b").scene)
        #expect(
            scene.textLines() == [
                "first: s changed | recomputed A local, B parent | skipped C",
                "second: s changed | recomputed A local | skipped none",
                "third: e changed | recomputed B environment | skipped A,C", "2",
                "fourth: e changed | recomputed none | skipped A", "0",
            ])
    }

    @Test func printsGoToJSONAndBackAsTheSameScene() throws {
        let statements = Self.cases.compactMap { $0.printed == nil ? nil : $0.statement }.joined(separator: "\n")
        let scene = try #require(
            try BlockReader.read(Self.prelude + statements + "\n", file: "b.swift", name: "b").scene)
        let json = scene.jsonText()
        #expect(
            json.contains(#"{"step": "print", "value": {"equal": {"count": [1]}, "to": {"count": [2]}}}"#), "\(json)")
        let read = try Scene(json: json, file: "b.json")
        #expect(read == scene)
        #expect(read.textLines() == scene.textLines())
    }

    @Test(arguments: [
        (#"{"count": [4]}"#, "'steps[3].value.count[0]' must be the number of a change before it (1…3)"),
        (#"{"nodes": "three"}"#, "'steps[3].value.nodes' names no tree: 'three'"),
        (
            #"{"count": [1], "views": [1]}"#,
            "'steps[3].value' must have one field of 'count', 'nodes', 'views', 'causes', 'equal', 'notEqual'"
        ),
        (#"{"equal": {"count": [1]}}"#, "'steps[3].value.to' goes with 'equal' or 'notEqual', and only with them"),
        (
            #"{"equal": {"count": [1]}, "to": {"views": [1]}}"#,
            "'steps[3].value' compares values Swift does not compare with =="
        ),
        (
            #"{"equal": {"equal": {"equal": {"count": [1]}, "to": {"count": [1]}}, "to": {"count": [1]}}, "to": {"count": [1]}}"#,
            "'steps[3].value.equal.equal' nests comparisons more than 3 deep"
        ),
        (
            #"{"sum": [1]}"#,
            "unknown field 'steps[3].value.sum'; expected 'count', 'nodes', 'views', 'causes', 'equal', 'notEqual'"
        ),
    ])
    func aPrintStepThatIsNotOneIsRefused(_ value: String, _ message: String) throws {
        let scene = try #require(try BlockReader.read(Self.prelude, file: "b.swift", name: "b").scene)
        var json = scene.jsonText()
        let last = try #require(json.range(of: "\n  ]\n}", options: .backwards))
        json.replaceSubrange(last, with: ",\n    {\"step\": \"print\", \"value\": \(value)}\n  ]\n}")
        #expect(throws: Diagnostic.self) { try Scene(json: json, file: "b.json") }
        do {
            _ = try Scene(json: json, file: "b.json")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
        }
    }
}
