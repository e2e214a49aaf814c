import LessonScript
import TriggerDiagram
import TriggerModel
import TriggerRender

/// A scene's frames: one layout per tree, and each change of the scene mapped to its tree's frame.
struct SceneFrames {
    let scene: Scene
    private let renderers: [Int: TreeRenderer]
    private let diagrams: [Int: TreeDiagram]
    /// For each change of the scene, its tree and its frame within that tree.
    private let places: [(tree: Int, frame: Int)]

    /// Builds the diagram of every tree that has changes; lays them out when `layout` is set.
    init(scene: Scene, theme: Theme, layout: Bool) throws(CLIError) {
        self.scene = scene
        var perTree: [Int: [Change]] = [:]
        var places: [(tree: Int, frame: Int)] = []
        for change in scene.changes {
            places.append((change.tree, perTree[change.tree, default: []].count))
            perTree[change.tree, default: []].append(change.change)
        }
        var diagrams: [Int: TreeDiagram] = [:]
        var renderers: [Int: TreeRenderer] = [:]
        for (tree, changes) in perTree {
            let diagram = TreeDiagram(tree: scene.trees[tree].tree, changes: changes, theme: theme)
            diagrams[tree] = diagram
            if layout {
                do {
                    renderers[tree] = try TreeRenderer(diagram: diagram)
                } catch {
                    throw .software("\(scene.name): \(error)")
                }
            }
        }
        self.places = places
        self.diagrams = diagrams
        self.renderers = renderers
    }

    var count: Int { places.count }

    /// The standalone DOT of the scene's change at `index` (from 0).
    func standaloneDOT(_ index: Int) -> String {
        let place = places[index]
        return diagrams[place.tree]!.standaloneDOT(frame: place.frame).dotText
    }

    /// Draws the scene's change at `index` (from 0).
    func render(_ index: Int, format: OutputFormat, idPrefix: String) throws(CLIError) -> [UInt8] {
        let place = places[index]
        guard let renderer = renderers[place.tree] else { return Array(standaloneDOT(index).utf8) }
        do {
            return Array(try renderer.render(frame: place.frame, format: format, idPrefix: idPrefix))
        } catch {
            throw .software("\(scene.name) change \(index + 1): \(error)")
        }
    }
}
