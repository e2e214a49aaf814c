import Foundation
import Testing

@testable import LessonScript

/// Blocks that measure the Observation module: read as their own kind of block, run by the rules
/// the lessons measure (tracking per property read, the callback inside the first mutation, one
/// shot), and their lines checked like any other; anything else is named, not guessed.
@Suite("Observation blocks")
struct ObservationBlockTests {
    static let store = """
        import Observation

        @Observable
        final class Store {
            var items: [String] = ["a", "b"]
            var count = 0
            var flag: Bool = false
        }

        let store = Store()

        """

    static func read(_ body: String) throws -> ObservationBlock {
        let result = try BlockReader.read(Self.store + body, file: "o.swift", name: "o")
        #expect(result.scene == nil)
        return try #require(result.observation)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let body: String
        let lines: [String]
    }

    static let cases: [Case] = [
        Case(
            testDescription: "the callback runs inside the first mutation of a tracked property, before the next line",
            body: """
                withObservationTracking {
                    _ = store.count
                } onChange: {
                    print("tracked")
                }
                store.count += 1
                print("after")
                """, lines: ["tracked", "after"]),
        Case(
            testDescription: "tracking is one-shot: a second mutation prints no callback line",
            body: """
                withObservationTracking { _ = store.count } onChange: { print("tracked") }
                store.count += 1
                print("first")
                store.count = 5
                print("second")
                """, lines: ["tracked", "first", "second"]),
        Case(
            testDescription: "a mutation of an untracked property prints none",
            body: """
                withObservationTracking { _ = store.items } onChange: { print("tracked") }
                store.count += 1
                store.flag.toggle()
                print("untracked changed")
                store.items.removeFirst()
                print("tracked changed")
                """, lines: ["untracked changed", "tracked", "tracked changed"]),
        Case(
            testDescription: "a tracking of two properties fires once, for whichever changes first",
            body: """
                withObservationTracking {
                    _ = store.items.count
                    _ = store.flag
                } onChange: {
                    print("one")
                    print("two")
                }
                store.flag = true
                store.items.append("c")
                print("end")
                """, lines: ["one", "two", "end"]),
        Case(
            testDescription: "a tracking set up again sees the next change",
            body: """
                withObservationTracking { _ = store.count } onChange: { print("first tracking") }
                store.count += 1
                withObservationTracking { _ = store.count } onChange: { print("second tracking") }
                store.count += 1
                store.count += 1
                """, lines: ["first tracking", "second tracking"]),
    ]

    @Test(arguments: cases)
    func linesFollowTheRulesTheLessonsMeasure(_ testCase: Case) throws {
        #expect(try Self.read(testCase.body).lines == testCase.lines)
    }

    static let outside: [(String, String, Int)] = [
        ("func label() -> String { \"x\" }\n", "it is outside what the Observation reading runs", 12),
        (
            "withObservationTracking { _ = store.count } onChange: { print(\"\\(store.count)\") }\n",
            "a print of something other than a string literal", 12
        ),
        ("print(store.count)\n", "a print of something other than a string literal", 12),
        (
            "withObservationTracking { print(store.count) } onChange: { print(\"x\") }\n",
            "a tracked closure that does more than read properties (`_ = object.property`)", 12
        ),
        ("store.items.sorted()\n", "a call the Observation reading does not know to mutate the property", 12),
        ("store.total += 1\n", "a read of something that is not a stored property of Store", 12),
        (
            "withObservationTracking { _ = store.count } onChange: { print(\"a\") }\n"
                + "withObservationTracking { _ = store.count } onChange: { print(\"b\") }\nstore.count += 1\n",
            "a mutation two trackings see, whose callbacks' order is not modelled", 14
        ),
    ]

    @Test(arguments: outside)
    func aStatementOutsideTheSubsetIsNamedWithItsPlace(_ body: String, _ reason: String, _ line: Int) throws {
        // Line 11 sets up a tracking, which makes the block an Observation block; the statement is on line 12.
        let block = try Self.read("withObservationTracking { _ = store.flag } onChange: { print(\"t\") }\n" + body)
        guard case .outside(let found, let location) = block.reading else {
            Issue.record("read as \(block.reading)")
            return
        }
        #expect(found == reason)
        #expect(location.line == line)
    }

    @Test func aClassWithAComputedPropertyIsOutside() throws {
        let source = """
            @Observable final class Box {
                var value = 0
                var double: Int { value * 2 }
            }
            let box = Box()
            withObservationTracking { _ = box.value } onChange: { print("x") }

            """
        let observation = try #require(try BlockReader.read(source, file: "o.swift", name: "o").observation)
        #expect(
            observation.reading
                == .outside(reason: "a computed property", at: SourceLocation(file: "o.swift", line: 3, column: 21)))
    }

    /// The course's Observation blocks: every printed line checked, and `text` prints exactly
    /// the output block.
    @Test(arguments: ["11-observable-objects.md", "18-transitions.md"])
    func theCoursesObservationBlocksAreCheckedWhole(_ page: String) throws {
        let blocks = try PageReader.read(Fixtures.text(Fixtures.pageURL(page)), file: page, stem: "p")
        let observed = blocks.filter { $0.observation != nil }
        #expect(observed.count == 1)
        for block in observed {
            let output = try #require(block.output)
            #expect(block.observation?.lines == output.map(\.text))
            let check = try #require(block.check())
            #expect(check.matches && check.notChecked.isEmpty && check.checked == output.count)
            #expect(!block.warnings.contains { $0.severity == .warning }, "\(block.warnings)")
        }
    }
}
