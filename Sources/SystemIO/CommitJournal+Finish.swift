#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension CommitJournal {
    /// Puts every staged name in place, removes what they replaced and the removals, then the
    /// journal itself. Calls `step` after each step, in order: each swap, each removal of what a
    /// swap replaced, each removal, and the journal's. A swap done already (found by its inode)
    /// counts as done. Should a swap fail, the ones before it are undone, the staged names are
    /// removed, and the old output stays whole.
    /// - Throws: `OutputError.io` naming the swap that failed.
    func finish(in root: Folder, sync: Bool, step: () -> Void) throws(OutputError) {
        let folders = FolderCache(root)
        var done: [Swap] = []
        for swap in swaps {
            let place = try folders.folder(swap.folder)
            do throws(SystemCallError) {
                try Self.put(swap, in: place)
            } catch {
                rollBack(done, in: folders)
                throw .io(path: place.path(of: swap.final), reason: error.reason)
            }
            done.append(swap)
            step()
        }
        if sync {
            for place in folders.opened {
                if let failure = place.syncEntries() { throw .io(path: place.path, reason: failure.reason) }
            }
        }
        for swap in swaps {
            // What the swap replaced, now at the staged name: never the new output.
            if let place = folders.existing(swap.folder), place.status(swap.staged)?.inode != swap.inode {
                place.remove(swap.staged)
            }
            step()
        }
        for removal in removals {
            if let place = folders.existing(removal.folder) { Self.remove(removal, in: place) }
            step()
        }
        root.remove(Self.name)
        if sync { _ = root.syncEntries() }
        step()
    }

    /// Undoes the swaps done, removes the staged names that still hold what was staged, and the
    /// journal: the old output is whole.
    private func rollBack(_ done: [Swap], in folders: FolderCache) {
        for swap in done.reversed() {
            if let place = folders.existing(swap.folder) { Self.undo(swap, in: place) }
        }
        for swap in swaps {
            guard let place = folders.existing(swap.folder), Self.holdsWhatWasStaged(swap, place.status(swap.staged))
            else { continue }
            place.remove(swap.staged)
        }
        folders.root.remove(Self.name)
    }

    /// Whether `entry` is what the swap staged: its inode, its kind, and a file's size.
    static func holdsWhatWasStaged(_ swap: Swap, _ entry: Folder.Entry?) -> Bool {
        guard let entry, entry.inode == swap.inode else { return false }
        guard let bytes = swap.bytes else { return entry.kind == .folder }
        return entry.kind == .file && entry.size == bytes
    }

    /// Removes a file an earlier run wrote, if it is still a regular file of the size written then.
    private static func remove(_ removal: Removal, in place: Folder) {
        guard let entry = place.status(removal.name), entry.kind == .file, entry.size == removal.bytes else { return }
        unlinkat(place.descriptor, removal.name, 0)
    }

    /// Puts one staged name in place, unless it is there already.
    private static func put(_ swap: Swap, in place: Folder) throws(SystemCallError) {
        if place.status(swap.final)?.inode == swap.inode { return }
        guard holdsWhatWasStaged(swap, place.status(swap.staged)) else { throw SystemCallError(code: ENOENT) }
        if place.status(swap.final) != nil {
            try place.exchange(swap.staged, swap.final)
        } else {
            try place.rename(swap.staged, to: swap.final)
        }
    }

    /// Takes a swap back: the old file or folder returns to its name, the new one to its staged name;
    /// a failure leaves the swap as it is.
    ///
    /// Never inlined: Swift 6.3.1's release optimiser crashes (LoopInvariantCodeMotion) on a `try?`
    /// of these typed-throwing calls inlined into `rollBack(_:in:)`'s loop.
    @inline(never)
    private static func undo(_ swap: Swap, in place: Folder) {
        guard place.status(swap.final)?.inode == swap.inode else { return }
        if swap.finalExisted, place.status(swap.staged) != nil {
            try? place.exchange(swap.final, swap.staged)
        } else {
            try? place.rename(swap.final, to: swap.staged)
        }
    }
}
