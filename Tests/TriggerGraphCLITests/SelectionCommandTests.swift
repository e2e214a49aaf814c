import CourseFixtures
import Foundation
import TemporaryFolders
import Testing

/// `--block`, `--change`, `--name` and `-o` as every command that writes or picks a block takes them.
@Suite("Selecting and naming what a run draws")
struct SelectionCommandTests {
    static let page = Course.page("09-local-state.md").path
    static let block = Course.block("01-declarative-syntax-1").path

    @Test(arguments: [
        BadRun(name: "render -o ''", arguments: ["render", block, "-o", ""], status: 64, message: "-o needs a folder"),
        BadRun(
            name: "animate -o ''", arguments: ["animate", block, "-o", ""], status: 64, message: "-o needs a folder"),
        BadRun(
            name: "a block past the page's", arguments: ["render", page, "--block", "4", "-o", "/tmp/tg-x"], status: 64,
            message: "no block 4 in \(page): valid blocks are 1-3"),
        BadRun(
            name: "a change past the block's", arguments: ["animate", block, "--change", "2,7-9", "-o", "/tmp/tg-x"],
            status: 64,
            message: "no change 7 in block 01-declarative-syntax-1: valid changes are 1-6"),
        BadRun(
            name: "a change list of another form", arguments: ["render", block, "--change", "3-1", "-o", "/tmp/tg-x"],
            status: 64,
            message: "--change takes numbers and ranges from 1 to 2147483647, such as 2,4-6"),
        BadRun(
            name: "--block with two inputs", arguments: ["render", page, block, "--block", "1", "-o", "/tmp/tg-x"],
            status: 64,
            message: "--block picks a block of one input; 2 were given"),
        BadRun(
            name: "--name with two inputs", arguments: ["render", page, block, "--name", "x", "-o", "/tmp/tg-x"],
            status: 64,
            message: "--name names one input; 2 were given"),
        BadRun(
            name: "scene of a page with several blocks", arguments: ["scene", page], status: 64,
            message: "\(page) has 3 blocks with a tree; pick one with --block K: 1 (\(page):"),
        BadRun(
            name: "dot of a page with several blocks", arguments: ["dot", page], status: 64,
            message: "\(page) has 3 blocks with a tree; pick one with --block K: 1 (\(page):"),
        BadRun(
            name: "dot of a block past the page's", arguments: ["dot", page, "--block", "5"], status: 64,
            message: "no block 5 in \(page): valid blocks are 1-3"),
    ])
    func aSelectionOutOfRangeIsAUsageError(_ example: BadRun) {
        let run = triggergraph(example.arguments)
        #expect(run.status == example.status)
        #expect(run.err.split(separator: "\n").last?.contains(example.message) == true, "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/tg-x"), "nothing was made")
    }

    @Test func aPageBlockWithoutATreeIsNamedAsSuch() {
        let page = Course.page("18-transitions.md").path
        let run = triggergraph("scene", page, "--block", "2")
        #expect(run.status == 64)
        #expect(run.err.contains("block 2 has no view tree"), "\(run.err)")
        #expect(triggergraph("scene", page, "--block", "3").out.contains(#""name": "18-transitions-3""#))
    }

    @Test func blockAndChangeDrawOnlyWhatTheyName() throws {
        let output = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let run = triggergraph(
            "render", Self.page, "--block", "2", "--change", "1", "-o", output.path, "--format", "dot")
        #expect(run.status == 0, "\(run.err)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == [
                "09-local-state-2", "manifest.json",
            ])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("09-local-state-2").path)
                .count == 1)
        let animation = triggergraph(
            "animate", Self.block, "--change", "6,2", "--name", "Счётчик", "-o", output.path, "--format", "html")
        #expect(animation.status == 0, "\(animation.err)")
        let flipbook = try String(contentsOf: output.appendingPathComponent("Счётчик.html"), encoding: .utf8)
        #expect(flipbook.contains(#"id="tg-Счётчик-f02""#) && !flipbook.contains(#"id="tg-Счётчик-f03""#))
        let sixth = try #require(flipbook.range(of: "dark-mode: colorScheme changed"))
        let second = try #require(flipbook.range(of: "row-expanded: isExpanded changed"))
        #expect(sixth.lowerBound < second.lowerBound, "the changes in the order given")
        #expect(!flipbook.contains("filter-selected: filter changed"))
    }

    @Test func dotAndSceneTakeTheOnlyBlockOfAPageWithOne() throws {
        let page = Course.page("01-declarative-syntax.md").path
        // Two measurement blocks, both with a tree: --block is needed.
        #expect(triggergraph("dot", page).status == 64)
        #expect(triggergraph("dot", page, "--block", "2").out.hasPrefix("digraph"))
    }
}
