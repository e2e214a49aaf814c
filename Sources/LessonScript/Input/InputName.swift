#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The name an input gives its blocks when nothing else names them: it says where the block
/// came from, so that the course's own layout names every block apart.
///
/// - A file's stem: `Graphs/01-declarative-syntax-1.swift` → `01-declarative-syntax-1`.
/// - A block stem `main` takes the folders above it: `01-declarative-syntax/1/main.swift` →
///   `01-declarative-syntax-1` (the block's folder, and when that is a number, the lesson's
///   folder before it).
/// - A page stem `lesson`, `index` or `README` (any case) takes its folder:
///   `01-declarative-syntax/lesson.md` → `01-declarative-syntax`, whose blocks are then
///   `01-declarative-syntax-1`, `01-declarative-syntax-2`, …
///
/// A JSON scene's own `name` wins over all of this; `--name` wins over that.
public enum InputName {
    /// The stems a block file has in the course's layout, which name nothing by themselves.
    static let blockStems: Set<String> = ["main"]
    /// The stems of a page that stands for its folder.
    static let pageStems: Set<String> = ["lesson", "index", "readme"]

    /// The name of the input at `path`, read as `kind`.
    public static func of(path: String, kind: InputKind) -> String {
        let stem = InputKind.stem(path)
        switch kind {
        case .page where pageStems.contains(stem.lowercased()):
            return folders(above: path).last ?? stem
        case .block where blockStems.contains(stem), .json where blockStems.contains(stem):
            // Resolved only here: a file named by its own stem needs no folder.
            let folders = folders(above: path)
            guard let folder = folders.last else { return stem }
            if folder.allSatisfy(\.isNumber), folders.count >= 2 {
                return "\(folders[folders.count - 2])-\(folder)"
            }
            return folder
        default:
            return stem
        }
    }

    /// The folders of `path`, outermost first, resolved against the current folder so that
    /// `main.swift` run inside `01-x/1/` is named as `01-x/1/main.swift` is.
    private static func folders(above path: String) -> [String] {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        return absolute.split(separator: "/").dropLast().map(String.init).filter { $0 != "." && $0 != ".." }
    }
}
