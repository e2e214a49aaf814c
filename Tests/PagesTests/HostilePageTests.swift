import Foundation
import TemporaryFolders
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A page whose caption and names are markup shows them as text, in the preview and the snippets.
struct HostilePageTests {
    static let caption = #"</svg></figure><script>alert("caption")</script> & <b>bold</b>"#
    static let view = #"Row<script>alert('x')</script>"#
    static let label = #"tap"><img src=x onerror=alert(1)>"#

    static var page: String {
        """
        # A hostile page

        ```swift
        // main.swift — \(caption)
        let storage: [String: Storage] = ["k": .state(owner: "Screen")]
        let screen = ViewTree(nodes: [
            ViewNode("Screen", parent: nil, reads: ["k"]),
            ViewNode("\(view.replacingOccurrences(of: "\"", with: "\\\""))", parent: "Screen", reads: ["k"]),
        ], storage: storage)
        screen.change("\(label.replacingOccurrences(of: "\"", with: "\\\""))", key: "k")
        ```
        """
    }

    static let textLine = "\(label): k changed | recomputed Screen local, \(view) parent | skipped none"

    @Test func markupInNamesAndCaptionsStaysText() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("hostile.md")
        try Data(Self.page.utf8).write(to: page)
        let output = folder.appendingPathComponent("out")
        let run = triggergraph(["render", page.path, "-o", output.path])
        #expect(run.status == 0, "\(run.err)")

        let root = try #require(
            try XMLDocument(contentsOf: output.appendingPathComponent("hostile/index.html")).rootElement())
        #expect(root.descendants(named: "script").isEmpty && root.descendants(named: "img").isEmpty)
        #expect(!root.allElements.contains { $0.attributeMap.keys.contains { $0.lowercased().hasPrefix("on") } })
        #expect(root.descendants(named: "h2").first?.stringValue == "Block 1 \(Self.caption)")
        #expect(root.descendants(named: "code").first?.stringValue == Self.textLine)
        #expect(root.descendants(named: "figure").count == 1)

        let frames = try FileManager.default.contentsOfDirectory(
            atPath: output.appendingPathComponent("hostile-1").path
        ).sorted()
        let stem = try #require(frames.first { $0.hasSuffix(".figure.html") }?.dropLast(".figure.html".count))
        let figure = try #require(
            try XMLDocument(contentsOf: output.appendingPathComponent("hostile-1/\(stem).figure.html")).rootElement())
        #expect(figure.allElements.map(\.name) == ["figure", "img", "figcaption"])
        #expect(figure.descendants(named: "img").first?.attributeMap["alt"] == Self.textLine)
        #expect(figure.descendants(named: "img").first?.attributeMap["src"] == "\(stem).svg")
        let markdown = try String(
            contentsOf: output.appendingPathComponent("hostile-1/\(stem).figure.md"), encoding: .utf8)
        #expect(markdown.contains(#"Row\<script\>alert('x')\</script\>"#))
        #expect(!markdown.replacingOccurrences(of: #"\<"#, with: "").contains("<"), "every < escaped")
    }
}
