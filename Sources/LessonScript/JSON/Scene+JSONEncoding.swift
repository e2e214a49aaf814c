import TriggerModel

extension Scene {
    /// The scene in the JSON scene format, version 1 (see `Scene.init(json:file:defaultName:)`).
    public func jsonText() -> String { JSONWriter.write(jsonValue) }

    var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = [("version", .number(1)), ("name", .string(name))]
        if let caption { members.append(("caption", .string(caption))) }
        members.append(("trees", .array(trees.map { Self.json($0) })))
        members.append(("steps", .array(steps.map { json($0) })))
        return .object(members)
    }

    private static func json(_ sceneTree: SceneTree) -> JSONValue {
        let storage = sceneTree.tree.storage.keys.sorted().map { key in
            (key: key, value: json(sceneTree.tree.storage[key]!))
        }
        let nodes = sceneTree.tree.nodes.map { node in
            JSONValue.object([
                ("name", .string(node.name)),
                ("parent", node.parent.map { .string($0) } ?? .null),
                ("reads", .array(node.reads.map { .string($0) })),
            ])
        }
        return .object([("name", .string(sceneTree.name)), ("storage", .object(storage)), ("nodes", .array(nodes))])
    }

    private static func json(_ storage: Storage) -> JSONValue {
        switch storage {
        case .state(let owner): .object([("kind", .string("state")), ("owner", .string(owner))])
        case .model(let object): .object([("kind", .string("model")), ("object", .string(object))])
        case .environment: .object([("kind", .string("environment"))])
        }
    }

    private func json(_ step: Step) -> JSONValue {
        switch step {
        case .change(let change):
            .object([
                ("step", .string("change")),
                ("tree", .string(trees[change.tree].name)),
                ("label", .string(change.change.label)),
                ("key", .string(change.change.key)),
            ])
        case .count(let count):
            .object([("step", .string("count")), ("changes", .array(count.changes.map { .number(Double($0 + 1)) }))])
        case .print(let request):
            .object([("step", .string("print")), ("value", request.value.json(trees: trees))])
        }
    }
}
