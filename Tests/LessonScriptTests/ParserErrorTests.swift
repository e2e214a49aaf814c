import Foundation
import Testing

@testable import LessonScript

/// Real mistakes in a block are errors at the marked place, with a lowercase message.
struct ParserErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let source: String
        let message: String
    }

    static let storage = #"let storage: [String: Storage] = ["k": .environment]"# + "\n"

    static let cases: [Case] = [
        Case(
            testDescription: "unclosed bracket",
            source: storage + """
                let screen = ViewTree(nodes: [
                    ViewNode("A", parent: nil, reads: ["k"]),
                , storage: storage1️⃣)
                """, message: "unexpected ')'; expected ']'"),
        Case(
            testDescription: "never closed",
            source: storage + """
                let screen = ViewTree1️⃣(nodes: [], storage: storage
                """, message: "'(' is never closed"),
        Case(testDescription: "stray closer", source: "print(1)1️⃣)\n", message: "unexpected ')' with nothing to close"),
        Case(
            testDescription: "view node without a name",
            source: storage + """
                let screen = ViewTree(nodes: [
                    ViewNode(1️⃣parent: nil, reads: ["k"]),
                ], storage: storage)
                """, message: "'ViewNode' needs a view name string as its first argument"),
        Case(
            testDescription: "unknown storage kind",
            source: """
                let storage: [String: Storage] = [
                    "text": .1️⃣binding(owner: "A"),
                ]
                """,
            message: "unknown storage kind '.binding'; expected .state(owner:), .model(object:) or .environment"),
        Case(
            testDescription: "undefined storage",
            source: """
                let screen = ViewTree(nodes: [], storage: 1️⃣stroage)
                """, message: "cannot find storage table 'stroage'"),
        Case(
            testDescription: "undefined node list",
            source: storage + """
                let screen = ViewTree(nodes: 1️⃣shared, storage: storage)
                """, message: "cannot find node list 'shared'"),
        Case(
            testDescription: "undefined tree",
            source: storage + """
                let closing = 1️⃣screen.change("a", key: "k")
                """, message: "cannot find tree 'screen'"),
        Case(
            testDescription: "undefined change list",
            source: storage + """
                countCauses(1️⃣recomputes)
                """, message: "cannot find change result 'recomputes'"),
        Case(
            testDescription: "change on a storage table",
            source: storage + """
                1️⃣storage.change("a", key: "k")
                """, message: "'storage' is not a view tree"),
        Case(
            testDescription: "change on something not modelled",
            source: """
                let store = InboxStore()
                let x = 1️⃣store.change("a", key: "k")
                """, message: "'store' is not a view tree"),
        Case(
            testDescription: "count of a tree",
            source: storage + """
                let screen = ViewTree(nodes: [], storage: storage)
                countCauses(1️⃣screen)
                """, message: "'screen' is not a change result"),
        Case(
            testDescription: "unterminated string",
            source: storage + """
                let screen = ViewTree(nodes: [ViewNode(1️⃣"A, parent: nil, reads: [])], storage: storage)
                """, message: "unterminated string literal"),
        Case(
            testDescription: "unterminated comment", source: "1️⃣/* never\n ends\n", message: "unterminated '/*' comment"),
        Case(
            testDescription: "duplicate view",
            source: storage + """
                let screen = ViewTree(nodes: [
                    ViewNode("A", parent: nil, reads: []),
                    1️⃣ViewNode("A", parent: nil, reads: []),
                ], storage: storage)
                """, message: "duplicate view name 'A'"),
        // Names compare as Swift strings, as in the course core: NFC and NFD spell one name.
        Case(
            testDescription: "one view name in NFC and in NFD",
            source: storage + """
                let screen = ViewTree(nodes: [
                    ViewNode("Caf\u{E9}", parent: nil, reads: []),
                    1️⃣ViewNode("Cafe\u{301}", parent: nil, reads: []),
                ], storage: storage)
                """, message: "duplicate view name 'Cafe\u{301}'"),
        Case(
            testDescription: "one storage key in NFC and in NFD",
            source: """
                let storage: [String: Storage] = ["caf\u{E9}": .environment, 1️⃣"cafe\u{301}": .environment]
                """, message: "storage key 'cafe\u{301}' appears twice"),
        // Messages quote the input, written so that they stay one printable line.
        Case(
            testDescription: "a NUL where a label goes",
            source: storage + """
                let screen = ViewTree(nodes: [ViewNode("A", parent: nil, 1️⃣\u{0}reads: [])], storage: storage)
                """, message: "expected 'reads', found '\\u{0}'"),
        Case(
            testDescription: "an escape character where a label goes",
            source: storage + """
                let screen = ViewTree(nodes: [ViewNode("A", parent: nil, 1️⃣\u{1B}reads: [])], storage: storage)
                """, message: "expected 'reads', found '\\u{1B}'"),
        Case(
            testDescription: "unknown parent",
            source: storage + """
                let screen = ViewTree(nodes: [
                    ViewNode("A", parent: nil, reads: []),
                    1️⃣ViewNode("B", parent: "Z", reads: []),
                ], storage: storage)
                """, message: "view 'B' has parent 'Z', which names no view"),
        Case(
            testDescription: "cycle in a shared node list",
            source: storage + """
                let nodes = [
                    1️⃣ViewNode("A", parent: "B", reads: []),
                    ViewNode("B", parent: "A", reads: []),
                ]
                let screen = ViewTree(nodes: nodes, storage: storage)
                """, message: "view 'A' is its own ancestor (parent cycle)"),
        Case(
            testDescription: "missing label",
            source: storage + """
                let screen = ViewTree(nodes: [], 1️⃣storge: storage)
                """, message: "expected 'storage', found 'storge'"),
        Case(
            testDescription: "list of changes not flattened",
            source: storage + """
                let screen = ViewTree(nodes: [], storage: storage)
                let all = [screen.change("a", key: "k")]
                1️⃣countCauses(all)
                """, message: "expected '.', found 'countCauses'"),
        Case(
            testDescription: "duplicate storage key",
            source: """
                let storage: [String: Storage] = ["k": .environment, 1️⃣"k": .environment]
                """, message: "storage key 'k' appears twice"),
        Case(
            testDescription: "redeclaration",
            source: storage + """
                let 1️⃣storage: [String: Storage] = [:]
                """, message: "invalid redeclaration of 'storage'"),
        Case(
            testDescription: "text after a modelled statement",
            source: storage + """
                let screen = ViewTree(nodes: [], storage: storage) 1️⃣.nodes
                """, message: "expected end of statement, found '.'"),
        Case(
            testDescription: "bad escape",
            source: """
                let storage: [String: Storage] = ["a1️⃣\\q": .environment]
                """, message: "invalid escape sequence '\\q' in string literal"),
        Case(
            testDescription: "interpolated key",
            source: """
                let storage: [String: Storage] = [1️⃣"\\(k)": .environment]
                """, message: "string interpolation is not supported here"),
        // Which error a block reports when it has several: a lex error, wherever it is, before a
        // bracket error, wherever it is, before the parser's (the tokens are checked as they are read).
        Case(
            testDescription: "a lex error after a parse error",
            source: """
                let closing = screen.change("a", key: "k")
                let name = 1️⃣"never closed
                """, message: "unterminated string literal"),
        Case(
            testDescription: "a lex error after a bracket error",
            source: """
                print(1))
                1️⃣/* a comment /* never closed */
                """, message: "unterminated '/*' comment"),
        Case(
            testDescription: "a stray closer after a parse error",
            source: """
                let closing = screen.change("a", key: "k")
                print(1)1️⃣)
                """, message: "unexpected ')' with nothing to close"),
        Case(
            testDescription: "a bracket never closed after a parse error",
            source: """
                let closing = screen.change("a", key: "k")
                print1️⃣(1
                """, message: "'(' is never closed"),
    ]

    @Test(arguments: cases)
    func errorIsAtMarker(_ testCase: Case) {
        let marked = Marked(testCase.source)
        let expected = Diagnostic.error(.json(""), at: marked.location(file: "main.swift"))
        do {
            let result = try BlockReader.read(marked.source, file: "main.swift", name: "main")
            Issue.record("no error; warnings: \(result.warnings.map(\.description))")
        } catch {
            #expect(error.location == expected.location)
            #expect(error.message == testCase.message)
            #expect(error.severity == .error)
            #expect(error.description == "main.swift:\(marked.line):\(marked.column): error: \(testCase.message)")
        }
    }
}
