import Foundation
import LessonScript
import Publishing
import TemporaryFolders
import Testing

/// A run holds its blocks to the layout budget only when its writer lays them out.
@Suite("Layout budget of a run")
struct LayoutBudgetTests {
    @Test func aWriterThatLaysNothingOutIsHeldToNoBudget() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let block = folder.appendingPathComponent("b.swift")
        #expect(try InputReader.read(source: Self.source, file: block.path, kind: .block).scenes.count == 1)
        try Data(Self.source.utf8).write(to: block)
        var run = PublishingRun(output: folder.appendingPathComponent("out"))
        run.sync = false
        run.limits.maxLayoutCost = 1
        var dot = FrameWriter(formats: [.dot])
        #expect(!dot.laysOut)
        let manifest = try run.publish([block.path], with: &dot)
        #expect(manifest.allFiles.contains { $0.format == "dot" })
        var svg = FrameWriter(formats: [.svg])
        #expect(throws: PublishingError.self) { try run.publish([block.path], with: &svg) }
    }

    static let source = """
        let storage: [String: Storage] = ["k": .state(owner: "A")]
        let tree = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: storage)
        let c0 = tree.change("tap", key: "k")
        """
}
