#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Folder {
    /// Swaps two names of this folder with POSIX renames, each atomic, where no call swaps them in
    /// one step (Linux's `renameat2` with `RENAME_EXCHANGE`): the POSIX build's ``exchange(_:_:)``.
    /// Once it returns, `name` has what `other` had and `other` what `name` had, as after one swap.
    ///
    /// What `other` holds is first given a staged name aside (``OutputNames``, which a later run
    /// sweeps away): a second link to it when neither is a folder, so that `other` stays a whole
    /// file throughout; else it is renamed there. Then `name` is renamed to `other`, and what was
    /// set aside to `name`. A run stopped between two of them leaves `other` holding the old entry
    /// or the new one (a folder's name, briefly, neither), the new one still at `name` or at
    /// `other`, and the old one aside: the commit's journal, which names the staged entry and its
    /// inode, finishes it (``CommitJournal``), and the sweep removes what was set aside.
    ///
    /// With `keepingOther`, `other` is never without a file: where the file system has no hard
    /// links, the call fails with `ENOSYS` before anything changed (the caller then renames
    /// instead). The corresponding C functions are `fstatat`, `linkat`, `renameat` and `unlinkat`.
    /// - Throws: `SystemCallError`: `ENOENT` when either name is missing; nothing has changed then,
    ///   or the names are as they were again.
    func exchangeInSteps(_ name: String, _ other: String, keepingOther: Bool = false) throws(SystemCallError) {
        guard let first = status(name), let second = status(other) else { throw SystemCallError(code: ENOENT) }
        let aside = OutputNames.staged()
        // A folder is renamed only to a name that is free or a folder's: a file or a link in a
        // folder's way, or a folder in a file's, is renamed aside rather than linked.
        let linkable = first.kind != .folder && second.kind != .folder
        let linked = linkable && linkat(descriptor, other, descriptor, aside, 0) == 0
        if !linked {
            // Gone since it was looked at: as `renameat2` finds it.
            if linkable, errno == ENOENT { throw .last }
            if keepingOther { throw SystemCallError(code: linkable ? ENOSYS : EISDIR) }
            guard renameat(descriptor, other, descriptor, aside) == 0 else { throw .last }
        }
        guard renameat(descriptor, name, descriptor, other) == 0 else {
            let failure = SystemCallError.last
            if linked { unlinkat(descriptor, aside, 0) } else { renameat(descriptor, aside, descriptor, other) }
            throw failure
        }
        guard renameat(descriptor, aside, descriptor, name) == 0 else {
            // `name` is free, since it was renamed away: this fails only as a broken disk fails.
            // The names go back as they were, as far as they can.
            let failure = SystemCallError.last
            if renameat(descriptor, other, descriptor, name) == 0 { renameat(descriptor, aside, descriptor, other) }
            throw failure
        }
    }
}
