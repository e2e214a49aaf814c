/// Reads one lesson block's text into a scene.
public enum BlockReader {
    /// What a block yields: a scene if it has a tree, an Observation block if it measures the
    /// Observation module instead, and the warnings about what was not modelled.
    public struct Result: Sendable {
        /// The block's scene; `nil` when the block has no tree.
        public var scene: Scene?
        /// The block read as an Observation block: one with no tree that sets up a tracking.
        public var observation: ObservationBlock? = nil
        /// The warnings about what was not modelled, in block order.
        public var warnings: [Diagnostic]
    }

    /// Parses a block.
    /// - Parameters:
    ///   - source: The block's Swift text, every line ended by LF, as ``InputReader`` leaves it
    ///     (a CR is read as a space).
    ///   - file: The file named in diagnostics.
    ///   - name: The scene's name.
    ///   - firstLine: The line number of the block's first line (a page's line for a page block).
    ///   - limits: The sizes names and trees may have, and the changes a block may have.
    /// - Returns: The scene (nil, with a warning, when the block has no tree) and warnings.
    /// - Throws: The first error, as a `Diagnostic`; a block over ``InputLimits/largestInputBytes``
    ///   is too large, whatever the limits say.
    public static func read(
        _ source: String, file: String, name: String, firstLine: Int = 1,
        limits: InputLimits = .standard
    ) throws(Diagnostic) -> Result {
        guard source.utf8.count <= InputLimits.largestInputBytes else {
            throw .error(
                .inputTooLarge(limit: InputLimits.largestInputBytes),
                at: SourceLocation(file: file, line: firstLine, column: 1))
        }
        var captionWarnings: [Diagnostic] = []
        switch CaptionLine(source) {
        case .caption(let caption, let column)?:
            try limits.check(caption: caption, at: SourceLocation(file: file, line: firstLine, column: column))
        case .unread(let column)?:
            captionWarnings.append(
                .warning(.captionNotRead, at: SourceLocation(file: file, line: firstLine, column: column)))
        case nil:
            break
        }
        var parser = Parser(tokens: TokenStream(source: source, file: file, firstLine: firstLine), limits: limits)
        try parser.parseBlock()
        var warnings = captionWarnings + parser.warnings
        if let unlisted = parser.unlistedWarning { warnings.append(unlisted) }
        guard !parser.trees.isEmpty else {
            guard ObservationReader.applies(to: source) else {
                warnings.append(.warning(.noTree, at: SourceLocation(file: file, line: firstLine, column: 1)))
                return Result(scene: nil, warnings: warnings)
            }
            return observationResult(source, file: file, firstLine: firstLine, warnings: captionWarnings)
        }
        let scene = Scene(name: name, caption: caption(of: source), trees: parser.trees, steps: parser.steps)
        try limits.check(scene: scene)
        warnings += scene.unknownOwnerWarnings()
        return Result(scene: scene, warnings: warnings)
    }

    /// A block that measures the Observation module: its lines when every statement is in the
    /// subset ObservationReader runs, else a warning naming the first one that is not.
    private static func observationResult(
        _ source: String, file: String, firstLine: Int, warnings: [Diagnostic]
    ) -> Result {
        let observation = ObservationReader.read(source, file: file, firstLine: firstLine)
        var warnings = warnings
        if case .outside(let reason, let location) = observation.reading {
            warnings.append(.warning(.observationNotRun(reason: reason), at: location))
        }
        return Result(scene: nil, observation: observation, warnings: warnings)
    }

    /// The caption on the first line, if the block opens with `// main.swift — caption`
    /// (or `-`, `--`, `–` or `:` in place of the em dash).
    static func caption(of source: String) -> String? {
        guard case .caption(let caption, _)? = CaptionLine(source) else { return nil }
        return caption
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var text = drop { $0 == " " || $0 == "\t" }
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
        return String(text)
    }
}
