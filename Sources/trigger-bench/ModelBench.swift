import BaselineModel
import TriggerModel

/// TriggerModel's change against the course core's algorithm on generated trees.
enum ModelBench {
    static func run(sizes: [Int]) throws {
        print("== model: one change, TriggerModel vs the course core's algorithm (best of repeated runs)")
        let widths = [8, 8, 12, 12, 10, 12]
        row(["views", "changes", "core", "model", "ratio", "model build"], widths: widths)
        for size in sizes {
            let synthetic = SyntheticTree(count: size, keyCount: 64, seed: 7)
            let baseline = synthetic.baseline
            var tree: ViewTree?
            let build = try measure(budget: 0.3) { tree = try makeModel(synthetic) }
            guard let tree else { continue }
            // Every kind of key: state, model, environment and one missing from the table.
            let keys = Array(synthetic.keys.prefix(16))
            for key in keys {
                precondition(tree.change("bench", key: key).textLine == baseline.change("bench", key: key).line)
            }
            let core = measure(budget: 2.0) {
                for key in keys { _ = baseline.change("bench", key: key) }
            }
            let model = measure(budget: 1.0) {
                for key in keys { _ = tree.change("bench", key: key) }
            }
            let perCore = core / Double(keys.count)
            let perModel = model / Double(keys.count)
            row([
                "\(size)", "\(keys.count)", formatted(perCore), formatted(perModel),
                String(format: "%.1f×", perCore / perModel), formatted(build),
            ], widths: widths)
        }
        print("ratio = core time / model time per change; the same text line was checked for every change first.")
    }

    static func makeModel(_ synthetic: SyntheticTree) throws -> ViewTree {
        try ViewTree(
            nodes: synthetic.nodes.map { ViewNode($0.name, parent: $0.parent, reads: $0.reads) },
            storage: synthetic.storage.mapValues { kind in
                switch kind {
                case .state(let owner): return .state(owner: owner)
                case .model(let object): return .model(object: object)
                case .environment: return .environment
                }
            }
        )
    }
}
