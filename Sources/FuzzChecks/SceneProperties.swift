import LessonScript
import TextEscapes
import TriggerModel

/// What holds for every scene a reader returns.
enum SceneProperties {
    /// The limits the readers enforce by default.
    static let limits = InputLimits.standard

    static func problems(of scene: Scene) -> [String] {
        var problems: [String] = []
        // The scene's name and caption end up in file names and printed headers.
        problems += ([scene.name] + (scene.caption.map { [$0] } ?? [])).compactMap(controlProblem)
        for tree in scene.trees {
            if tree.tree.nodes.count > limits.maxNodes {
                problems.append("tree '\(tree.name)' has \(tree.tree.nodes.count) nodes")
            }
            var names = [tree.name]
            for node in tree.tree.nodes { names += [node.name] + (node.parent.map { [$0] } ?? []) + node.reads }
            for (key, storage) in tree.tree.storage {
                names.append(key)
                switch storage {
                case .state(let owner): names.append(owner)
                case .model(let object): names.append(object)
                case .environment: break
                }
            }
            problems += names.compactMap(nameProblem)
        }
        for change in scene.changes {
            if !scene.trees.indices.contains(change.tree) { problems.append("change of tree \(change.tree)") }
            problems += [change.change.label, change.change.key].compactMap(nameProblem)
        }
        for case .count(let request) in scene.steps
        where request.changes.contains(where: { !scene.changes.indices.contains($0) }) {
            problems.append("count of changes \(request.changes) among \(scene.changes.count)")
        }
        guard problems.isEmpty else { return problems }

        let outcomes = scene.outcomes()
        if outcomes.count != scene.changes.count {
            problems.append("\(outcomes.count) outcomes of \(scene.changes.count) changes")
        }
        let text = scene.textLines()
        if let line = text.first(where: { $0.contains("\n") || $0.contains("\r") }) {
            problems.append("text line breaks: \(line.debugDescription)")
        }
        do {
            let back = try Scene(json: scene.jsonText(), file: "roundtrip.json", defaultName: scene.name)
            if back != scene {
                problems.append("JSON does not read back the same scene: \(scene.jsonText().debugDescription)")
            }
            if back.textLines() != text { problems.append("JSON read back prints other text") }
        } catch {
            problems.append("its own JSON does not read back: \(error)")
        }
        return problems
    }

    /// Why a name breaks the limits, or nil.
    static func nameProblem(_ name: String) -> String? {
        if name.utf8.count > limits.maxNameBytes {
            return "name of \(name.utf8.count) bytes: \(name.prefix(40).debugDescription)…"
        }
        return controlProblem(name)
    }

    /// Why a text holds a control character (C0, DEL or C1), or nil.
    static func controlProblem(_ text: String) -> String? {
        guard text.unicodeScalars.contains(where: \.isControlCharacter) else { return nil }
        return "text with a control character: \(text.debugDescription)"
    }
}
