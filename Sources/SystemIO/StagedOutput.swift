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

/// One run's output, written aside and put in place only when the whole run has succeeded.
///
/// Everything is reached from the output folder's descriptor (``Folder``), one name at a time and
/// never through a symbolic link: no write, rename or removal can land outside the folder. A
/// block's folder is written as a hidden folder beside its final place and swapped in at
/// ``commit()``; files written one by one (a partial run, `--change`; an animation; a manifest)
/// go to hidden files renamed at ``commit()``. A run that fails or is interrupted removes what it
/// staged (``rollback()``) and leaves every earlier file as it was.
///
/// It touches only what the tool wrote (``owned``, which its caller reads from the earlier run's
/// manifest): a folder it would replace, or a file it would put in place, that ``owned`` does not
/// account for stops the run before anything takes its place, unless `force` takes them over.
///
/// The commit is journalled (``CommitJournal``): synced before the first rename, so that a run
/// killed at any point of its commit is finished by the next run on the folder, which first
/// removes what stopped runs staged. Runs on one folder take turns (`flock`).
///
/// Durability costs a `syncfs(2)` before the renames rather than an `fsync` per file; most of
/// its writing is done by an earlier one (``startSync()``), begun on a thread of its own once
/// every block is drawn, while the run writes its manifest.
public final class StagedOutput {
    /// The output folder as given, for messages.
    public let rootPath: String
    /// Whether to commit the data to disk before anything takes its final name.
    public let sync: Bool
    /// Whether to take over folders and files the tool did not write.
    public let force: Bool
    private let root: Folder
    /// What the tool wrote here before, by path relative to the folder (`<folder>/<file>` or
    /// `<file>`): each file's size. Set from the earlier run's manifest before anything is staged.
    public var owned: [String: Int] = [:]
    /// The folders of the output folder this run has opened, by name.
    private var subfolders: [String: Folder] = [:]
    /// The folders replaced whole, by name: their staged folder, open.
    private var replacements: [String: (staged: String, folder: Folder)] = [:]
    private var staged: [StagedEntry] = []
    private var removals: [CommitJournal.Removal] = []
    /// The removals' paths, as ``owned`` names them.
    private var removalPaths: Set<String> = []
    /// Folders this run made to write files into, removed at rollback if left empty.
    private var madeFolders: [String] = []
    /// The early sync ``startSync()`` began, and how it ended.
    private var earlySync: (thread: BackgroundThread, outcome: SyncOutcome)?
    /// After which step of a commit the process kills itself, for the tests of an interrupted
    /// commit (`TRIGGERGRAPH_KILL_AFTER_COMMIT_STEP`); 0 for never. Read with `getenv`: Foundation's
    /// `environment` copies the whole environment into a dictionary, about 0.1 ms, every run.
    private let killAfterStep =
        getenv("TRIGGERGRAPH_KILL_AFTER_COMMIT_STEP").flatMap { Int(String(cString: $0)) } ?? 0

    /// How a sync on another thread ended; read once its thread has been joined.
    private final class SyncOutcome {
        var failure: SystemCallError?
    }

    /// Opens the output folder (made if missing) and waits for the turn on it; finishes a commit
    /// an earlier run left part way, and removes what stopped runs staged.
    /// - Throws: `OutputError.cantCreate` when the folder cannot be made or opened.
    public init(root url: URL, sync: Bool, force: Bool = false) throws(OutputError) {
        rootPath = url.path
        self.sync = sync
        self.force = force
        try FileOutput.makeFolder(url)
        do throws(SystemCallError) {
            root = try Folder(opening: rootPath)
            try root.lock()
        } catch {
            throw .cantCreate(path: rootPath, reason: error.reason)
        }
        try Self.recover(root, sync: sync)
    }

    deinit {
        earlySync?.thread.wait()
    }

    /// What has the name `name` at the top of the output folder, never following a link.
    public func status(_ name: String) -> Folder.Entry? { root.status(name) }

    /// The regular file `name` at the top of the output folder, never through a link.
    public func read(_ name: String, limit: Int) -> Data? { root.read(name, limit: limit) }

    /// Where `name` at the top of the output folder is, for messages.
    public func path(of name: String) -> String { root.path(of: name) }

    /// Finishes the commit an interrupted run left in `root`, then removes every staged file and
    /// folder there and in its folders: the folder is held, so no other run is staging.
    public static func recover(_ root: Folder, sync: Bool) throws(OutputError) {
        if let journal = try CommitJournal.read(in: root) {
            try journal.finish(in: root, sync: sync, step: {})
        }
        sweep(root)
    }

    /// Removes what stopped runs staged: staged names at the top of `root` and in its folders
    /// (the names a folder is opened at: never a link or a file, `O_DIRECTORY | O_NOFOLLOW`).
    private static func sweep(_ root: Folder) {
        for name in root.names() {
            if OutputNames.isStaged(name) {
                root.remove(name)
            } else if name.first != ".", let inner = root.existingFolder(name) {
                for staged in inner.names() where OutputNames.isStaged(staged) { inner.remove(staged) }
            }
        }
    }

    /// Starts a folder that replaces `rootPath/name` whole at commit.
    /// - Throws: `OutputError.cantCreate` when a file or link is in the way, when a folder there holds
    ///   anything the tool did not write (unless `force`), or when the folder cannot be made.
    public func replaceFolder(_ name: String) throws(OutputError) {
        try Interruption.check()
        if let entry = root.status(name), !force {
            // Forced, a link or a file there is replaced itself, and what it points at untouched.
            guard entry.kind == .folder else {
                throw .cantCreate(
                    path: root.path(of: name),
                    reason: "\(entry.kind == .link ? "a symbolic link" : "a file") is in the way (--force replaces it)")
            }
            try checkOwned(folder: name)
        }
        let temporary = OutputNames.staged(name)
        do throws(FolderError) {
            let inode = try root.makeFolder(temporary)
            replacements[name] = (temporary, try root.folder(temporary))
            staged.append(StagedEntry(folder: nil, staged: temporary, final: name, inode: inode))
        } catch {
            throw error.outputError
        }
    }

    /// Refuses a folder the tool did not write, or one holding anything it did not write.
    private func checkOwned(folder name: String) throws(OutputError) {
        let prefix = name + "/"
        guard owned.keys.contains(where: { $0.hasPrefix(prefix) }) else {
            throw .cantCreate(
                path: root.path(of: name),
                reason: "a folder triggergraph did not write has this block's name (--force takes it over)")
        }
        guard let folder = root.existingFolder(name) else { return }
        for inner in folder.names().sorted() where !OutputNames.isStaged(inner) {
            guard folder.status(inner)?.kind == .file, owned[prefix + inner] != nil else {
                throw .cantCreate(
                    path: folder.path(of: inner),
                    reason:
                        "triggergraph did not write this, and replacing its folder would remove it (--force takes it over)"
                )
            }
        }
    }

    /// Writes `file` into the folder `name`: into its replacement when ``replaceFolder(_:)``
    /// started one, else beside the existing file (the folder made if missing), renamed into place at commit.
    /// - Throws: `OutputError.cantCreate` or `.io`, naming the file's final path.
    public func write(_ data: Data, folder name: String, file: String) throws(OutputError) {
        try Interruption.check()
        if let replacement = replacements[name] {
            // The folder is not in place yet: nobody reads the file before it is whole.
            do throws(Folder.FileCreationError) {
                _ = try replacement.folder.createFile(file, data)
            } catch {
                throw error.outputError(path: root.path(of: name) + "/" + file)
            }
            return
        }
        try stage(data, as: file, in: try subfolder(name), named: name)
    }

    /// Writes `file` at the top of the output folder, renamed into place at commit.
    public func write(_ data: Data, file: String) throws(OutputError) {
        try Interruption.check()
        try stage(data, as: file, in: root, named: nil)
    }

    /// The folder `name` of the output folder, opened once, made if missing; never a link.
    private func subfolder(_ name: String) throws(OutputError) -> Folder {
        if let open = subfolders[name] { return open }
        let existed = root.status(name) != nil
        do throws(FolderError) {
            let open = try root.folder(name, create: true)
            if !existed { madeFolders.append(name) }
            subfolders[name] = open
            return open
        } catch {
            throw error.outputError
        }
    }

    /// Writes a file at a staged name in `place`, to take the name `file` at commit.
    private func stage(_ data: Data, as file: String, in place: Folder, named folder: String?) throws(OutputError) {
        let path = folder.map { "\($0)/\(file)" } ?? file
        if !force, owned[path] == nil, let entry = place.status(file), entry.kind != .folder {
            throw .cantCreate(
                path: place.path(of: file),
                reason: "triggergraph did not write this file, and the run would replace it (--force takes it over)")
        }
        let temporary = OutputNames.staged(file)
        do throws(Folder.FileCreationError) {
            let inode = try place.createFile(temporary, data)
            staged.append(StagedEntry(folder: folder, staged: temporary, final: file, inode: inode))
        } catch {
            throw error.outputError(path: place.path(of: file))
        }
    }

    /// How many files and folders are staged so far; with ``staged(since:)``, what a forked
    /// process staged, for the process that commits to ``adopt(_:)``.
    public var stagedCount: Int { staged.count }

    /// The files and folders staged after the first `count`.
    public func staged(since count: Int) -> [StagedEntry] {
        Array(staged.dropFirst(count))
    }

    /// Takes files and folders another process staged into this transaction: they are renamed into
    /// place at ``commit()``, or removed at ``rollback()``, with this process's own.
    public func adopt(_ entries: [StagedEntry]) {
        staged += entries
    }

    /// A file or folder written at a staged name, to take its final name at commit.
    public struct StagedEntry: Equatable, Sendable {
        /// The folder it is in: nil for the output folder, else the name of one of its folders.
        let folder: String?
        let staged: String
        let final: String
        let inode: UInt64
    }

    /// Removes, at commit, a file an earlier run wrote that this one does not: only if it is still
    /// a regular file of `bytes` bytes. A path of more than two names, or one that would leave the
    /// folder (`..`, `/…`), is ignored.
    /// - Throws: `OutputError.cantCreate` when a symbolic link is on its way.
    public func removeAtCommit(_ path: String, bytes: Int) throws(OutputError) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
            return
        }
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

    /// Starts syncing what has been written so far on a thread of its own, for the run to write
    /// its last files meanwhile (a manifest, previews): ``commit()`` waits for it, and syncs again
    /// before the renames, which then finds little left to write. Called once every block is
    /// drawn; does nothing without `sync`, or when called again.
    public func startSync() {
        guard sync, earlySync == nil else { return }
        let outcome = SyncOutcome()
        let descriptor = root.descriptor
        let syncFileSystem = Self.syncFileSystem
        guard
            let thread = BackgroundThread({
                outcome.failure = syncFileSystem(descriptor) == 0 ? nil : .last
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
    private func swaps() throws(OutputError) -> [CommitJournal.Swap] {
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
                    finalExisted: final != nil))
        }
        return swaps
    }

    /// Waits for the sync ``startSync()`` began, if any: its failure, if it failed. A write-back
    /// error is reported once to a descriptor, so it is kept from the first sync that saw it.
    private func finishEarlySync() -> SystemCallError? {
        guard let (thread, outcome) = earlySync else { return nil }
        thread.wait()
        return outcome.failure
    }

    /// One `syncfs` of the output folder's file system; its failure, if it fails.
    private func syncFileSystem() -> SystemCallError? {
        Self.syncFileSystem(root.descriptor) == 0 ? nil : .last
    }

    /// How the transaction syncs: `syncfs(2)`, unless a test binds a function that fails, or
    /// looks at what is written when it is called. It returns 0, or -1 with `errno` set.
    @TaskLocal public static var syncFileSystem: @Sendable (Int32) -> Int32 = { SystemCall.syncFileSystem($0) }

    /// Removes everything written aside, and what stopped drawing processes staged; what is in
    /// place stays as it was.
    public func rollback() {
        replacements = [:]
        subfolders = [:]
        let folders = FolderCache(root)
        for entry in staged { (folders.existing(entry.folder) ?? root).remove(entry.staged) }
        staged = []
        removals = []
        removalPaths = []
        Self.sweep(root)
        for name in madeFolders { root.removeIfEmpty(name) }
        madeFolders = []
    }
}

extension StagedOutput.StagedEntry: WireCodable {
    /// Appends its bytes, member after member.
    public func write(to wire: inout WireWriter) {
        wire.write(folder)
        wire.write(staged)
        wire.write(final)
        wire.write(inode)
    }

    /// Reads the bytes ``write(to:)`` appended.
    public init(from wire: inout WireReader) throws(WireReader.Corrupted) {
        self.init(folder: try wire.read(), staged: try wire.read(), final: try wire.read(), inode: try wire.read())
    }
}
