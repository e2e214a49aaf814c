import Testing

@testable import LessonScript

/// A JSON object costs time linear in its members wherever it is (issue 25: 150,000 members took
/// 35 s, 500,000 storage keys ran past 120 s). The bound is far above a linear debug build's
/// time and far below what a member compared with every earlier one would take; the README
/// gives release timings.
@Suite("JSON in linear time")
struct JSONScaleTests {
    static let count = 200_000

    /// A scene whose first tree's storage has `count` keys, `storage` wrapped around them.
    static func scene(storageMembers: String) -> String {
        #"{"version": 1, "trees": [{"name": "t", "storage": {\#(storageMembers)}, "#
            + #""nodes": [{"name": "A", "parent": null, "reads": ["k0"]}]}], "steps": []}"#
    }

    @Test func manyStorageKeysAreReadInSeconds() throws {
        let members = (0..<Self.count).map { #""k\#($0)": {"kind": "environment"}"# }.joined(separator: ",")
        let clock = ContinuousClock()
        var scene: Scene?
        let elapsed = try clock.measure { scene = try Scene(json: Self.scene(storageMembers: members), file: "s.json") }
        #expect(scene?.trees.first?.tree.storage.count == Self.count)
        #expect(elapsed < .seconds(60), "\(elapsed)")
    }

    @Test func manyMembersOfAnUnknownFieldAreRefusedInSeconds() {
        let members = (0..<Self.count).map { #""m\#($0)": 0"# }.joined(separator: ",")
        let json = #"{"version": 1, "x": {\#(members)}, "trees": [], "steps": []}"#
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(throws: Diagnostic.self) { try Scene(json: json, file: "s.json") }
        }
        #expect(elapsed < .seconds(60), "\(elapsed)")
    }

    @Test func aRepeatedMemberIsStillFoundAmongMany() {
        let members = (0..<Self.count).map { #""m\#($0)": 0"# }.joined(separator: ",")
        let json = #"{"version": 1, "x": {\#(members), "m7": 1}}"#
        #expect {
            try Scene(json: json, file: "s.json")
        } throws: { error in
            (error as? Diagnostic)?.message.contains("member 'm7' appears twice") == true
        }
    }

    @Test func manyTreesAndChangesFindTheirTreesInSeconds() throws {
        let trees = (0..<20_000).map {
            #"{"name": "t\#($0)", "storage": {"k": {"kind": "environment"}}, "#
                + #""nodes": [{"name": "A", "parent": null, "reads": ["k"]}]}"#
        }
        let steps = (0..<20_000).map { #"{"step": "change", "tree": "t\#(19_999 - $0)", "label": "c", "key": "k"}"# }
        let json =
            #"{"version": 1, "trees": [\#(trees.joined(separator: ","))], "#
            + #""steps": [\#(steps.joined(separator: ","))]}"#
        let clock = ContinuousClock()
        var scene: Scene?
        let limits = InputLimits(maxChanges: 20_000)
        let elapsed = try clock.measure { scene = try Scene(json: json, file: "s.json", limits: limits) }
        #expect(scene?.trees.count == 20_000 && scene?.steps.count == 20_000)
        #expect(elapsed < .seconds(60), "\(elapsed)")
    }
}
