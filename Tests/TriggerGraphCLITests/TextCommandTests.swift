import CourseFixtures
import Foundation
import Testing

@testable import TriggerGraphCLI

/// The course blocks, each with the lines the core printed for it.
struct Block: Sendable, CustomTestStringConvertible {
    let name: String
    var testDescription: String { name }

    var source: URL { Course.block(name) }
    var expected: String {
        get throws { try String(contentsOf: Course.expected(name), encoding: .utf8) }
    }

    static let all: [Block] = Course.blockNames.map(Block.init)
}

@Test func everyCourseBlockIsThere() {
    #expect(Block.all.count == 44)
}

/// Every line of every course block is answerable (changes, counts, computed prints, Observation
/// blocks), so `text` is the block's whole output.
@Test(arguments: Block.all)
func textReproducesTheCourseByteForByte(_ block: Block) throws {
    let run = triggergraph("text", block.source.path)
    #expect(run.status == 0)
    #expect(run.out == (try block.expected))
    // Warnings name statements the model does not run; they never reach standard output.
    #expect(!run.out.contains("warning"))
}

@Test func jsonCarriesOutcomesAndCounts() throws {
    let run = triggergraph("text", "--json", Block(name: "03-stack-layouts-2").source.path)
    #expect(run.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any]
    let block = try #require(((object?["inputs"] as? [[String: Any]])?.first?["blocks"] as? [[String: Any]])?.first)
    let changes = try #require(block["changes"] as? [[String: Any]])
    #expect(changes.count == 2)
    let recomputed = try #require(changes[0]["recomputed"] as? [[String: String]])
    #expect(recomputed == [["view": "PhotoLayer", "cause": "local"], ["view": "PhotoOverlay", "cause": "off-rule"]])
    #expect(changes[0]["skipped"] as? [String] == ["PhotoStack"])
    let counts = try #require((block["counts"] as? [[String: Int]])?.first)
    #expect(counts["local"] == 2 && counts["off-rule"] == 1 && counts["parent"] == 0)
}

@Test func aDashReadsTheBlockFromStandardInput() throws {
    let block = Block(name: "09-local-state-2")
    let capture = Capture()
    let status = TriggerGraphCLI.run(
        ["text", "-"], console: capture.console(stdin: try Data(contentsOf: block.source)))
    #expect(status == 0)
    #expect(capture.result.out == triggergraph("text", block.source.path).out)
    #expect(capture.result.out.hasPrefix("tapped: tapCount changed | recomputed DashboardView local"))
}
