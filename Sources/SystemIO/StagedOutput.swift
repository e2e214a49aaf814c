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
/// manifest, ``own(_:)``): a folder it would replace, or a file it would put in place, that
/// ``owned`` does not account for, or that is no longer the size the tool wrote, stops the run
/// before anything takes its place, unless `force` takes them over.
///
/// The commit is journalled (``CommitJournal``): synced before the first rename, so that a run
/// killed at any point of its commit is finished by the next run on the folder, which first
/// removes what stopped runs staged: at the top of the folder, and in the folders the tool wrote
/// (``own(_:)``). Runs on one folder take turns (`flock`).
///
/// Durability costs a `syncfs(2)` before the renames rather than an `fsync` per file; most of
/// its writing is done by an earlier one (``startSync()``), begun on a thread of its own once
/// every block is drawn, while the run writes its manifest. The POSIX build, which has no
/// `syncfs`, syncs each staged file and folder instead (`syncEach(_:in:)`), at the same two points.
public final class StagedOutput {
    /// The output folder as given, for messages.
    public let rootPath: String
    /// Whether to commit the data to disk before anything takes its final name.
    public let sync: Bool
    /// Whether to take over folders and files the tool did not write.
    public let force: Bool
    let root: Folder
    /// What the tool wrote here before, by path relative to the folder (`<folder>/<file>` or
    /// `<file>`): each file's size. Set from the earlier run's manifest, through ``own(_:)``,
    /// before anything is staged.
    public internal(set) var owned: [String: Int] = [:]
    /// The folders of ``owned``'s files, by name.
    var ownedFolders: Set<String> = []
    /// The folders of the output folder this run has opened, by name.
    var subfolders: [String: Folder] = [:]
    /// The folders replaced whole, by name: their staged folder, open.
    var replacements: [String: (staged: String, folder: Folder)] = [:]
    var staged: [StagedEntry] = []
    var removals: [CommitJournal.Removal] = []
    /// The removals' paths, as ``owned`` names them.
    var removalPaths: Set<String> = []
    /// Folders this run made to write files into, removed at rollback if left empty.
    var madeFolders: [String] = []
    /// The early sync ``startSync()`` began, and how it ended.
    var earlySync: (thread: BackgroundThread, outcome: SyncOutcome)?
    #if DEBUG
        /// After which step of a commit the process kills itself, for the tests of an interrupted
        /// commit (`TRIGGERGRAPH_KILL_AFTER_COMMIT_STEP`); 0 for never. In test builds only: the
        /// release binary has no such hook, so no environment makes the shipped tool kill itself.
        /// Read with `getenv`: Foundation's `environment` copies the whole environment.
        let killAfterStep =
            getenv("TRIGGERGRAPH_KILL_AFTER_COMMIT_STEP").flatMap { Int(String(cString: $0)) } ?? 0
    #else
        let killAfterStep = 0
    #endif

    /// How a sync on another thread ended; read once its thread has been joined.
    final class SyncOutcome {
        var failure: SystemCallError?
    }

    /// Opens the output folder (made if missing) and waits for the turn on it; finishes a commit
    /// an earlier run left part way, and removes what stopped runs staged at its top.
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

    /// Starts a folder that replaces `rootPath/name` whole at commit.
    /// - Throws: `OutputError.cantCreate` when a file or link is in the way, when a folder there holds
    ///   anything the tool did not write (unless `force`), or when the folder cannot be made.
    public func replaceFolder(_ name: String) throws(OutputError) {
        try Interruption.check()
        if let entry = root.status(name), !force {
            // Forced, a link or a file there is replaced itself, and what it points at untouched.
            guard entry.kind == .folder else {
                throw .notOurs(
                    path: root.path(of: name),
                    reason: "\(entry.kind == .link ? "a symbolic link" : "a file") is in the way",
                    forcing: .replaces)
            }
            try checkOwned(folder: name)
        }
        let temporary = OutputNames.staged()
        do throws(FolderError) {
            let inode = try root.makeFolder(temporary)
            replacements[name] = (temporary, try root.folder(temporary))
            staged.append(StagedEntry(folder: nil, staged: temporary, final: name, inode: inode, bytes: nil))
        } catch {
            throw error.outputError
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
        if !force, let entry = place.status(file), entry.kind != .folder {
            try checkOwned(file: file, entry, in: place, path: folder.map { "\($0)/\(file)" } ?? file)
        }
        let temporary = OutputNames.staged()
        do throws(Folder.FileCreationError) {
            let inode = try place.createFile(temporary, data)
            staged.append(StagedEntry(folder: folder, staged: temporary, final: file, inode: inode, bytes: data.count))
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
        /// The staged file's size; nil for a folder.
        let bytes: Int?
    }

}

extension StagedOutput.StagedEntry: WireCodable {
    /// Appends its bytes, member after member.
    public func write(to wire: inout WireWriter) {
        wire.write(folder)
        wire.write(staged)
        wire.write(final)
        wire.write(inode)
        wire.write(bytes)
    }

    /// Reads the bytes ``write(to:)`` appended.
    public init(from wire: inout WireReader) throws(WireReader.Corrupted) {
        self.init(
            folder: try wire.read(), staged: try wire.read(), final: try wire.read(), inode: try wire.read(),
            bytes: try wire.read())
    }
}
