import Foundation
import Testing

@testable import LessonScript

/// Every course block: the scene's text is what the block prints through the core, line for line.
struct GoldenBlockTests {
    /// Blocks whose non-modelled statements must be named in warnings, with how many.
    static let expectedWarnings: [String: Int] = [
        "11-observable-objects-2": 11,  // ten statements of Observation code, and "no tree"
        "16-gestures-2": 1,  // print(recomputes.count)
        "18-transitions-2": 9,  // eight statements of Observation code, and "no tree"
        "18-transitions-3": 1,  // print(closing.count == closed.count)
        "19-accessibility-2": 1,  // print(recomputes.count)
    ]

    /// Blocks whose output has lines printed by statements the model does not run, with how many.
    static let notModelledLines: [String: Int] = [
        "11-observable-objects-2": 4,
        "16-gestures-2": 1,
        "18-transitions-2": 3,
        "18-transitions-3": 1,
        "19-accessibility-2": 1,
    ]

    /// Blocks of Observation code only: they print, but build no view tree.
    static let withoutTree: Set<String> = ["11-observable-objects-2", "18-transitions-2"]

    @Test func fixturesArePresent() {
        #expect(Fixtures.blockNames.count == 44)
    }

    @Test(arguments: Fixtures.blockNames)
    func textMatchesExpected(_ name: String) throws {
        let source = Fixtures.text(Fixtures.blockURL(name))
        let expected = Fixtures.text(Fixtures.expectedURL(name))
        let result = try BlockReader.read(source, file: "\(name)/main.swift", name: name)
        let lines = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast()
        let output = lines.enumerated().map { OutputLine(line: $0.offset + 1, text: $0.element) }
        let check = OutputCheck(scene: result.scene, warnings: result.warnings, output: output, end: output.count + 1)
        #expect(check.matches, "\(check.mismatches.map(\.message))")
        #expect(check.checked == result.scene?.textLines().count ?? 0)
        #expect(check.notChecked.count == Self.notModelledLines[name, default: 0], "\(check.notChecked)")
        #expect(
            result.warnings.count == Self.expectedWarnings[name, default: 0], "\(result.warnings.map(\.description))")
        #expect(result.warnings.allSatisfy { $0.severity == .warning })
        if !Self.withoutTree.contains(name) {
            #expect(result.scene?.name == name)
            #expect(result.scene?.caption != nil)
        }
    }
}

extension GoldenBlockTests {
    @Test func observationBlockWarningsNameEachStatement() throws {
        let name = "18-transitions-2"
        let result = try BlockReader.read(Fixtures.text(Fixtures.blockURL(name)), file: "main.swift", name: name)
        #expect(result.scene == nil)
        #expect(
            result.warnings.map(\.description) == [
                "main.swift:3:1: warning: statement not modelled: import Observation",
                "main.swift:5:1: warning: statement not modelled: @Observable final class InboxStore { … }",
                "main.swift:11:1: warning: statement not modelled: let store = InboxStore()",
                "main.swift:13:1: warning: statement not modelled: withObservationTracking { … } onChange: { … }",
                "main.swift:19:1: warning: statement not modelled: store.unreadCount += 1",
                "main.swift:21:1: warning: statement not modelled: print(\"unreadCount changed\")",
                "main.swift:23:1: warning: statement not modelled: store.messages.removeFirst()",
                "main.swift:25:1: warning: statement not modelled: print(\"messages changed\")",
                "main.swift:1:1: warning: block has no view tree; no scene is made from it",
            ])
    }
}
