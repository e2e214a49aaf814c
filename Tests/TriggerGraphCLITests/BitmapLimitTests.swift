import Foundation
import TemporaryFolders
import Testing

/// A PNG wider or higher than cairo draws is refused before libgvc would shrink it (and say so
/// only on its own standard error): exit 65, naming the change, its size and SVG instead.
@Suite("Bitmaps past cairo's size")
struct BitmapLimitTests {
    /// A root with `children` views beside one another, all reading the environment.
    static func wideScene(children: Int, name: String = "wide") throws -> URL {
        let nodes =
            [#"{"name": "Root", "parent": null, "reads": ["k"]}"#]
            + (0..<children).map { #"{"name": "ChildView\#($0)", "parent": "Root", "reads": ["k"]}"# }
        let json = """
            {"version": 1, "name": "\(name)", "trees": [{"name": "t", "storage": {"k": {"kind": "environment"}},
             "nodes": [\(nodes.joined(separator: ", "))]}],
             "steps": [{"step": "change", "tree": "t", "label": "tap", "key": "k"}]}
            """
        let file = try temporaryFolder().appendingPathComponent("\(name).json")
        try Data(json.utf8).write(to: file)
        return file
    }

    @Test func aPNGPastCairosSizeIsRefusedAndNothingIsWritten() throws {
        let scene = try Self.wideScene(children: 600)
        defer { try? FileManager.default.removeItem(at: scene.deletingLastPathComponent()) }
        let output = scene.deletingLastPathComponent().appendingPathComponent("out")
        let run = triggergraph("render", scene.path, "-o", output.path, "--format", "svg,png")
        #expect(run.status == 65)
        let message = try #require(run.err.split(separator: "\n").last.map(String.init))
        #expect(message.hasPrefix("\(scene.path):3:12: error: "), "at the change: \(message)")
        #expect(message.contains("change 1 of wide: the PNG would be") && message.contains("past the 32767 px a side"))
        #expect(message.contains("--format svg"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty, "nothing half-written")
        // As SVG it draws.
        #expect(triggergraph("render", scene.path, "-o", output.path, "--format", "svg", "--no-sync").status == 0)
        // And a GIF, made of PNG frames, is refused the same way.
        let gif = triggergraph(
            "animate", scene.path, "-o", output.appendingPathComponent("gif").path, "--format", "gif")
        #expect(gif.status == 65 && gif.err.contains("wide as GIF: the PNG would be"), "\(gif.err)")
    }
}
