import Foundation
import Testing

@testable import LessonScript

/// Every course block: the scene's text is what the block prints through the core, line for line.
struct GoldenBlockTests {
    /// Blocks whose non-modelled statements must be named in warnings, with how many.
    /// None: the prints of counts and comparisons are computed, and the Observation blocks run.
    static let expectedWarnings: [String: Int] = [:]

    /// Blocks whose output has lines printed by statements the model does not run, with how many:
    /// none in the course.
    static let notModelledLines: [String: Int] = [:]

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
        let check =
            result.observation.map { OutputCheck(observation: $0, output: output, end: output.count + 1) }
            ?? OutputCheck(scene: result.scene, warnings: result.warnings, output: output, end: output.count + 1)
        #expect(check.matches, "\(check.mismatches.map(\.message))")
        #expect(check.checked == result.scene?.textLines().count ?? result.observation?.lines?.count ?? 0)
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
    @Test func anObservationBlockIsRunAndWarnsOfNothing() throws {
        let name = "18-transitions-2"
        let result = try BlockReader.read(Fixtures.text(Fixtures.blockURL(name)), file: "main.swift", name: name)
        #expect(result.scene == nil)
        #expect(result.observation?.lines == ["unreadCount changed", "tracked property changed", "messages changed"])
        #expect(result.warnings.isEmpty, "\(result.warnings.map(\.description))")
    }

    @Test func anObservationBlockOutsideTheSubsetSaysWhere() throws {
        let name = "18-transitions-2"
        let source = Fixtures.text(Fixtures.blockURL(name)).replacingOccurrences(
            of: "store.unreadCount += 1", with: "store.unreadCount.advance()")
        let result = try BlockReader.read(source, file: "main.swift", name: name)
        #expect(result.observation?.lines == nil)
        #expect(
            result.warnings.map(\.description) == [
                "main.swift:19:1: warning: Observation block not run from here: a call the Observation reading "
                    + "does not know to mutate the property; its printed lines are not checked"
            ])
    }
}
