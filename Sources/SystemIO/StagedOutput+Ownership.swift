extension StagedOutput {
    /// Takes what the tool wrote here before (by path relative to the folder, `<folder>/<file>` or
    /// `<file>`: each file's size, from the earlier run's manifest) as this run's to replace or
    /// remove, and removes what stopped runs staged in those folders. A path that is not one or
    /// two plain names inside the folder is no file of the tool's, and is left out.
    public func own(_ files: [String: Int]) {
        owned = files.filter { Self.parts(of: $0.key) != nil && $0.value >= 0 }
        ownedFolders = Set(
            owned.keys.compactMap { path in Self.parts(of: path).flatMap { $0.count == 2 ? $0[0] : nil } })
        Self.sweep(root, folders: ownedFolders)
    }

    /// The one or two plain names of `path` (`<file>` or `<folder>/<file>`); nil for any other path.
    static func parts(of path: String) -> [String]? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard (1...2).contains(parts.count), parts.allSatisfy(OutputNames.isPlain) else { return nil }
        return parts
    }

    /// Refuses a folder the tool did not write, or one holding anything it did not write or that
    /// changed since. A folder that holds nothing but what a stopped run staged is the tool's.
    func checkOwned(folder name: String) throws(OutputError) {
        let folder = root.existingFolder(name)
        let names = folder?.names().sorted() ?? []
        let onlyStaged = !names.isEmpty && names.allSatisfy(OutputNames.isStaged)
        guard ownedFolders.contains(name) || onlyStaged else {
            throw .notOurs(
                path: root.path(of: name), reason: "a folder triggergraph did not write has this block's name",
                forcing: .takesOver)
        }
        guard let folder else { return }
        for inner in names where !OutputNames.isStaged(inner) {
            guard let entry = folder.status(inner) else { continue }
            try checkOwned(file: inner, entry, in: folder, path: name + "/" + inner, replacingFolder: true)
        }
    }

    /// Refuses to replace the file `name` in `place` (`path` as ``owned`` names it) unless the tool
    /// wrote it and it is still the size written then: a file of the user's, or one edited by hand
    /// since, is never replaced unless forced.
    func checkOwned(
        file name: String, _ entry: Folder.Entry, in place: Folder, path: String, replacingFolder: Bool = false
    ) throws(OutputError) {
        let consequence =
            replacingFolder ? "replacing its folder would remove it" : "the run would replace it"
        // A link at a name the tool wrote is replaced itself, never followed; in a folder replaced
        // whole, it would go with the folder, which is the user's to decide.
        let replaceable = entry.kind == .file || (entry.kind == .link && !replacingFolder)
        guard replaceable, let bytes = owned[path] else {
            let what = replacingFolder ? "this" : "this file"
            throw .notOurs(
                path: place.path(of: name), reason: "triggergraph did not write \(what), and \(consequence)",
                forcing: .takesOver)
        }
        guard entry.kind != .file || entry.size == bytes else {
            throw .notOurs(
                path: place.path(of: name),
                reason:
                    "it changed since triggergraph wrote it (\(entry.size) bytes, not \(bytes)), and \(consequence)",
                forcing: .takesOver)
        }
    }

    /// Removes, at commit, a file an earlier run wrote that this one does not: only if it is still
    /// a regular file of `bytes` bytes. A path of more than two names, or one that would leave the
    /// folder (`..`, `/…`), is ignored.
    /// - Throws: `OutputError.cantCreate` when a symbolic link is on its way.
    public func removeAtCommit(_ path: String, bytes: Int) throws(OutputError) {
        guard let parts = Self.parts(of: path) else { return }
        let folder = parts.count == 2 ? parts[0] : nil
        if let folder {
            guard let entry = root.status(folder) else { return }
            guard entry.kind == .folder else {
                throw .cantCreate(
                    path: root.path(of: folder),
                    reason: "\(entry.kind == .link ? "a symbolic link" : "a file") is where the manifest lists a folder"
                )
            }
        }
        removals.append(CommitJournal.Removal(folder: folder, name: parts[parts.count - 1], bytes: bytes))
        removalPaths.insert(path)
    }

    /// Whether the file at `path` (as in ``owned``) is still in place after this run's commit,
    /// were it not written again: in no folder replaced whole, and not removed.
    public func keeps(_ path: String) -> Bool {
        let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
        if parts.count == 2, replacements[parts[0]] != nil { return false }
        return !removalPaths.contains(path)
    }

    /// Whether the file at `path` (one or two plain names) is a regular file of `bytes` bytes
    /// now, reached without following a link: what an earlier manifest says is there, checked
    /// before it is carried forward.
    public func holds(_ path: String, bytes: Int) -> Bool {
        guard let parts = Self.parts(of: path) else { return false }
        let place = parts.count == 2 ? root.existingFolder(parts[0]) : root
        guard let entry = place?.status(parts[parts.count - 1]) else { return false }
        return entry.kind == .file && entry.size == bytes
    }
}
