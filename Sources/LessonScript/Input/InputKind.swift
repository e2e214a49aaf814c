import TextEscapes

/// What an input holds, chosen by its file name.
public enum InputKind: String, Hashable, Sendable {
    /// A lesson `main.swift` block (`.swift`, or `-` for standard input).
    case block
    /// A lesson page (`.md`): every measurement block in it.
    case page
    /// A scene in the JSON format (`.json`).
    case json

    /// The kind for a path by its extension; `-` is a block on standard input.
    public init?(path: String) {
        if path == "-" {
            self = .block
            return
        }
        switch InputKind.pathExtension(path).lowercased() {
        case "swift": self = .block
        case "md", "markdown": self = .page
        case "json": self = .json
        default: return nil
        }
    }

    static func pathExtension(_ path: String) -> String {
        let last = FileSystemPath.lastComponent(path)
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return "" }
        return String(last[last.index(after: dot)...])
    }

    /// The file name without folders and extension.
    public static func stem(_ path: String) -> String {
        let last = FileSystemPath.lastComponent(path)
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }
}
