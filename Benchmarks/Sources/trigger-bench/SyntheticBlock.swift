import BaselineModel

/// A generated tree written as a lesson block, the way a course page writes one.
extension SyntheticTree {
    /// The block's text: the storage table, the tree, two changes flattened and a count.
    /// - Parameter keys: The keys of the two changes, labelled `first` and `second`.
    func blockText(changing keys: [String]) -> String {
        var text = "// main.swift — generated, \(nodes.count) views\n"
        text += "let storage: [String: Storage] = [\n"
        for key in storage.keys.sorted() {
            switch storage[key]! {
            case .state(let owner): text += "    \"\(key)\": .state(owner: \"\(owner)\"),\n"
            case .model(let object): text += "    \"\(key)\": .model(object: \"\(object)\"),\n"
            case .environment: text += "    \"\(key)\": .environment,\n"
            }
        }
        text += "]\nlet tree = ViewTree(nodes: [\n"
        for node in nodes {
            let parent = node.parent.map { "\"\($0)\"" } ?? "nil"
            let reads = node.reads.map { "\"\($0)\"" }.joined(separator: ", ")
            text += "    ViewNode(\"\(node.name)\", parent: \(parent), reads: [\(reads)]),\n"
        }
        text += "], storage: storage)\nlet recomputes = [\n"
        for (label, key) in zip(["first", "second"], keys) {
            text += "    tree.change(\"\(label)\", key: \"\(key)\"),\n"
        }
        text += "].flatMap { $0 }\ncountCauses(recomputes)\n"
        return text
    }

    /// The keys of the two changes: the stored state key and the model key with the most readers,
    /// so that both the ancestor walk (`parent`, `off-rule`) and a long recomputed list are exercised.
    var benchKeys: [String] {
        var readerCounts: [String: Int] = [:]
        for node in nodes {
            for key in Set(node.reads) { readerCounts[key, default: 0] += 1 }
        }
        func most(_ isKind: (Kind) -> Bool) -> String {
            keys.filter { storage[$0].map(isKind) == true }
                .max { (readerCounts[$0] ?? 0, $1) < (readerCounts[$1] ?? 0, $0) }!
        }
        let state = most { if case .state = $0 { true } else { false } }
        let model = most { if case .model = $0 { true } else { false } }
        return [state, model]
    }
}

extension SyntheticTree {
    /// The tree and two changes as records for the compiled course core (`Benchmarks/CourseCore/main.swift`):
    /// `S` storage, `N` view and `C` change lines.
    func coreRecords(changing keys: [String]) -> String {
        var text = ""
        for key in storage.keys.sorted() {
            switch storage[key]! {
            case .state(let owner): text += "S \(key) state \(owner)\n"
            case .model(let object): text += "S \(key) model \(object)\n"
            case .environment: text += "S \(key) environment\n"
            }
        }
        for node in nodes {
            text += (["N", node.name, node.parent ?? "-"] + node.reads).joined(separator: " ") + "\n"
        }
        for (label, key) in zip(["first", "second"], keys) { text += "C \(label) \(key)\n" }
        return text
    }
}
