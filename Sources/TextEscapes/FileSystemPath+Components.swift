extension FileSystemPath {
    /// The path's last component, as `NSString.lastPathComponent` has it: `b` of `/a/b` and of
    /// `/a/b/`, `/` of `/`, the whole of a path without `/`.
    public static func lastComponent(_ path: String) -> String {
        let components = path.split(separator: "/")
        guard let last = components.last else { return path.isEmpty ? "" : "/" }
        return String(last)
    }

    /// The path without its last component, as `NSString.deletingLastPathComponent` has it:
    /// `/a` of `/a/b` and of `/a/b/`, `/` of `/a` and of `/`, empty for a path without `/`.
    public static func deletingLastComponent(_ path: String) -> String {
        let components = path.split(separator: "/")
        let absolute = path.hasPrefix("/")
        guard components.count > 1 else { return absolute ? "/" : "" }
        return (absolute ? "/" : "") + components.dropLast().joined(separator: "/")
    }
}
