/// Reads one lesson block's text into a scene.
public enum BlockReader {
    /// What a block yields: a scene if it has a tree, and the warnings about what was not modelled.
    public struct Result: Sendable {
        public var scene: Scene?
        public var warnings: [Diagnostic]
    }

    /// Parses a block.
    /// - Parameters:
    ///   - source: The block's Swift text.
    ///   - file: The file named in diagnostics.
    ///   - name: The scene's name.
    ///   - firstLine: The line number of the block's first line (a page's line for a page block).
    ///   - limits: The sizes names and trees may have.
    /// - Returns: The scene (nil, with a warning, when the block has no tree) and warnings.
    /// - Throws: The first error, as a `Diagnostic`.
    public static func read(_ source: String, file: String, name: String, firstLine: Int = 1,
                            limits: InputLimits = .standard) throws(Diagnostic) -> Result {
        if let caption = caption(of: source) {
            // The caption starts after the marker, at the start of the block's first line.
            let location = SourceLocation(file: file, line: firstLine, column: captionMarker.utf8.count + 1)
            try limits.checkPrintable(caption, .caption, at: location)
        }
        let tokens = try Lexer.tokenize(source, file: file, firstLine: firstLine)
        var parser = Parser(tokens: tokens, limits: limits)
        try parser.parseBlock()
        var warnings = parser.warnings
        guard !parser.trees.isEmpty else {
            warnings.append(.warning(.noTree, at: SourceLocation(file: file, line: firstLine, column: 1)))
            return Result(scene: nil, warnings: warnings)
        }
        let scene = Scene(name: name, caption: caption(of: source), trees: parser.trees, steps: parser.steps)
        return Result(scene: scene, warnings: warnings)
    }

    static let captionMarker = "// main.swift — "

    /// The text after `// main.swift — ` on the first line, if the block opens that way.
    static func caption(of source: String) -> String? {
        let firstLine = source.prefix { $0 != "\n" && $0 != "\r\n" }
        guard firstLine.hasPrefix(captionMarker) else { return nil }
        let caption = firstLine.dropFirst(captionMarker.count).trimmingSpaces
        return caption.isEmpty ? nil : caption
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
