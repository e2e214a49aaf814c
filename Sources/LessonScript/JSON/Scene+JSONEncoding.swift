import TriggerModel

extension Scene {
    /// The scene in the JSON scene format, version 1 (see `Scene.init(json:file:defaultName:)`).
    public func jsonText() -> String { JSONWriter.write(jsonValue) }

    var jsonValue: JSONValue {
        var members: [(key: String, node: JSONNode)] = [
            ("version", JSONNode(.number(1))), ("name", JSONNode(.string(name))),
        ]
        if let caption { members.append(("caption", JSONNode(.string(caption)))) }
        members.append(("trees", JSONNode(.array(trees.map { JSONNode(Self.json($0)) }))))
        members.append(("steps", JSONNode(.array(steps.map { JSONNode(json($0)) }))))
        return .object(members)
    }

    private static func json(_ sceneTree: SceneTree) -> JSONValue {
        let storage = sceneTree.tree.storage.keys.sorted().map { key in
            (key: key, node: JSONNode(json(sceneTree.tree.storage[key]!)))
        }
        let nodes = sceneTree.tree.nodes.map { node in
            JSONNode(
                .object([
                    ("name", JSONNode(.string(node.name))),
                    ("parent", JSONNode(node.parent.map { .string($0) } ?? .null)),
                    ("reads", JSONNode(.array(node.reads.map { JSONNode(.string($0)) }))),
                ]))
        }
        return .object([
            ("name", JSONNode(.string(sceneTree.name))),
            ("storage", JSONNode(.object(storage))),
            ("nodes", JSONNode(.array(nodes))),
        ])
    }

    private static func json(_ storage: Storage) -> JSONValue {
        switch storage {
        case .state(let owner): .object([("kind", JSONNode(.string("state"))), ("owner", JSONNode(.string(owner)))])
        case .model(let object): .object([("kind", JSONNode(.string("model"))), ("object", JSONNode(.string(object)))])
        case .environment: .object([("kind", JSONNode(.string("environment")))])
        }
    }

    private func json(_ step: Step) -> JSONValue {
        switch step {
        case .change(let change):
            .object([
                ("step", JSONNode(.string("change"))),
                ("tree", JSONNode(.string(trees[change.tree].name))),
                ("label", JSONNode(.string(change.change.label))),
                ("key", JSONNode(.string(change.change.key))),
            ])
        case .count(let count):
            .object([
                ("step", JSONNode(.string("count"))),
                ("changes", JSONNode(.array(count.changes.map { JSONNode(.number(Double($0 + 1))) }))),
            ])
        }
    }
}
