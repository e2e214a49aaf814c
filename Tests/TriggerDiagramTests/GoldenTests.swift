import DOT
import Testing
import TriggerModel

@testable import TriggerDiagram

/// The DOT the diagram writes, compared with files in `Golden/` (re-record with `RECORD_GOLDEN=1`).
@Suite("Golden DOT")
struct GoldenTests {
    struct GoldenCase: Sendable, CustomTestStringConvertible {
        let scene: Scene
        let theme: Theme
        let frames: [Int]
        var testDescription: String { "\(scene.name)-\(theme.name)" }
    }

    static let cases: [GoldenCase] = [
        GoldenCase(scene: .sheet, theme: .light, frames: [0]),
        GoldenCase(scene: .notes, theme: .light, frames: [0, 1]),
        GoldenCase(scene: .everyCause, theme: .light, frames: [3, 4]),
        GoldenCase(scene: .everyCause, theme: .dark, frames: [5]),
        GoldenCase(scene: .hostile, theme: .light, frames: [0]),
    ]

    @Test(arguments: cases)
    func body(_ testCase: GoldenCase) {
        let diagram = SequenceDiagram(tree: testCase.scene.tree, changes: testCase.scene.changes, theme: testCase.theme)
        assertGolden(diagram.body.dotText, named: "\(testCase.testDescription)-body.dot")
    }

    @Test(arguments: cases)
    func frames(_ testCase: GoldenCase) {
        let diagram = SequenceDiagram(tree: testCase.scene.tree, changes: testCase.scene.changes, theme: testCase.theme)
        for index in testCase.frames {
            assertGolden(
                diagram.frame(index).goldenText(header: diagram.header(index)),
                named: "\(testCase.testDescription)-frame\(index).txt")
        }
    }

    @Test(arguments: cases)
    func standalone(_ testCase: GoldenCase) {
        let diagram = SequenceDiagram(tree: testCase.scene.tree, changes: testCase.scene.changes, theme: testCase.theme)
        let index = testCase.frames[0]
        assertGolden(
            diagram.standaloneDOT(frame: index).dotText, named: "\(testCase.testDescription)-standalone\(index).dot")
    }
}

extension Frame {
    /// The frame as reviewable text: its text, one update a line, then its header graph.
    func goldenText(header: DOTGraph) -> String {
        var lines = ["title: \(title)", "textLine: \(textLine)", "description: \(description)", "updates:"]
        for update in updates {
            let target =
                switch update.target {
                case .graph: "graph"
                case .node(let id): "node \(id)"
                case .edge(let key): "edge \(key)"
                }
            lines.append("  \(target) \(update.name)=\(update.value)")
        }
        lines.append("header:")
        return lines.joined(separator: "\n") + "\n" + header.dotText
    }
}
