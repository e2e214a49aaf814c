import CourseFixtures
import Foundation
import LessonScript
import Publishing
import Testing
import TriggerModel

/// `text --json` is made a change at a time and printed in pieces (issue 47: 2,000 views ×
/// 100,000 changes took 8 GB, held whole before the first byte was printed), and says what
/// `JSONEncoder` said of the same outcomes, byte for byte.
@Suite("Outcome report")
struct OutcomeReportTests {
    /// The report as it was encoded: the outcomes held whole, then `JSONEncoder`.
    struct Encoded: Encodable {
        struct Input: Encodable {
            let file: String
            let blocks: [Block]
        }
        struct Block: Encodable {
            let name: String
            let caption: String?
            let changes: [ChangeOutcome]
            let counts: [Counts]
            let lines: [String]
        }
        struct ChangeOutcome: Encodable {
            let tree: String
            let label: String
            let key: String
            let recomputed: [View]
            let skipped: [String]
            let line: String
        }
        struct View: Encodable {
            let view: String
            let cause: String
        }
        struct Counts: Encodable {
            let local: Int
            let parent: Int
            let observed: Int
            let environment: Int
            let offRule: Int
            let outOfScope: Int
            enum CodingKeys: String, CodingKey {
                case local, parent, observed, environment
                case offRule = "off-rule"
                case outOfScope = "out-of-scope"
            }
        }
        let version = 1
        let inputs: [Input]

        init(_ loaded: [LoadedInput]) {
            inputs = loaded.map { Input(file: $0.path, blocks: $0.document.scenes.map(Self.block)) }
        }

        static func block(_ scene: Scene) -> Block {
            let outcomes = scene.outcomes()
            let changes = zip(scene.changes, outcomes).map { change, outcome in
                ChangeOutcome(
                    tree: scene.trees[change.tree].name, label: outcome.change.label, key: outcome.change.key,
                    recomputed: outcome.recomputed.map { View(view: $0.view, cause: $0.cause.rawValue) },
                    skipped: outcome.skipped, line: outcome.textLine)
            }
            let counts = scene.steps.compactMap { step -> Counts? in
                guard case .count(let request) = step else { return nil }
                let totals = CauseCounts(request.changes.map { outcomes[$0] })
                return Counts(
                    local: totals[.local], parent: totals[.parent], observed: totals[.observed],
                    environment: totals[.environment], offRule: totals[.offRule], outOfScope: totals[.outOfScope])
            }
            return Block(
                name: scene.name, caption: scene.caption, changes: changes, counts: counts, lines: scene.textLines())
        }

        var text: String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
        }
    }

    @Test func theReportIsWhatTheEncoderWroteOfTheCourse() throws {
        let paths = Course.blockNames.map { Course.block($0).path } + Course.pageNames.map { Course.page($0).path }
        let inputs = try Inputs.load(paths)
        #expect(OutcomeReport(inputs).jsonText() == Encoded(inputs).text)
        // A block with no change, a page, no input at all.
        let small = [try SmallInputs.block(at: "/a/x.swift", changes: 0), try SmallInputs.page(at: "/a/p.md")].map {
            LoadedInput(path: $0.path, document: $0.document)
        }
        #expect(OutcomeReport(small).jsonText() == Encoded(small).text)
        #expect(OutcomeReport([]).jsonText() == Encoded([]).text)
    }

    @Test func theReportComesInPiecesAsItIsMade() throws {
        // 40 views in each of 2,000 changes: some 2 MB of JSON.
        let nodes = (0..<40).map { #"{"name": "V\#($0)", "parent": \#($0 == 0 ? "null" : #""V0""#), "reads": ["k"]}"# }
        let steps = (1...2_000).map { #"{"step": "change", "tree": "t", "label": "c/\#($0)", "key": "k"}"# }
        let json =
            #"{"version": 1, "name": "big", "caption": "a \"big\" / block", "trees": [{"name": "t", "storage": "#
            + #"{"k": {"kind": "state", "owner": "V0"}}, "nodes": [\#(nodes.joined(separator: ", "))]}], "#
            + #""steps": [\#(steps.joined(separator: ",")), {"step": "count", "changes": [1, 2, 2000]}]}"#
        let document = try InputReader.read(
            source: json, file: "big.json", kind: .json, limits: InputLimits(maxChanges: 2_000))
        let inputs = [LoadedInput(path: "big.json", document: document)]
        var pieces: [[UInt8]] = []
        OutcomeReport(inputs).write { pieces.append($0) }
        #expect(pieces.count > 20)
        // Each piece is taken once it passes 64 KB, between two elements: never much past it.
        #expect(pieces.allSatisfy { $0.count < 70_000 }, "\(pieces.map(\.count).max() ?? 0)")
        #expect(String(decoding: pieces.joined(), as: UTF8.self) == Encoded(inputs).text)
    }
}
