import Testing
import TriggerModel

@testable import LessonScript

/// Blocks written in other shapes the subset allows: the text is still the core's.
struct ToleranceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let source: String
        let lines: [String]
        var warnings = 0
    }

    static let cases: [Case] = [
        Case(
            testDescription: "two trees sharing a bound node list, changes bound singly",
            source: """
                let storage: [String: Storage] = ["open": .state(owner: "Root")]
                let shared = [
                    ViewNode("Root", parent: nil, reads: ["open"]),
                    ViewNode("Child", parent: "Root", reads: ["open"]),
                ]
                let first = ViewTree(nodes: shared, storage: storage)
                let second = ViewTree(nodes: shared, storage: [:])
                let a = first.change("opened", key: "open")
                let b = second.change("opened-again", key: "open")
                countCauses(a)
                countCauses(b)
                """,
            lines: [
                "opened: open changed | recomputed Root local, Child parent | skipped none",
                "opened-again: open changed | recomputed Root out-of-scope, Child out-of-scope | skipped none",
                "local: 1", "parent: 1", "observed: 0", "environment: 0",
                "local: 0", "parent: 0", "observed: 0", "environment: 0",
            ]),
        Case(
            testDescription: "a change list reusing an earlier change and gathering two trees",
            source: """
                var storage = ["k": Storage.environment, "m": .model(object: "Store"),]
                let one = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: storage)
                let two = ViewTree(nodes: [ViewNode("B", parent: nil, reads: ["m", "k"])], storage: storage)
                let early = one.change("first", key: "k")
                let all = [
                    two.change("second", key: "m"),
                    early,
                    early,
                ].flatMap { $0 }
                countCauses(all)
                """,
            lines: [
                "first: k changed | recomputed A environment | skipped none",
                "second: m changed | recomputed B observed | skipped none",
                "local: 0", "parent: 0", "observed: 1", "environment: 2",
            ]),
        Case(
            testDescription: "a forest, empty reads, comments and odd line breaks",
            source: """
                /* a storage table
                   over two lines */
                let storage
                    : [String: Storage]
                    = [ // the keys
                    "x"
                        : .state(owner: "Left"), // trailing comment
                    "y": /* inline */ .environment
                ]
                let forest = ViewTree(
                    nodes: [
                        ViewNode("Left", parent: nil, reads: ["x",]),
                        ViewNode("Right", parent: nil, reads: []),
                        ViewNode(
                            "Leaf",
                            parent: "Left",
                            reads: ["x", "y", "x"],
                        ),
                    ],
                    storage: storage,
                )
                forest
                    .change("x-set", key: "x"); forest.change("nothing", key: "z")
                let list = [forest.change("y-set", key: "y")]
                    .flatMap { $0 }
                countCauses(list)
                """,
            lines: [
                "x-set: x changed | recomputed Left local, Leaf parent | skipped Right",
                "nothing: z changed | recomputed none | skipped Left,Right,Leaf",
                "y-set: y changed | recomputed Leaf environment | skipped Left,Right",
                "local: 0", "parent: 0", "observed: 0", "environment: 1",
            ]),
        Case(
            testDescription: "escapes in names and keys",
            source: #"""
                let storage: [String: Storage] = ["a\"b": .state(owner: "Caf\u{E9}")]
                let screen = ViewTree(nodes: [ViewNode("Caf\u{E9}", parent: nil, reads: ["a\"b"])], storage: storage)
                screen.change("back\\slash", key: "a\"b")
                """#, lines: ["back\\slash: a\"b changed | recomputed Café local | skipped none"]),
        Case(
            testDescription: "prose code around the measurement is skipped with warnings",
            source: """
                import Foundation
                func helper(_ x: Int) -> Int {
                    return x * 2
                }
                let storage: [String: Storage] = ["k": .environment]
                let numbers = [1, 2, 3]
                    .map { $0 + 1 }
                let screen = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: storage)
                print("before \\(numbers)")
                let r = [screen.change("go", key: "k")].flatMap { $0 }
                if r.isEmpty {
                    print("none")
                }
                else { print("some") }
                countCauses(r)
                """,
            lines: [
                "go: k changed | recomputed A environment | skipped none",
                "local: 0", "parent: 0", "observed: 0", "environment: 1",
            ], warnings: 5),
        Case(
            testDescription: "countCauses of a change written in place",
            source: """
                let screen = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: ["k": .state(owner: "A")])
                countCauses(screen.change("in-place", key: "k"))
                """,
            lines: [
                "in-place: k changed | recomputed A local | skipped none",
                "local: 1", "parent: 0", "observed: 0", "environment: 0",
            ]),
        Case(
            testDescription: "look-alike prose values are skipped, a discarded change still prints",
            source: """
                let screen = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: [:])
                let closing = screen.change("a", key: "k")
                let sizes = ["small": 1, "large": 2]
                let counts = [closing.count, closing.count]
                let labels = []
                _ = screen.change("b", key: "k")
                _ = sizes
                """,
            lines: [
                "a: k changed | recomputed A out-of-scope | skipped none",
                "b: k changed | recomputed A out-of-scope | skipped none",
            ], warnings: 4),
    ]

    @Test(arguments: cases)
    func textIsTheCores(_ testCase: Case) throws {
        let result = try BlockReader.read(testCase.source, file: "main.swift", name: "main")
        let scene = try #require(result.scene)
        #expect(scene.textLines() == testCase.lines)
        #expect(result.warnings.count == testCase.warnings, "\(result.warnings.map(\.description))")
        #expect(
            result.warnings.allSatisfy { $0.severity == .warning && $0.message.hasPrefix("statement not modelled: ") })
    }

    @Test func sharedNodeListGivesTwoTreesAndReusedChangesCountTwice() throws {
        let result = try BlockReader.read(Self.cases[1].source, file: "main.swift", name: "main")
        let scene = try #require(result.scene)
        #expect(scene.trees.map(\.name) == ["one", "two"])
        #expect(scene.changes.map(\.tree) == [0, 1])
        guard case .count(let request) = scene.steps.last else {
            Issue.record("last step is not a count")
            return
        }
        #expect(request.changes == [1, 0, 0])
        #expect(request.location == SourceLocation(file: "main.swift", line: 10, column: 1))
    }

    @Test func proseWarningsSummariseEachStatement() throws {
        let result = try BlockReader.read(Self.cases[4].source, file: "main.swift", name: "main")
        #expect(
            result.warnings.map(\.description) == [
                "main.swift:1:1: warning: statement not modelled: import Foundation",
                "main.swift:2:1: warning: statement not modelled: func helper(_ x: Int) -> Int { … }",
                "main.swift:6:1: warning: statement not modelled: let numbers = [1, 2, 3] .map { … }",
                "main.swift:9:1: warning: statement not modelled: print(\"before \\(numbers)\")",
                "main.swift:11:1: warning: statement not modelled: if r.isEmpty { … } else { … }",
            ])
    }

    @Test func captionIsTheFirstLinesText() throws {
        let result = try BlockReader.read(
            "// main.swift — a caption \n" + Self.cases[5].source, file: "m.swift", name: "m")
        #expect(result.scene?.caption == "a caption")
        let none = try BlockReader.read(Self.cases[5].source, file: "m.swift", name: "m")
        #expect(none.scene?.caption == nil)
    }
}
