import TriggerModel

extension Scene {
    /// `steps`: changes of named trees, counts of earlier changes by 1-based number, and printed
    /// values (`PrintedValue.decode`).
    static func decodeSteps(_ root: JSONFields, trees: [SceneTree], limits: InputLimits) throws(Diagnostic) -> [Step] {
        var steps: [Step] = []
        var changeCount = 0
        // Tree names are unique (decodeTrees): a step finds its tree in one lookup.
        let treeNumbers = Dictionary(trees.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, item) in try root.array("steps").enumerated() {
            let path = "steps[\(index)]"
            let location = item.location
            let kindFields = try JSONFields(
                item, path: path, file: root.file, allowed: ["step", "tree", "label", "key", "changes", "value"])
            switch try kindFields.string("step") {
            case "change":
                let fields = try JSONFields(
                    item, path: path, file: root.file, allowed: ["step", "tree", "label", "key"])
                let treeName = try fields.string("tree")
                guard let tree = treeNumbers[treeName] else {
                    throw fields.error("'\(path).tree' names no tree: '\(treeName)'", at: fields.optional("tree"))
                }
                let change = Change(
                    try fields.name("label", as: .changeLabel, limits: limits),
                    key: try fields.name("key", as: .key, limits: limits))
                steps.append(.change(SceneChange(tree: tree, change: change, location: location)))
                changeCount += 1
            case "count":
                let fields = try JSONFields(item, path: path, file: root.file, allowed: ["step", "changes"])
                let indices = try fields.changeIndices("changes", before: changeCount)
                steps.append(.count(CountRequest(changes: indices, location: location)))
            case "print":
                let fields = try JSONFields(item, path: path, file: root.file, allowed: ["step", "value"])
                let value = try PrintedValue.decode(
                    try fields.required("value"), path: fields.path("value"), file: root.file,
                    changeCount: changeCount, trees: treeNumbers)
                steps.append(.print(PrintRequest(value: value, location: location)))
            case let other:
                throw kindFields.error(
                    "unknown step '\(other)' in '\(path).step'; expected 'change', 'count' or 'print'",
                    at: kindFields.optional("step"))
            }
        }
        return steps
    }
}

extension JSONFields {
    /// The array `key` of changes by 1-based number, each one of the `changeCount` changes before
    /// the step: their indices into `Scene.changes`. A number may repeat.
    func changeIndices(_ key: String, before changeCount: Int) throws(Diagnostic) -> [Int] {
        var indices: [Int] = []
        for (position, number) in try array(key).enumerated() {
            guard let value = Self.integer(number), value >= 1, value <= changeCount else {
                let range = changeCount == 0 ? "there is none" : "1…\(changeCount)"
                throw error(
                    "'\(path(key))[\(position)]' must be the number of a change before it (\(range))", at: number)
            }
            indices.append(value - 1)
        }
        return indices
    }
}
