import LessonScript
import TriggerModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The outcomes of every block as JSON, for page tooling (`triggergraph text --json`).
public struct OutcomeReport: Encodable {
    struct Input: Encodable {
        let file: String
        let blocks: [Block]
    }

    struct Block: Encodable {
        let name: String
        let caption: String?
        let changes: [ChangeOutcome]
        let counts: [Counts]
        /// What the block prints, in order.
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

    /// The report of inputs already read, each under its path.
    /// - Parameter loaded: The inputs, read.
    public init(_ loaded: [LoadedInput]) {
        inputs = loaded.map { input in
            Input(file: input.path, blocks: input.document.scenes.map(Self.block))
        }
    }

    private static func block(_ scene: Scene) -> Block {
        let outcomes = scene.outcomes()
        let changes = zip(scene.changes, outcomes).map { change, outcome in
            ChangeOutcome(
                tree: scene.trees[change.tree].name,
                label: outcome.change.label,
                key: outcome.change.key,
                recomputed: outcome.recomputed.map { View(view: $0.view, cause: $0.cause.rawValue) },
                skipped: outcome.skipped,
                line: outcome.textLine
            )
        }
        let counts = scene.steps.compactMap { step -> Counts? in
            guard case .count(let request) = step else { return nil }
            let totals = CauseCounts(request.changes.map { outcomes[$0] })
            return Counts(
                local: totals[.local], parent: totals[.parent], observed: totals[.observed],
                environment: totals[.environment], offRule: totals[.offRule], outOfScope: totals[.outOfScope]
            )
        }
        return Block(
            name: scene.name, caption: scene.caption, changes: changes, counts: counts, lines: scene.textLines())
    }

    /// The report as JSON: two-space indent, keys sorted.
    public func jsonText() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and integers cannot fail.
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }
}
