import Foundation

/// The one entry point for inputs: a `.swift` block, a `.md` page, a `.json` scene, or `-`.
public enum InputReader {
    /// The file name diagnostics use for standard input.
    public static let standardInputName = "<stdin>"

    /// Reads and parses an input file, or standard input for `-` (read as a block named `stdin`).
    /// - Parameters:
    ///   - path: The file, or `-`.
    ///   - limits: The sizes names and trees may have.
    /// - Throws: A `Diagnostic`: the file cannot be read (`cannotRead`), its kind is unknown,
    ///   it is not UTF-8, its content has an error, or a name or tree breaks `limits`.
    public static func read(path: String, limits: InputLimits = .standard) throws(Diagnostic) -> InputDocument {
        guard let kind = InputKind(path: path) else {
            throw .error(.unsupportedInput(path: path), at: SourceLocation(file: path, line: 1, column: 1))
        }
        if path == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return try read(data: data, file: standardInputName, kind: .block, name: "stdin", limits: limits)
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "it is not a readable file" : "no such file"
            throw .error(.cannotRead(path: path, reason: reason), at: SourceLocation(file: path, line: 1, column: 1))
        }
        return try read(data: data, file: path, kind: kind, limits: limits)
    }

    /// Parses bytes already read; they must be UTF-8.
    /// - Parameter name: The scene name (or the page's name); ``InputName`` of the file when nil.
    public static func read(data: Data, file: String, kind: InputKind, name: String? = nil,
                            limits: InputLimits = .standard) throws(Diagnostic) -> InputDocument {
        let source = try UTF8Check.decode(data, file: file)
        return try read(source: source, file: file, kind: kind, name: name, limits: limits)
    }

    /// Parses text in memory.
    /// - Parameters:
    ///   - source: The input's text.
    ///   - file: The file named in diagnostics.
    ///   - kind: How to read it.
    ///   - name: The scene name (or the page's name); ``InputName`` of the file when nil.
    ///   - limits: The sizes names and trees may have; every name and tree is checked before it is used.
    public static func read(source: String, file: String, kind: InputKind, name: String? = nil,
                            limits: InputLimits = .standard) throws(Diagnostic) -> InputDocument {
        let name = name ?? InputName.of(path: file, kind: kind)
        switch kind {
        case .block:
            let result = try BlockReader.read(source, file: file, name: name, limits: limits)
            return InputDocument(kind: kind, name: name, scenes: result.scene.map { [$0] } ?? [], warnings: result.warnings)
        case .page:
            let blocks = try PageReader.read(source, file: file, stem: name, limits: limits)
            return InputDocument(
                kind: kind, name: name, title: PageReader.title(of: source), scenes: blocks.compactMap(\.scene),
                warnings: blocks.flatMap(\.warnings), pageBlocks: blocks
            )
        case .json:
            let scene = try Scene(json: source, file: file, defaultName: name, limits: limits)
            return InputDocument(kind: kind, name: scene.name, scenes: [scene], warnings: [])
        }
    }
}
