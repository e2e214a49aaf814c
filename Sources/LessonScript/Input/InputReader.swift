#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one entry point for inputs: a `.swift` block, a `.md` page, a `.json` scene, or `-`.
///
/// Line ends are made LF here, once, as the text comes in (``text(_:file:)``,
/// ``read(source:file:kind:name:limits:)``): CR LF and a lone CR each end a line, as
/// `UTF8Check` counts them. Every reader after this one (``BlockReader``, ``PageReader``,
/// `Scene.init(json:file:defaultName:limits:)`) takes text whose lines end in LF and does not
/// look for a CR again.
public enum InputReader {
    /// The file name diagnostics use for standard input.
    public static let standardInputName = "<stdin>"

    /// Reads and parses an input file, or standard input for `-` (read as a block named `stdin`).
    /// - Parameters:
    ///   - path: The file, or `-`.
    ///   - limits: The sizes names and trees may have.
    /// - Throws: A `Diagnostic`: the file cannot be read (`cannotRead`), its kind is unknown,
    ///   it is larger than `limits.maxInputBytes` (`inputTooLarge`, before it is read whole),
    ///   it is not UTF-8, its content has an error, or a name or tree breaks `limits`.
    public static func read(path: String, limits: InputLimits = .standard) throws(Diagnostic) -> InputDocument {
        var status = stat()
        return try readKeepingBytes(path: path, limits: limits, status: &status).document
    }

    /// Reads and parses an input as ``read(path:limits:)`` does, and hands back the bytes it read,
    /// exactly as they were (line endings and byte-order mark included), with `status` set to what
    /// `fstat(2)` told of the file they were read from (``InputBytes/read(path:limit:status:)``;
    /// zeroes for standard input). What `check --fix` fixes: the bytes `check` judged, of that file.
    /// - Throws: As ``read(path:limits:)``.
    public static func readKeepingBytes(path: String, limits: InputLimits = .standard, status: inout stat)
        throws(Diagnostic) -> (document: InputDocument, bytes: Data)
    {
        guard let kind = InputKind(path: path) else {
            throw .error(.unsupportedInput(path: path), at: SourceLocation(file: path, line: 1, column: 1))
        }
        let file = path == "-" ? standardInputName : path
        let data: Data
        do {
            data =
                path == "-"
                ? try InputBytes.read(descriptor: STDIN_FILENO, limit: limits.inputBytesAllowed)
                : try InputBytes.read(path: path, limit: limits.inputBytesAllowed, status: &status)
        } catch {
            throw diagnostic(error, file: file)
        }
        if path == "-" { return (try read(data: data, file: file, kind: .block, name: "stdin", limits: limits), data) }
        return (try read(data: data, file: path, kind: kind, limits: limits), data)
    }

    /// The diagnostic for an input whose bytes could not be had, at its first line.
    public static func diagnostic(_ failure: InputBytes.Failure, file: String) -> Diagnostic {
        let start = SourceLocation(file: file, line: 1, column: 1)
        switch failure {
        case .tooLarge(let limit): return .error(.inputTooLarge(limit: limit), at: start)
        case .unreadable(let reason): return .error(.cannotRead(path: file, reason: reason), at: start)
        }
    }

    /// Parses bytes already read; they must be UTF-8 and at most `limits.maxInputBytes`.
    /// - Parameters:
    ///   - data: The input's bytes.
    ///   - file: The file named in diagnostics, and the name's source when `name` is nil.
    ///   - kind: Whether the bytes are a block, a page or a JSON scene.
    ///   - name: The scene name (or the page's name); ``InputName`` of the file when nil.
    ///   - limits: The sizes the input, its names and its trees may have.
    /// - Returns: What was read: the scenes, the warnings, and for a page its blocks.
    /// - Throws: The first error, as a `Diagnostic`.
    public static func read(
        data: Data, file: String, kind: InputKind, name: String? = nil,
        limits: InputLimits = .standard
    ) throws(Diagnostic) -> InputDocument {
        guard data.count <= limits.inputBytesAllowed else {
            throw diagnostic(.tooLarge(limit: limits.inputBytesAllowed), file: file)
        }
        return try parse(text(data, file: file), file: file, kind: kind, name: name, limits: limits)
    }

    /// An input's bytes as every reader takes them: UTF-8, checked (a leading byte-order mark
    /// dropped), with every line ended by LF.
    /// - Throws: `invalidUTF8` at the line and column of the first bad byte.
    public static func text(_ data: Data, file: String) throws(Diagnostic) -> String {
        LineEndings.normalized(try UTF8Check.decode(data, file: file))
    }

    /// Parses text in memory; its line ends may be LF, CR LF or a lone CR.
    /// - Parameters:
    ///   - source: The input's text.
    ///   - file: The file named in diagnostics.
    ///   - kind: How to read it.
    ///   - name: The scene name (or the page's name); ``InputName`` of the file when nil.
    ///   - limits: The sizes names and trees may have; every name and tree is checked before it is used.
    public static func read(
        source: String, file: String, kind: InputKind, name: String? = nil,
        limits: InputLimits = .standard
    ) throws(Diagnostic) -> InputDocument {
        try parse(LineEndings.normalized(source), file: file, kind: kind, name: name, limits: limits)
    }

    /// Parses an input's text, every line ended by LF.
    private static func parse(
        _ source: String, file: String, kind: InputKind, name: String?, limits: InputLimits
    ) throws(Diagnostic) -> InputDocument {
        let name = name ?? InputName.of(path: file, kind: kind)
        switch kind {
        case .block:
            let result = try BlockReader.read(source, file: file, name: name, limits: limits)
            return InputDocument(
                kind: kind, name: name, scene: result.scene, observation: result.observation,
                warnings: result.warnings)
        case .page:
            // Lines and fences found once, for the blocks, the blocks not read and the title.
            let page = ScannedPage(source)
            let blocks = try PageReader.read(page, file: file, stem: name, limits: limits)
            // In page order: a block not read before the warnings of the blocks read after it.
            var unread = PageReader.unreadBlocks(page, file: file)[...]
            var warnings: [Diagnostic] = []
            for block in blocks {
                while let next = unread.first, next.location.line < block.line {
                    warnings.append(next)
                    unread.removeFirst()
                }
                warnings += block.warnings
            }
            warnings += unread
            return InputDocument(
                pageNamed: name, title: PageReader.title(of: page), blocks: blocks, warnings: warnings, text: source)
        case .json:
            let scene = try Scene(json: source, file: file, defaultName: name, limits: limits)
            return InputDocument(kind: kind, name: scene.name, scene: scene, warnings: scene.unknownOwnerWarnings())
        }
    }
}
