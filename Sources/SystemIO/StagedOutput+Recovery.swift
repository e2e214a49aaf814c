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
