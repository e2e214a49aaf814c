import CourseLayouts
import Foundation
import LessonScript
import Testing
import TriggerDiagram
import TriggerModel
import TriggerRender

@testable import GraphStructure
@testable import Graphviz

/// HarfBuzz measures every span the course draws, and the fuzz corpus's names, as Pango does.
///
/// In a process of its own (an exit test), so that every span held is one these diagrams measured:
/// each course block laid out as the command line lays it out, and each name, key and change label
/// of the fuzzers' kept inputs drawn in a tree. Each span is then measured again by both, HarfBuzz
/// (where it answers) and Pango's own plugin; the spans that differ are written to standard error.
@Suite("HarfBuzz against Pango")
struct HarfBuzzCourseTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func files(in folder: String, suffix: String = "") -> [URL] {
        let url = repository.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(suffix) && !$0.hasPrefix(".") }.sorted().map {
            url.appendingPathComponent($0)
        }
    }

    /// The texts of the fuzzers' kept inputs: fuzz-labels' view name, key and change label (split
    /// at 0xFF, invalid UTF-8 replaced), and the names of every scene fuzz-lesson's inputs read as.
    static func fuzzTexts() -> [(view: String, key: String, label: String)] {
        var texts: [(String, String, String)] = []
        for file in files(in: "Tests/Fixtures/fuzz-regressions/fuzz-labels") {
            guard let data = try? Data(contentsOf: file) else { continue }
            let parts = data.split(separator: 0xFF, maxSplits: 2, omittingEmptySubsequences: false)
                .map { String(decoding: $0, as: UTF8.self) }
            texts.append((parts[0], parts.count > 1 ? parts[1] : "key", parts.count > 2 ? parts[2] : "changed"))
        }
        for file in files(in: "Tests/Fixtures/fuzz-regressions/fuzz-lesson") {
            guard let data = try? Data(contentsOf: file) else { continue }
            for kind in [InputKind.block, .page, .json] {
                guard let document = try? InputReader.read(data: data, file: "fuzz", kind: kind, name: "fuzz") else {
                    continue
                }
                for scene in document.scenes {
                    for tree in scene.trees {
                        for node in tree.tree.nodes { texts.append((node.name, "key", scene.name)) }
                    }
                    for change in scene.changes { texts.append(("View", change.change.key, change.change.label)) }
                }
            }
        }
        return texts
    }

    @Test func harfBuzzMeasuresTheCourseAndTheFuzzCorpusAsPango() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            for block in Self.files(in: "Graphs", suffix: ".swift") {
                _ = try CourseLayouts.sequence(block)
            }
            let courseSpans = TextLayoutCache.heldSpans.count
            for text in Self.fuzzTexts() {
                let tree = try? ViewTree(
                    nodes: [
                        ViewNode(text.view, parent: nil, reads: [text.key]),
                        ViewNode("Child", parent: text.view, reads: []),
                    ],
                    storage: [text.key: .environment])
                guard let tree else { continue }
                _ = try? DiagramRenderer(
                    diagram: SequenceDiagram(tree: tree, changes: [Change(text.label, key: text.key)]))
            }
            let spans = TextLayoutCache.heldSpans
            var shaped = 0
            var differing = 0
            for span in spans {
                guard let harfBuzz = TextLayoutCache.measureWithHarfBuzz(span) else { continue }
                shaped += 1
                let pango = TextLayoutCache.measureWithPango(span)
                if harfBuzz != pango {
                    differing += 1
                    FileHandle.standardError.write(
                        Data("\(span): HarfBuzz \(harfBuzz), Pango \(String(describing: pango))\n".utf8))
                }
            }
            FileHandle.standardError.write(
                Data(
                    "course spans \(courseSpans), spans \(spans.count), shaped \(shaped), differing \(differing)\n".utf8
                ))
            // The course measures some 300 distinct spans, all of which HarfBuzz answers.
            exit(differing == 0 && courseSpans >= 250 && shaped >= courseSpans ? 0 : 1)
        }
        let report = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(report.contains("differing 0"), "\(report)")
    }
}
