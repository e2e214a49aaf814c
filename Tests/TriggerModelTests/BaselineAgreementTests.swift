import BaselineModel
import Testing
import TriggerModel

private let shapes: [(seed: UInt64, parentWindow: Int?)] = [
    (1, nil), (2, nil), (3, nil), (4, 8), (5, 8), (6, 2), (7, 1), (8, 3),
]

/// The indexed model prints what the course core prints, on generated trees of many shapes.
@Test(arguments: shapes)
func modelAgreesWithTheCoreOnGeneratedTrees(seed: UInt64, parentWindow: Int?) throws {
    let synthetic = SyntheticTree(count: 300, keyCount: 24, parentWindow: parentWindow, seed: seed)
    let tree = try synthetic.model()
    let baseline = synthetic.baseline
    var outcomes: [Outcome] = []
    var hits: [BaselineRecompute] = []
    for key in synthetic.keys {
        let outcome = tree.change("change-\(key)", key: key)
        let expected = baseline.change("change-\(key)", key: key)
        #expect(outcome.textLine == expected.line)
        outcomes.append(outcome)
        hits += expected.hits
    }
    #expect(CauseCounts(outcomes).textLines == baselineCountCauses(hits))
}

/// The agreement above says little unless the generated trees produce every cause.
@Test func generatedTreesExerciseEveryCause() throws {
    var causes = Set<Cause>()
    for shape in shapes {
        let synthetic = SyntheticTree(count: 300, keyCount: 24, parentWindow: shape.parentWindow, seed: shape.seed)
        let tree = try synthetic.model()
        for key in synthetic.keys { causes.formUnion(tree.change("c", key: key).recomputed.map(\.cause)) }
    }
    #expect(causes == Set(Cause.allCases))
}
