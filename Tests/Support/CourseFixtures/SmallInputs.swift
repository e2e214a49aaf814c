import LessonScript

/// The smallest inputs of each kind, read as a file at `path` would be: a block of one view, a
/// page of such blocks with their printed output, a JSON scene. For the tests of what is made
/// of an input's path and contents (names, plans, text lines).
public enum SmallInputs {
    /// A measurement block with one tree and `changes` changes.
    public static func block(at path: String, changes: Int = 2) throws -> (path: String, document: InputDocument) {
        var lines = [
            "// main.swift — one view",
            #"let storage: [String: Storage] = ["k": .state(owner: "A")]"#,
            #"let tree = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: storage)"#,
        ]
        for index in 0..<changes { lines.append(#"let c\#(index) = tree.change("tap \#(index + 1)", key: "k")"#) }
        return (path, try InputReader.read(source: lines.joined(separator: "\n"), file: path, kind: .block))
    }

    /// A page titled `title` with `blocks` measurement blocks, each followed by its output.
    public static func page(at path: String, title: String = "A lesson", blocks: Int = 2) throws -> (
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
    public static func scene(at path: String, name: String?) throws -> (path: String, document: InputDocument) {
        let field = name.map { #""name": "\#($0)", "# } ?? ""
        let json = """
            {"version": 1, \(field)"trees": [{"name": "t", "storage": {"k": {"kind": "environment"}},
             "nodes": [{"name": "A", "parent": null, "reads": ["k"]}]}],
             "steps": [{"step": "change", "tree": "t", "label": "tap", "key": "k"}]}
            """
        return (path, try InputReader.read(source: json, file: path, kind: .json))
    }
}
