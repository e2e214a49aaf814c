import Testing
import TriggerModel

@testable import LessonScript

/// A block's changes are bounded, and so is what drawing it writes, views × changes (issue 47:
/// 2,000 views × 2,000 changes, a 266 KB input, wrote 5 GB). Both are errors at the first change
/// past the limit, naming the block and the option that raises the limit.
@Suite("Change limit and output budget")
struct ChangeLimitTests {
    /// A block of one tree of `views` views (a root and its children) and `changes` changes, the
    /// `marked`-th (from 1) marked with `1️⃣`.
    static func block(views: Int, changes: Int, marked: Int? = nil) -> String {
        let nodes = (0..<views).map { "ViewNode(\"V\($0)\", parent: \($0 == 0 ? "nil" : "\"V0\""), reads: [\"k\"])" }
        var lines = ["let t = ViewTree(nodes: [\(nodes.joined(separator: ", "))], storage: [\"k\": .environment])"]
        for index in 1...changes {
            lines.append("\(index == marked ? "1️⃣" : "")t.change(\"c\(index)\", key: \"k\")")
        }
        return lines.joined(separator: "\n")
    }

    /// The same as a JSON scene named `big`, one step a line.
    static func scene(views: Int, changes: Int, marked: Int? = nil) -> String {
        let nodes = (0..<views).map {
            #"{"name": "V\#($0)", "parent": \#($0 == 0 ? "null" : #""V0""#), "reads": ["k"]}"#
        }
        let steps = (1...changes).map {
            "\($0 == marked ? "1️⃣" : "")" + #"{"step": "change", "tree": "t", "label": "c\#($0)", "key": "k"}"#
        }
        return #"{"version": 1, "name": "big", "trees": [{"name": "t", "storage": {"k": {"kind": "environment"}}, "#
            + #""nodes": [\#(nodes.joined(separator: ", "))]}], "steps": [\#n\#(steps.joined(separator: ",\n"))]}"#
    }

    static let tooMany =
        #"block "counter" has 1001 changes; the limit is 1000"#

    @Test func aBlockOfMoreChangesThanTheLimitIsRefusedAtTheFirstPastIt() {
        let marked = Marked(Self.block(views: 2, changes: 1_001, marked: 1_001))
        do {
            _ = try InputReader.read(source: marked.source, file: "counter.swift", kind: .block)
            Issue.record("no error")
        } catch {
            #expect(error.description == "counter.swift:\(marked.line):\(marked.column): error: \(Self.tooMany)")
        }
        // Raised, it is read; at the limit, it is read without raising it.
        let raised = try? InputReader.read(
            source: marked.source, file: "counter.swift", kind: .block, limits: InputLimits(maxChanges: 1_001))
        #expect(raised?.scenes.first?.changes.count == 1_001)
        let atTheLimit = Self.block(views: 2, changes: 1_000)
        #expect((try? InputReader.read(source: atTheLimit, file: "counter.swift", kind: .block)) != nil)
    }

    @Test func aSceneOfMoreChangesThanTheLimitIsRefusedAtTheFirstPastIt() {
        let marked = Marked(Self.scene(views: 2, changes: 5, marked: 4))
        do {
            _ = try InputReader.read(
                source: marked.source, file: "s.json", kind: .json, limits: InputLimits(maxChanges: 3))
            Issue.record("no error")
        } catch {
            #expect(
                error.description
                    == "s.json:\(marked.line):\(marked.column): error: block \"big\" has 5 changes; the limit is 3")
        }
    }

    @Test func aPageBlockPastTheLimitIsNamedAfterThePage() {
        let marked = Marked("# P\n\n```swift\n// main.swift\n\(Self.block(views: 1, changes: 3, marked: 3))\n```\n")
        #expect(
            throws: Diagnostic.error(
                .tooManyChanges(block: "p-1", count: 3, limit: 2), at: marked.location(file: "p.md"))
        ) {
            try InputReader.read(source: marked.source, file: "p.md", kind: .page, limits: InputLimits(maxChanges: 2))
        }
    }

    /// 2,000 views × 26 changes is 52,000 views drawn, past the default budget of 50,000 at the
    /// 26th change; 25 changes are within it.
    @Test func aBlockOverTheOutputBudgetIsRefusedWhereItIsDrawn() {
        let marked = Marked(Self.scene(views: 2_000, changes: 26, marked: 26))
        do {
            _ = try InputReader.read(source: marked.source, file: "s.json", kind: .json, limits: .drawing)
            Issue.record("no error")
        } catch {
            #expect(
                error.description
                    == "s.json:\(marked.line):\(marked.column): error: block \"big\" would draw 2000 views in each "
                    + "of its 26 frames, 52000 in all (views × changes); the output budget is 50000")
        }
        // Not drawn (`text`, `check`), it has no budget; within the budget, it is read.
        #expect((try? InputReader.read(source: marked.source, file: "s.json", kind: .json)) != nil)
        let within = Self.scene(views: 2_000, changes: 25)
        #expect((try? InputReader.read(source: within, file: "s.json", kind: .json, limits: .drawing)) != nil)
    }

    @Test func theBudgetCountsTheViewsOfTheTreesTheChangesUse() throws {
        // Two trees sharing a view: three distinct views; a tree no change uses is not drawn.
        let source = """
            let a = ViewTree(nodes: [ViewNode("R", parent: nil, reads: ["k"]), ViewNode("A", parent: "R", reads: [])], storage: ["k": .environment])
            let b = ViewTree(nodes: [ViewNode("R", parent: nil, reads: ["k"]), ViewNode("B", parent: "R", reads: [])], storage: ["k": .environment])
            let c = ViewTree(nodes: [\((0..<50).map { "ViewNode(\"C\($0)\", parent: nil, reads: [])" }.joined(separator: ", "))], storage: [:])
            a.change("one", key: "k")
            1️⃣b.change("two", key: "k")
            """
        let marked = Marked(source)
        #expect(
            throws: Diagnostic.error(
                .outputTooLarge(block: "counter", views: 3, changes: 2, limit: 5),
                at: marked.location(file: "counter.swift"))
        ) {
            try InputReader.read(
                source: marked.source, file: "counter.swift", kind: .block, limits: InputLimits(maxOutput: 5))
        }
        #expect(
            (try? InputReader.read(
                source: marked.source, file: "counter.swift", kind: .block, limits: InputLimits(maxOutput: 6))) != nil)
    }

    /// A library may set any limit to `Int.max`: nothing adds to it or multiplies it unchecked
    /// (`maxNodes + 1` crashed the parser, issue 47).
    @Test func limitsOfIntMaxReadAsUnlimited() throws {
        let limits = InputLimits(
            maxNodes: .max, maxNameBytes: .max, maxInputBytes: .max, maxCaptionBytes: .max, maxPageBlocks: .max,
            maxLayoutCost: .max, maxChanges: .max, maxOutput: .max)
        let block = try InputReader.read(
            source: Self.block(views: 3, changes: 2), file: "counter.swift", kind: .block, limits: limits)
        #expect(block.scenes.first?.changes.count == 2)
        let scene = try InputReader.read(
            source: Self.scene(views: 3, changes: 2), file: "s.json", kind: .json, limits: limits)
        #expect(scene.scenes.first?.changes.count == 2)
    }

    /// The changes are kept beside the steps, not gathered again at each use (issue 47: they
    /// were gathered once per frame planned, 16.5 s for 20,000 changes before the first frame).
    @Test func theChangesFollowTheSteps() throws {
        var scene = try #require(
            try InputReader.read(source: Self.block(views: 1, changes: 3), file: "counter.swift", kind: .block).scenes
                .first)
        #expect(scene.changes.map(\.change.label) == ["c1", "c2", "c3"])
        scene.steps =
            Array(scene.steps.suffix(1)) + [.count(CountRequest(changes: [0], location: scene.changes[0].location))]
        #expect(scene.changes.map(\.change.label) == ["c3"])
        #expect(scene.textLines().count == 5)
    }

    /// The lines are made a step at a time, a count adding up its changes' own counts.
    @Test func printedStepsAreTheLinesOfEachStep() throws {
        let source =
            Self.block(views: 3, changes: 2) + "\nlet r = [t.change(\"c3\", key: \"k\")].flatMap { $0 }\ncountCauses(r)"
        let scene = try #require(try InputReader.read(source: source, file: "counter.swift", kind: .block).scenes.first)
        let steps = Array(scene.printedSteps)
        #expect(steps.map(\.lines.count) == [1, 1, 1, 4])
        #expect(steps.map { $0.outcome != nil } == [true, true, true, false])
        #expect(steps[3].lines == CauseCounts(scene.outcomes().suffix(1)).textLines)
        #expect(scene.textLines() == steps.flatMap(\.lines))
    }
}
