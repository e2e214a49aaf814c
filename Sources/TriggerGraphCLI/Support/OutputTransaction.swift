import Foundation

/// One run's output, written aside and put in place only when the whole run has succeeded.
///
/// A block's folder is written as a hidden folder beside its final place and swapped in at
/// ``commit()``, so the new folder holds exactly the new files: no frame of an earlier run
/// survives, and a run that fails leaves every earlier folder as it was (``rollback()``).
/// Files written one by one (a partial run, `--change`; an animation) go to hidden temporary
/// files renamed at ``commit()``. Nothing else in the output folder is touched.
///
/// Durability costs a `syncfs(2)` before the renames rather than an `fsync` per file; most of
/// its writing is done by an earlier one (``startSync()``), begun on a thread of its own once
/// every block is drawn, while the run writes its manifest.
final class OutputTransaction {
    let root: URL
    /// Whether to commit the data to disk before anything takes its final name.
    let sync: Bool
    /// `root`'s path.
    private let rootPath: String
    private var folders: [String: String] = [:]
    private var staged: [(staged: String, final: String, isFolder: Bool)] = []
    private var removals: [String] = []
    /// The output folder, open from the start of the run when syncing: `syncfs` reports the
    /// write-back errors of its file system since the descriptor was opened, so none of the run's
    /// is missed, whenever it happened.
    private let syncDescriptor: Int32
    /// The sync ``startSync()`` began, and how it ended.
    private var earlySync: (thread: BackgroundThread, outcome: SyncOutcome)?

    /// How a sync on another thread ended; read once its thread has been joined.
    private final class SyncOutcome {
        var failure: SystemCallError?
    }

    /// Makes the output folder if it is missing.
    /// - Throws: `CLIError.cantCreate` when it cannot be made, or opened for syncing.
    init(root: URL, sync: Bool) throws(CLIError) {
        self.root = root
        self.sync = sync
        rootPath = root.path
        try FileOutput.makeFolder(root)
        syncDescriptor = sync ? open(rootPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC) : -1
        if sync, syncDescriptor < 0 { throw .cantCreate(path: rootPath, reason: SystemCallError.last.reason) }
    }

    deinit {
        earlySync?.thread.wait()
        if syncDescriptor >= 0 { close(syncDescriptor) }
    }

    /// Starts a folder that replaces `root/name` whole at commit.
    /// - Throws: `CLIError.cantCreate` when a file is in the way or the folder cannot be made.
    func replaceFolder(_ name: String) throws(CLIError) {
        let final = root.appendingPathComponent(name).path
        var status = stat()
        if lstat(final, &status) == 0, (status.st_mode & S_IFMT) != S_IFDIR {
            let what = (status.st_mode & S_IFMT) == S_IFLNK ? "a symbolic link" : "a file"
            throw .cantCreate(path: final, reason: "\(what) is in the way")
        }
        let temporary = FileOutput.temporaryPath(for: URL(fileURLWithPath: final))
        guard mkdir(temporary, 0o777) == 0 else {
            throw .cantCreate(path: final, reason: SystemCallError.last.reason)
        }
        folders[name] = temporary
        staged.append((temporary, final, true))
    }

    /// Writes `file` into the folder `name`: into its replacement when ``replaceFolder(_:)``
    /// started one, else beside the existing file, renamed into place at commit.
    /// - Throws: `CLIError.cantCreate` or `.io`, naming the file's final path.
    func write(_ data: Data, folder name: String, file: String) throws(CLIError) {
        guard let temporaryFolder = folders[name] else {
            let final = root.appendingPathComponent(name).appendingPathComponent(file)
            try FileOutput.makeFolder(final.deletingLastPathComponent())
            return try write(data, to: final)
        }
        // The folder is not in place yet: nobody reads the file before it is whole. (Plain path
        // strings: a frame writes three files, and URL's path handling was most of their cost.)
        let final = (rootPath.hasSuffix("/") ? rootPath : rootPath + "/") + name + "/" + file
        try FileOutput.create(data, at: temporaryFolder + "/" + file, naming: final)
    }

    /// Writes `file` at the top of the output folder, renamed into place at commit.
    func write(_ data: Data, file: String) throws(CLIError) {
        try write(data, to: root.appendingPathComponent(file))
    }

    private func write(_ data: Data, to final: URL) throws(CLIError) {
        let temporary = try FileOutput.writeTemporary(data, beside: final)
        staged.append((temporary, final.path, false))
    }

    /// How many files and folders are staged so far; with ``staged(since:)``, what a forked
    /// process staged, for the process that commits to ``adopt(_:)``.
    var stagedCount: Int { staged.count }

    /// The files and folders staged after the first `count`.
    func staged(since count: Int) -> [StagedEntry] {
        staged.dropFirst(count).map { StagedEntry(staged: $0.staged, final: $0.final, isFolder: $0.isFolder) }
    }

    /// Takes files and folders another process staged into this transaction: they are renamed into
    /// place at ``commit()``, or removed at ``rollback()``, with this process's own.
    func adopt(_ entries: [StagedEntry]) {
        staged += entries.map { ($0.staged, $0.final, $0.isFolder) }
    }

    /// A file or folder written at a temporary name, to be renamed to its final one at commit.
    struct StagedEntry: Codable, Equatable {
        let staged: String
        let final: String
        let isFolder: Bool
    }

    /// Removes `path`, relative to the output folder, at commit: a file an earlier run wrote that
    /// this one does not. A path that would leave the folder (`..`, `/…`) is ignored.
    func removeAtCommit(_ path: String) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else { return }
        removals.append(root.appendingPathComponent(path).path)
    }

    /// Starts syncing what has been written so far on a thread of its own, for the run to write
    /// its last files meanwhile (a manifest, previews): ``commit()`` waits for it, and syncs again
    /// before the renames, which then finds little left to write. Called once every block is
    /// drawn; does nothing without `sync`, or when called again.
    func startSync() {
        guard sync, earlySync == nil else { return }
        let outcome = SyncOutcome()
        let descriptor = syncDescriptor
        let syncFileSystem = Self.syncFileSystem
        guard
            let thread = BackgroundThread({
                outcome.failure = syncFileSystem(descriptor) == 0 ? nil : .last
            })
        else { return }
        earlySync = (thread, outcome)
    }

    /// Puts everything in place: syncs, then renames each file and swaps in each folder.
    /// - Throws: `CLIError.io` when the sync or a rename fails; what was not yet in place is removed.
    func commit() throws(CLIError) {
        if sync, let failure = finishEarlySync() ?? syncFileSystem() {
            rollback()
            throw .io(path: root.path, reason: failure.reason)
        }
        while !staged.isEmpty {
            let entry = staged.removeFirst()
            do throws(SystemCallError) {
                if entry.isFolder {
                    try Self.swapFolder(entry.staged, into: entry.final)
                } else if rename(entry.staged, entry.final) != 0 {
                    throw .last
                }
            } catch {
                Self.remove(entry.staged)
                rollback()
                throw .io(path: entry.final, reason: error.reason)
            }
        }
        folders = [:]
        for path in removals { unlink(path) }
        removals = []
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
        Self.syncFileSystem(syncDescriptor) == 0 ? nil : .last
    }

    /// How the transaction syncs: `syncfs(2)`, unless a test binds a function that fails, or
    /// looks at what is written when it is called. It returns 0, or -1 with `errno` set.
    @TaskLocal static var syncFileSystem: @Sendable (Int32) -> Int32 = { SystemCall.syncFileSystem($0) }

    /// Removes everything written aside; what is in place stays as it was.
    func rollback() {
        for entry in staged { Self.remove(entry.staged) }
        staged = []
        folders = [:]
    }

    /// Puts `staged` where `final` is: the old folder moves aside, the new one takes its name,
    /// and the old one is removed. Should the second rename fail, the old folder goes back.
    private static func swapFolder(_ staged: String, into final: String) throws(SystemCallError) {
        if rename(staged, final) == 0 { return }
        guard errno == EEXIST || errno == ENOTEMPTY else { throw .last }
        let old = FileOutput.temporaryPath(for: URL(fileURLWithPath: final), suffix: "old")
        guard rename(final, old) == 0 else { throw .last }
        guard rename(staged, final) == 0 else {
            let failure = SystemCallError.last
            rename(old, final)
            throw failure
        }
        remove(old)
    }

    private static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}
