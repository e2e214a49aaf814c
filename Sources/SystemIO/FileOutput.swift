import TextEscapes

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

/// The output folder's own path: made as `mkdir -p` makes it, before ``StagedOutput`` opens
/// it and reaches every file in it from its descriptor.
enum FileOutput {
    /// Makes a folder and its parents, as `mkdir -p` does. The corresponding C function is `mkdir`.
    /// - Throws: `OutputError.cantCreate` naming the first folder that cannot be made
    ///   (a path through a regular file, a file system that refuses new entries, …).
    static func makeFolder(_ url: URL) throws(OutputError) {
        let path = url.standardizedFileURL.path
        if isFolder(path) { return }
        let parent = FileSystemPath.deletingLastComponent(path)
        if !parent.isEmpty, parent != path { try makeFolder(URL(fileURLWithPath: parent)) }
        if FileSystemPath.withCString(path, { mkdir($0, 0o777) }) != 0 {
            let failure = SystemCallError.last
            // Made meanwhile by another process, or already there as something else.
            if failure.code == EEXIST, isFolder(path) { return }
            throw .cantCreate(path: path, reason: failure.code == EEXIST ? "a file is in the way" : failure.reason)
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return FileSystemPath.withCString(path) { stat($0, &status) } == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}
