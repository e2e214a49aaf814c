import Foundation
import Testing
import TriggerDiagram

/// Writes DOT for looking at by hand when `DIAGRAM_DUMP_DIR` is set; does nothing otherwise.
@Test(arguments: Scene.all)
func dumpForInspection(_ scene: Scene) throws {
    guard let directory = ProcessInfo.processInfo.environment["DIAGRAM_DUMP_DIR"] else { return }
    for theme in Theme.all {
        let diagram = TreeDiagram(tree: scene.tree, changes: scene.changes, theme: theme)
        let stem = "\(directory)/\(scene.name)-\(theme.name)"
        try diagram.body.dotText.write(toFile: "\(stem)-body.dot", atomically: true, encoding: .utf8)
        for index in scene.changes.indices {
            try diagram.standaloneDOT(frame: index).dotText
                .write(toFile: "\(stem)-\(index)-standalone.dot", atomically: true, encoding: .utf8)
            try diagram.frame(index).header.dotText
                .write(toFile: "\(stem)-\(index)-header.dot", atomically: true, encoding: .utf8)
        }
    }
}
