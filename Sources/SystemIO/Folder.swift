import CSystem
import TextEscapes

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

/// A folder reached through a descriptor: every file below it is made, opened, renamed and removed
/// relative to that descriptor, one name at a time, and no symbolic link is ever followed. A link
/// planted anywhere below the folder cannot send a write, a rename or a removal outside it.
public final class Folder {
    /// The open folder (`O_DIRECTORY`).
    public let descriptor: Int32
    /// Where the folder is, for messages only: nothing is opened by this path.
    public let path: String

    /// Opens the folder at `path`, following a link there: the caller named it.
    /// The corresponding C function is `open` with `O_DIRECTORY`.
    /// - Throws: `SystemCallError` from `open(2)`.
    public init(opening path: String) throws(SystemCallError) {
        descriptor = FileSystemPath.withCString(path) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw .last }
        self.path = path
    }

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    /// Where `name` in this folder is, for messages.
    public func path(of name: String) -> String { path.hasSuffix("/") ? path + name : path + "/" + name }

    /// What `name` in this folder is, without following a link; nil when nothing has that name.
    /// The corresponding C function is `fstatat` with `AT_SYMLINK_NOFOLLOW`.
    public func status(_ name: String) -> Entry? {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return Entry(status)
    }

    /// What a name in a folder is: its kind, inode and size.
    public struct Entry: Equatable, Sendable {
        /// What kind of entry a name is.
        public enum Kind: Sendable {
            /// A regular file.
            case file
            /// A folder.
            case folder
            /// A symbolic link.
            case link
            /// Anything else: a device, a socket, a pipe.
            case other
        }
        /// The entry's kind; a symbolic link is never followed.
        public let kind: Kind
        /// The entry's inode number.
        public let inode: UInt64
        /// The entry's size in bytes.
        public let size: Int

        init(_ status: stat) {
            switch status.st_mode & S_IFMT {
            case S_IFREG: kind = .file
            case S_IFDIR: kind = .folder
            case S_IFLNK: kind = .link
            default: kind = .other
            }
            inode = UInt64(status.st_ino)
            size = Int(status.st_size)
        }
    }

    /// Opens the folder `name` in this one, never through a link; makes it first when `create` is
    /// set and nothing has that name. The corresponding C functions are `mkdirat`, and `openat`
    /// with `O_DIRECTORY | O_NOFOLLOW`.
    /// - Throws: `FolderError.inTheWay` when a link or a file has the name, else the failed call's error.
    func folder(_ name: String, create: Bool = false) throws(FolderError) -> Folder {
        if create, status(name) == nil, mkdirat(descriptor, name, 0o777) != 0, errno != EEXIST {
            throw .failed(path(of: name), .last)
        }
        guard let opened = existingFolder(name) else { throw failure(name) }
        return opened
    }

    /// The folder `name` in this one, opened; nil, with `errno` set, when there is none, or a link
    /// or a file has the name. The corresponding C function is `openat` with `O_DIRECTORY | O_NOFOLLOW`.
    func existingFolder(_ name: String) -> Folder? {
        let opened = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        return opened >= 0 ? Folder(descriptor: opened, path: path(of: name)) : nil
    }

    /// Makes the folder `name`, which must not exist. The corresponding C function is `mkdirat`.
    /// - Returns: Its inode.
    /// - Throws: `FolderError` naming it.
    func makeFolder(_ name: String) throws(FolderError) -> UInt64 {
        guard mkdirat(descriptor, name, 0o777) == 0 else { throw failure(name) }
        guard let made = status(name) else { throw .failed(path(of: name), .last) }
        return made.inode
    }

    /// Makes the file `name`, which must not exist (`O_EXCL`, so neither a file nor a link is ever
    /// written through), and writes `data` into it; the file is removed if writing fails.
    /// The corresponding C functions are `openat` (through ``openNewFile``), `write`, `fsync`,
    /// `fstat`, and `unlinkat` when writing fails.
    /// - Returns: The new file's inode.
    /// - Throws: `FileCreationError.cantCreate` from `openat(2)`, or `.io` from writing.
    func createFile(_ name: String, _ data: Data, sync: Bool = false) throws(FileCreationError) -> UInt64 {
        let file = Folder.openNewFile(descriptor, name)
        guard file >= 0 else { throw .cantCreate(SystemCallError.last) }
        var failure: SystemCallError?
        do {
            try SystemCall.writeAll(data, to: file)
            if sync, fsync(file) != 0 { failure = .last }
        } catch {
            failure = error
        }
        var status = stat()
        if failure == nil, fstat(file, &status) != 0 { failure = .last }
        if close(file) != 0, failure == nil { failure = .last }
        if let failure {
            unlinkat(descriptor, name, 0)
            throw .io(failure)
        }
        return UInt64(status.st_ino)
    }

    /// A failure to make a file: before any byte was written, or while writing.
    enum FileCreationError: Error {
        case cantCreate(SystemCallError)
        case io(SystemCallError)

        /// The run's error, naming the file at `path`: `.cantCreate` or `.io` as this one.
        func outputError(path: String) -> OutputError {
            switch self {
            case .cantCreate(let failure): return .cantCreate(path: path, reason: failure.reason)
            case .io(let failure): return .io(path: path, reason: failure.reason)
            }
        }
    }

    /// Creates a new file in a folder: exclusively and never through a link. Returns a descriptor,
    /// or -1 with `errno` set. The corresponding C function is `openat`.
    public static let createExclusively: @Sendable (Int32, String) -> Int32 = { folder, name in
        openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
    }

    /// How `createFile(_:_:sync:)` opens its file; `createExclusively` unless a test binds
    /// another, for instance one that hands back a descriptor of `/dev/full`, so that the write
    /// fails as a full disk makes it fail.
    @TaskLocal public static var openNewFile: @Sendable (Int32, String) -> Int32 = createExclusively

    /// Reads the regular file `name`, never through a link; nil when it is missing, not a regular
    /// file or larger than `limit` bytes. The corresponding C functions are `openat` with
    /// `O_NOFOLLOW`, `fstat` and `read`.
    public func read(_ name: String, limit: Int) -> Data? {
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) <= limit else {
            return nil
        }
        return SystemCall.readAll(file)
    }

    /// Renames `name` to `newName` in `folder` (this one when nil), replacing a file there.
    /// The corresponding C function is `renameat`.
    func rename(_ name: String, to newName: String, in folder: Folder? = nil) throws(SystemCallError) {
        guard renameat(descriptor, name, (folder ?? self).descriptor, newName) == 0 else { throw .last }
    }

    /// Swaps two names of this folder, whatever each is: in one step on Linux (`renameat2` with
    /// `RENAME_EXCHANGE`); in the POSIX build, in the renames of ``exchangeInSteps(_:_:keepingOther:)``,
    /// which the commit's journal finishes should a run stop between two of them.
    func exchange(_ name: String, _ other: String) throws(SystemCallError) {
        #if os(Linux) && !TG_PORTABLE
            guard tg_renameat2(descriptor, name, descriptor, other, tg_rename_exchange) == 0 else { throw .last }
        #else
            try exchangeInSteps(name, other)
        #endif
    }

    /// Removes `name` from this folder: a file or link itself, a folder with everything in it, no
    /// link followed. Does nothing when nothing has the name. The corresponding C function is
    /// `unlinkat`, with `AT_REMOVEDIR` for a folder.
    func remove(_ name: String) {
        guard let entry = status(name) else { return }
        if entry.kind == .folder, let inner = existingFolder(name) {
            for child in inner.names() { inner.remove(child) }
            unlinkat(descriptor, name, AT_REMOVEDIR)
        } else {
            unlinkat(descriptor, name, 0)
        }
    }

    /// Removes the empty folder `name`; does nothing if it holds anything.
    /// The corresponding C function is `unlinkat` with `AT_REMOVEDIR`.
    func removeIfEmpty(_ name: String) {
        unlinkat(descriptor, name, AT_REMOVEDIR)
    }

    /// The names in this folder, `.` and `..` aside, in no particular order.
    /// The corresponding C functions are `fdopendir` and `readdir`.
    public func names() -> [String] {
        let copy = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard copy >= 0, let stream = fdopendir(copy) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Commits this folder's entries (the names in it) to disk. The corresponding C function is `fsync`.
    func syncEntries() -> SystemCallError? {
        fsync(descriptor) == 0 ? nil : .last
    }

    /// Waits until this process alone holds the folder: concurrent runs on one output folder take
    /// their turns. The corresponding C function is `flock` with `LOCK_EX`.
    func lock() throws(SystemCallError) {
        guard tg_lock_exclusive(descriptor) == 0 else { throw .last }
    }

    /// Why `name` could not be opened or made: a link or a file in the way, or the call's error.
    private func failure(_ name: String) -> FolderError {
        let error = SystemCallError.last
        switch status(name)?.kind {
        case .link?: return .inTheWay(path(of: name), "a symbolic link")
        case .file?, .other?:
            return error.code == EEXIST ? .failed(path(of: name), error) : .inTheWay(path(of: name), "a file")
        default: return .failed(path(of: name), error)
        }
    }
}

/// Why a folder could not be opened or made.
enum FolderError: Error {
    /// Something that is not a folder has the name: what it is.
    case inTheWay(String, String)
    /// The call failed for another reason.
    case failed(String, SystemCallError)

    /// The run's error: the output cannot be created there.
    var outputError: OutputError {
        switch self {
        case .inTheWay(let path, let what): return .cantCreate(path: path, reason: "\(what) is in the way")
        case .failed(let path, let error): return .cantCreate(path: path, reason: error.reason)
        }
    }
}
