import TriggerModel

extension Scene {
    /// The JSON scene format's version this library writes and reads.
    public static let jsonVersion = 1

    /// Reads a scene from the JSON scene format.
    ///
    /// Version 1:
    /// ```json
    /// {
    ///   "version": 1,
    ///   "name": "01-declarative-syntax-1",
    ///   "caption": "six changes, four triggers",
    ///   "trees": [
    ///     {
    ///       "name": "screen",
    ///       "storage": {
    ///         "filter": {"kind": "state", "owner": "TaskScreen"},
    ///         "tasks": {"kind": "model", "object": "TaskStore"},
    ///         "colorScheme": {"kind": "environment"}
    ///       },
    ///       "nodes": [
    ///         {"name": "TaskScreen", "parent": null, "reads": ["filter"]},
    ///         {"name": "TaskList", "parent": "TaskScreen", "reads": ["filter", "tasks"]}
    ///       ]
    ///     }
    ///   ],
    ///   "steps": [
    ///     {"step": "change", "tree": "screen", "label": "filter-selected", "key": "filter"},
    ///     {"step": "count", "changes": [1]}
    ///   ]
    /// }
    /// ```
    /// `name` and `caption` are optional (the name defaults to `defaultName`); tree names are
    /// unique; a count lists changes by their 1-based position among the steps' changes, each
    /// before the count. Unknown fields are errors.
    /// - Parameters:
    ///   - json: The JSON text, every line ended by LF, as ``InputReader`` leaves it (diagnostics
    ///     count lines by LF).
    ///   - file: The file named in diagnostics.
    ///   - defaultName: The scene's name when the JSON has none (the file's stem).
    ///   - limits: The sizes names and trees may have, and the changes a block may have.
    /// - Throws: A `Diagnostic` at the offending value, naming the field by its path; a block past
    ///   the change limit or the output budget at its first change past it.
    public init(
        json: String, file: String, defaultName: String = "scene",
        limits: InputLimits = .standard
    ) throws(Diagnostic) {
        let root = try JSONFields(
            JSONParser.parse(json, file: file), path: "", file: file,
            allowed: ["version", "name", "caption", "trees", "steps"])
        let version = try root.integer("version")
        guard version == Self.jsonVersion else {
            throw root.error(
                "unsupported version \(version); this tool reads version \(Self.jsonVersion)",
                at: root.optional("version"))
        }
        let trees = try Self.decodeTrees(root, limits: limits)
        let steps = try Self.decodeSteps(root, trees: trees, limits: limits)
        self.init(
            name: try root.optionalName("name", as: .sceneName, limits: limits) ?? defaultName,
            caption: try root.optionalCaption("caption", limits: limits),
            trees: trees, steps: steps)
        try limits.check(scene: self)
    }
}
