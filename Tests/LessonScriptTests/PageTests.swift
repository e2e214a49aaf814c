import Foundation
import Testing

@testable import LessonScript

/// Lesson pages: every measurement block parses, and its text equals the page's output block.
struct PageTests {
    @Test func fixturesArePresent() {
        #expect(Fixtures.pageNames.count == 18)
    }

    @Test(arguments: Fixtures.pageNames)
    func pageTextMatchesOutputBlocks(_ page: String) throws {
        let document = try InputReader.read(path: Fixtures.pageURL(page).path)
        #expect(document.kind == .page)
        #expect(!document.pageBlocks.isEmpty)
        let stem = String(page.dropLast(3))
        for block in document.pageBlocks {
            let name = "\(stem)-\(block.index)"
            let output = try #require(block.output, "block \(block.index) has no output block")
            #expect(block.caption != nil)
            let check = try #require(block.check())
            #expect(check.matches, "\(name): \(check.mismatches.map(\.message))")
            // Every printed line is checked: counts and comparisons are computed, Observation blocks run.
            #expect(check.notChecked.isEmpty && check.checked == output.count, "\(name)")
            guard let scene = block.scene else { continue }
            #expect(scene.name == name)
            #expect(check.checked == scene.textLines().count, "\(name)")
            #expect(check.checked + check.notChecked.count == output.count, "\(name)")
        }
    }

    @Test(arguments: Fixtures.pageNames)
    func pageBlocksMatchTheirBlockFixtures(_ page: String) throws {
        let stem = String(page.dropLast(3))
        let document = try InputReader.read(path: Fixtures.pageURL(page).path)
        for block in document.pageBlocks {
            let name = "\(stem)-\(block.index)"
            let fixture = try BlockReader.read(Fixtures.text(Fixtures.blockURL(name)), file: "main.swift", name: name)
            #expect(block.scene == fixture.scene, "\(name)")
            #expect(block.warnings.count == fixture.warnings.count, "\(name)")
        }
    }

    static let page = """
        # A page

        ```swift
        // Source snippet: not a measurement
        import SwiftUI
        ```

        ```swift
        // main.swift — first
        let storage: [String: Storage] = ["k": .environment]
        let screen = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: storage)
        screen.change("one", key: "k")
        ```

        ```
        one: k changed | recomputed A environment | skipped none
        ```

        ```swift
        // main.swift
        print("no tree")
        ```
        Prose in between.
        ```
        not this block's output
        ```
        """

    @Test func pageLinesAndOutputsAreThePagesOwn() throws {
        let document = try InputReader.read(source: Self.page, file: "page.md", kind: .page)
        #expect(document.pageBlocks.count == 2)
        let first = document.pageBlocks[0]
        #expect(first.index == 1 && first.line == 9 && first.caption == "first")
        #expect(first.scene?.name == "page-1")
        #expect(first.scene?.changes.first?.location == SourceLocation(file: "page.md", line: 12, column: 1))
        #expect(
            first.output == [OutputLine(line: 16, text: "one: k changed | recomputed A environment | skipped none")])
        let second = document.pageBlocks[1]
        #expect(second.index == 2 && second.scene == nil && second.output == nil && second.caption == nil)
        #expect(
            second.warnings.map(\.description) == [
                "page.md:21:1: warning: statement not modelled: print(\"no tree\")",
                "page.md:20:1: warning: block has no view tree; no scene is made from it",
            ])
        #expect(document.scenes.count == 1)
        #expect(document.warnings.count == 2)
    }

    @Test func aPageWithCRLFLineEndingsReadsAsWithLF() throws {
        let lf = try InputReader.read(source: Self.page, file: "page.md", kind: .page)
        let crlf = try InputReader.read(
            source: Self.page.replacingOccurrences(of: "\n", with: "\r\n"), file: "page.md", kind: .page)
        #expect(crlf.pageBlocks.map(\.line) == lf.pageBlocks.map(\.line))
        #expect(crlf.pageBlocks.map(\.caption) == lf.pageBlocks.map(\.caption))
        #expect(crlf.pageBlocks.map(\.output) == lf.pageBlocks.map(\.output))
        #expect(crlf.scenes.map { $0.textLines() } == lf.scenes.map { $0.textLines() })
        #expect(crlf.scenes.first?.changes.first?.location == SourceLocation(file: "page.md", line: 12, column: 1))
        #expect(crlf.warnings.map(\.description) == lf.warnings.map(\.description))
        // Mixed: one CR LF line early on shifts no later line.
        let mixed = Self.page.replacingOccurrences(of: "first\n", with: "first\r\n")
        #expect(
            try InputReader.read(source: mixed, file: "page.md", kind: .page).warnings.map(\.description)
                == lf.warnings.map(\.description))
    }

    @Test func pageErrorsCarryPageLines() {
        let source = "text\n\n```swift\n// main.swift — bad\nlet s: [String: Storage] = [\"k\": .binding(x)]\n```\n"
        #expect(
            throws: Diagnostic.error(
                .unknownStorageKind("binding"), at: SourceLocation(file: "p.md", line: 5, column: 35))
        ) {
            try InputReader.read(source: source, file: "p.md", kind: .page)
        }
    }
}
