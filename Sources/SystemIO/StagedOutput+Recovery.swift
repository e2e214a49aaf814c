#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension StagedOutput {
    /// Finishes the commit an interrupted run left in `root`, then removes what stopped runs
    /// staged at its top: the folder is held, so no other run is staging. Staged names in the
    /// folders the tool wrote are removed once they are known (``own(_:)``).
    /// - Throws: `OutputError.cantCreate` for a journal that cannot be read or that this tool did
    ///   not write (nothing is touched then), `.io` for a commit that cannot be finished.
    public static func recover(_ root: Folder, sync: Bool) throws(OutputError) {
        if let journal = try CommitJournal.read(in: root) {
            try journal.finish(in: root, sync: sync, step: {})
        }
        sweep(root, folders: [])
    }

    /// Removes what stopped runs staged: staged names at the top of `root` and in its folders
    /// `folders` (each opened at its name: never a link or a file, `O_DIRECTORY | O_NOFOLLOW`).
    /// No other folder is looked into: a folder of the user's is never swept.
    static func sweep(_ root: Folder, folders: Set<String>) {
        for name in root.names() where OutputNames.isStaged(name) { root.remove(name) }
        for name in folders.sorted() where OutputNames.isPlain(name) && !OutputNames.isStaged(name) {
            guard let inner = root.existingFolder(name) else { continue }
            for staged in inner.names() where OutputNames.isStaged(staged) { inner.remove(staged) }
        }
    }
}

extension StagedOutput {
    /// The POSIX path of the commit's sync, where there is no `syncfs`: an `fsync` of each file
    /// staged, of each file in each folder staged and of that folder, and of each folder they are
    /// in but the output folder (which the caller syncs). Every entry is opened by its name from
    /// the output folder's descriptor, never through a link; one that is gone is skipped. The
    /// corresponding C functions are `openat`, `fsync` and `close`.
    /// - Returns: The first failure, if any.
    static func syncEach(_ entries: [StagedEntry], in root: Folder) -> SystemCallError? {
        let folders = FolderCache(root)
        var holders: Set<String> = []
        for entry in entries {
            guard let place = folders.existing(entry.folder) else { continue }
            if let folder = entry.folder { holders.insert(folder) }
            if entry.bytes == nil {
                guard let staged = place.existingFolder(entry.staged) else { continue }
                for name in staged.names() {
                    if let failure = syncFile(name, in: staged) { return failure }
                }
                if let failure = staged.syncEntries() { return failure }
            } else if let failure = syncFile(entry.staged, in: place) {
                return failure
            }
        }
        for name in holders.sorted() {
            if let failure = folders.existing(name)?.syncEntries() { return failure }
        }
        return nil
    }

    /// `fsync` of the regular file `name` in `place`; nil when it is synced, gone or not a file.
    private static func syncFile(_ name: String, in place: Folder) -> SystemCallError? {
        let file = openat(place.descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        return fsync(file) == 0 ? nil : .last
    }
}
