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

extension StagedOutput {
    /// Starts syncing what has been written so far on a thread of its own, for the run to write
    /// its last files meanwhile (a manifest, previews): ``commit()`` waits for it, and syncs again
    /// before the renames, which then finds little left to write. Called once every block is
    /// drawn; does nothing without `sync`, or when called again.
    public func startSync() {
        guard sync, earlySync == nil else { return }
        let outcome = SyncOutcome()
        let root = root
        let entries = staged
        let syncFileSystem = Self.syncFileSystem
        guard
            let thread = BackgroundThread({
                outcome.failure = Self.syncStaged(entries, in: root, syncFileSystem)
            })
        else { return }
        earlySync = (thread, outcome)
    }

    /// Puts everything in place: syncs, writes the journal, renames each file and swaps in each
    /// folder, then removes what they replaced and the removals.
    /// - Throws: `OutputError.io` when the sync or a rename fails; the old output then stays whole
    ///   and what was staged is removed.
    public func commit() throws(OutputError) {
        replacements = [:]
        subfolders = [:]
        let journal: CommitJournal
        do throws(OutputError) {
            try Interruption.check()
            if sync, let failure = finishEarlySync() ?? syncFileSystem() {
                throw .io(path: rootPath, reason: failure.reason)
            }
            journal = CommitJournal(swaps: try swaps(), removals: removals)
        } catch {
            rollback()
            throw error
        }
        // The steps, for the tests that kill the run after each: everything staged and synced;
        // the journal written; then each step of its own (CommitJournal.finish).
        var steps = 0
        let killAfter = killAfterStep
        func step() {
            steps += 1
            if steps == killAfter { kill(getpid(), SIGKILL) }
        }
        step()
        do throws(OutputError) {
            try journal.write(in: root, sync: sync)
        } catch {
            rollback()
            throw error
        }
        step()
        staged = []
        removals = []
        removalPaths = []
        madeFolders = []
        try journal.finish(in: root, sync: sync, step: step)
    }

    /// The journal's swaps, read before anything is renamed: whether each final name is taken.
    /// - Throws: `OutputError.io` for a staged file whose final name is a folder's.
    func swaps() throws(OutputError) -> [CommitJournal.Swap] {
        let folders = FolderCache(root)
        var swaps: [CommitJournal.Swap] = []
        for entry in staged {
            let place = folders.existing(entry.folder) ?? root
            let final = place.status(entry.final)
            if final?.kind == .folder, place.status(entry.staged)?.kind == .file {
                throw .io(path: place.path(of: entry.final), reason: SystemCallError(code: EISDIR).reason)
            }
            swaps.append(
                CommitJournal.Swap(
                    folder: entry.folder, staged: entry.staged, final: entry.final, inode: entry.inode,
                    bytes: entry.bytes, finalExisted: final != nil))
        }
        return swaps
    }

    /// Waits for the sync ``startSync()`` began, if any: its failure, if it failed. A write-back
    /// error is reported once to a descriptor, so it is kept from the first sync that saw it.
    func finishEarlySync() -> SystemCallError? {
        guard let (thread, outcome) = earlySync else { return nil }
        thread.wait()
        return outcome.failure
    }

    /// One `syncfs` of the output folder's file system; its failure, if it fails. In the POSIX
    /// build, an `fsync` of each file and folder staged (``syncEach(_:in:)``) first.
    func syncFileSystem() -> SystemCallError? {
        Self.syncStaged(staged, in: root, Self.syncFileSystem)
    }

    /// Syncs what `entries` staged in `root`: with `syncfs` (`syncFileSystem`, given the output
    /// folder) on Linux; in the POSIX build, with ``syncEach(_:in:)``, then `syncFileSystem`.
    static func syncStaged(_ entries: [StagedEntry], in root: Folder, _ syncFileSystem: (Int32) -> Int32)
        -> SystemCallError?
    {
        #if !(os(Linux) && !TG_PORTABLE)
            if let failure = syncEach(entries, in: root) { return failure }
        #endif
        return syncFileSystem(root.descriptor) == 0 ? nil : .last
    }

    /// How the transaction syncs: `syncfs(2)`, unless a test binds a function that fails, or
    /// looks at what is written when it is called. It returns 0, or -1 with `errno` set.
    @TaskLocal public static var syncFileSystem: @Sendable (Int32) -> Int32 = { SystemCall.syncFileSystem($0) }

    /// Removes everything written aside, and what stopped drawing processes staged (at the top of
    /// the folder and in the folders the run wrote into or the tool wrote before); what is in
    /// place stays as it was.
    public func rollback() {
        let touched = ownedFolders.union(subfolders.keys).union(madeFolders)
        replacements = [:]
        subfolders = [:]
        let folders = FolderCache(root)
        for entry in staged { (folders.existing(entry.folder) ?? root).remove(entry.staged) }
        staged = []
        removals = []
        removalPaths = []
        Self.sweep(root, folders: touched)
        for name in madeFolders { root.removeIfEmpty(name) }
        madeFolders = []
    }
}
