import Foundation
import LessonScript

/// A measurement block with one tree and `changes` changes, as a file at `path` would hold it.
func block(at path: String, changes: Int = 2) throws -> (path: String, document: InputDocument) {
    var lines = [
        "// main.swift — one view",
        #"let storage: [String: Storage] = ["k": .state(owner: "A")]"#,
        #"let tree = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: storage)"#,
    ]
    for index in 0..<changes { lines.append(#"let c\#(index) = tree.change("tap \#(index + 1)", key: "k")"#) }
    return (path, try InputReader.read(source: lines.joined(separator: "\n"), file: path, kind: .block))
}

/// A page with `blocks` measurement blocks, as a file at `path` would hold it.
func page(at path: String, title: String = "A lesson", blocks: Int = 2) throws -> (
    path: String, document: InputDocument
) {
    var text = "# \(title)\n\nProse.\n\n"
    for _ in 0..<blocks {
        text += """
            ```swift
            // main.swift — a block
            let storage: [String: Storage] = ["k": .state(owner: "A")]
            let tree = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: storage)
            let c = tree.change("tap", key: "k")
            ```

            ```
            tap: k changed | recomputed A local | skipped none
            ```


            """
    }
    return (path, try InputReader.read(source: text, file: path, kind: .page))
}

/// A JSON scene with its own `name`, or none when `name` is nil.
func scene(at path: String, name: String?) throws -> (path: String, document: InputDocument) {
    let field = name.map { #""name": "\#($0)", "# } ?? ""
    let json = """
        {"version": 1, \(field)"trees": [{"name": "t", "storage": {"k": {"kind": "environment"}},
         "nodes": [{"name": "A", "parent": null, "reads": ["k"]}]}],
         "steps": [{"step": "change", "tree": "t", "label": "tap", "key": "k"}]}
        """
    return (path, try InputReader.read(source: json, file: path, kind: .json))
}

/// A fresh, empty folder under the temporary directory.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("triggergraph-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
