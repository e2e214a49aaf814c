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

/// Which version of a file one read found: the file itself (its device and inode), and its size
/// and modification time then. A file still at that version, and still holding the bytes read, is
/// the file as it was read; an editor's save (a new file renamed over it) is another inode, and a
/// write in place another size or time.
public struct FileVersion: Equatable, Sendable {
    /// The device the file is on.
    public let device: UInt64
    /// The file's inode on it.
    public let inode: UInt64
    /// Whether it is a regular file; a device, a pipe or a folder is never replaced.
    public let isRegularFile: Bool
    /// Its size in bytes.
    public let size: Int
    /// Its modification time: seconds since 1970, and the nanoseconds of the second.
    public let modified: Int
    /// The nanoseconds of ``modified``'s second.
    public let modifiedNanoseconds: Int

    /// The version `status` (from `stat(2)` or `fstat(2)`) describes.
    public init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        isRegularFile = status.st_mode & S_IFMT == S_IFREG
        size = Int(status.st_size)
        modified = Int(status.st_mtim.tv_sec)
        modifiedNanoseconds = Int(status.st_mtim.tv_nsec)
    }

    /// Whether `other` is the same file, whatever its bytes.
    func isSameFile(_ other: FileVersion) -> Bool { device == other.device && inode == other.inode }
}

/// How a file differs from the version that was read.
public enum FileChange: Equatable, Sendable {
    /// Nothing has its name any more.
    case removed
    /// Another file has its name: an editor's save, made as a new file renamed over the old one.
    case replaced
    /// It is the same file, with other bytes, another size or another modification time: written in place.
    case written
}

/// Why a file was not replaced. Whatever the reason, the file is as the last writer left it and
/// nothing staged is left beside it, except as ``changed(_:left:)`` says.
public enum FileReplacementError: Error, Equatable, Sendable {
    /// The file is no longer the version that was read, so what was made from it is not put in its
    /// place. `left` is set only when a second save landed within the replacement's last step: the
    /// path of the file it left under the staged name, which nothing removes.
    case changed(FileChange, left: String? = nil)
    /// The file has `links` names (hard links): a new file in its place would split them.
    case hardLinked(links: Int)
    /// The version read is not a regular file (a device, a pipe).
    case notRegularFile
    /// Another user owns the file, and this process may not give the new file that owner (`fchown`).
    case ownerNotKept(owner: UInt32)
    /// The new file cannot be made beside the old one (`openat`).
    case cantCreate(SystemCallError)
    /// A read, write, sync, attribute or rename that failed.
    case io(SystemCallError)
}

extension Folder {
    /// The steps of ``replaceFile(_:read:bytes:with:)`` where a test may act, as another program
    /// would: an editor saves the file, or writes into it.
    public enum ReplacementStep: Sendable {
        /// Before the file is compared with what was read: the time since it was read.
        case comparing
        /// Once the new file is staged, before the last comparison.
        case staged
        /// After the last comparison, just before the new file is swapped in.
        case swapping
        /// Just after the swap, before what it displaced is checked.
        case swapped
    }

    /// Called at each ``ReplacementStep``; does nothing unless a test binds it. A task-local
    /// closure, so that no environment or argument of the shipped tool can reach it.
    @TaskLocal public static var replacementStep: @Sendable (ReplacementStep) -> Void = { _ in }

    /// Replaces the file at `path` (reached as `open(2)` reaches it, through any symbolic link:
    /// the caller named it, and read it so) as ``replaceFile(_:read:bytes:with:)`` replaces a
    /// file of a folder: the file the path leads to is replaced, and a link on the way stays.
    /// The corresponding C function is `realpath`.
    /// - Throws: `FileReplacementError`; `.changed(.removed)` when nothing is at `path` any more.
    public static func replaceFile(atPath path: String, read version: FileVersion, bytes: Data, with data: Data)
        throws(FileReplacementError)
    {
        let resolved = FileSystemPath.withCString(path) { realpath($0, nil) }
        guard let resolved else { throw errno == ENOENT ? .changed(.removed) : .io(.last) }
        let target = FileSystemPath.string(
            UnsafeBufferPointer(start: resolved, count: strlen(resolved)).map { UInt8(bitPattern: $0) })
        free(resolved)
        let folder: Folder
        do throws(SystemCallError) {
            folder = try Folder(opening: FileSystemPath.deletingLastComponent(target))
        } catch {
            throw error.code == ENOENT ? .changed(.removed) : .io(error)
        }
        try folder.replaceFile(FileSystemPath.lastComponent(target), read: version, bytes: bytes, with: data)
    }

    /// Replaces the regular file `name` with `data`, only while it is still `version` holding
    /// `bytes`: a transaction on the file, for a tool that read it, made `data` from it, and must
    /// not put that over a save made meanwhile.
    ///
    /// The file is compared with what was read: by name (no link followed), then opened (without
    /// blocking, so a pipe put in its place is harmless), its version and its bytes. `data` is
    /// written under a staged name beside it (mode 0600 until it is done, so no other user can
    /// open it meanwhile), given the old file's owner and group, its mode, and its extended
    /// attributes (those this process may set), and synced. When another user owns the file and
    /// this process may not give the new file that owner, it stops
    /// (``FileReplacementError/ownerNotKept(owner:)``); a group it may not give is left as the
    /// folder gives it. Compared once more, the two names are swapped in one step
    /// (`RENAME_EXCHANGE`), and what the swap displaced is checked to be the old file still: a
    /// save that landed between the last comparison and the swap is swapped back into place, and
    /// the run is told it changed. Only then is the old file removed.
    ///
    /// A file with more than one link is refused: a new file in its place would split its links,
    /// and writing through its inode instead could be seen half done.
    ///
    /// The corresponding C functions are `fstatat`, `openat`, `fstat`, `read`, `write`, `fchown`,
    /// `fchmod`, `flistxattr`, `fgetxattr`, `fsetxattr`, `fsync`, `renameat2` (`renameat` where
    /// the file system cannot swap two names) and `unlinkat`.
    /// - Throws: `FileReplacementError`; the file is then as it was, or as a save made it.
    public func replaceFile(_ name: String, read version: FileVersion, bytes: Data, with data: Data)
        throws(FileReplacementError)
    {
        guard version.isRegularFile else { throw .notRegularFile }
        Folder.replacementStep(.comparing)
        if let change = try change(of: name, from: version, opened: nil) { throw .changed(change) }
        let page = FileSystemPath.withCString(name) {
            openat(descriptor, $0, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        }
        guard page >= 0 else {
            switch errno {
            case ENOENT: throw .changed(.removed)
            case ELOOP: throw .changed(.replaced)
            default: throw .io(.last)
            }
        }
        defer { close(page) }
        var status = stat()
        guard fstat(page, &status) == 0 else { throw .io(.last) }
        let opened = FileVersion(status)
        guard opened.isSameFile(version) else { throw .changed(.replaced) }
        guard opened == version, Self.read(page, atMost: bytes.count + 1) == bytes else { throw .changed(.written) }
        guard status.st_nlink <= 1 else { throw .hardLinked(links: Int(status.st_nlink)) }

        let staged = OutputNames.staged()
        let ours = try stage(staged, data, like: status, from: page)
        Folder.replacementStep(.staged)
        do throws(FileReplacementError) {
            if let change = try change(of: name, from: version, opened: page) { throw .changed(change) }
        } catch {
            unlink(staged)
            throw error
        }
        Folder.replacementStep(.swapping)
        guard swap(staged, name) else {
            let failure = SystemCallError.last
            guard failure.code == EINVAL || failure.code == ENOSYS else {
                unlink(staged)
                throw failure.code == ENOENT ? .changed(.removed) : .io(failure)
            }
            // This file system cannot swap two names: a rename, right after the last comparison.
            guard rename(staged, over: name) else {
                let failure = SystemCallError.last
                unlink(staged)
                throw .io(failure)
            }
            _ = syncEntries()
            return
        }
        Folder.replacementStep(.swapped)
        // The staged name now holds what had the file's name at the swap.
        var displaced = stat()
        let swappedOld = lstat(staged, &displaced) && FileVersion(displaced).isSameFile(version)
        var now = stat()
        if swappedOld, fstat(page, &now) == 0, FileVersion(now) == version {
            unlink(staged)
            _ = syncEntries()
            return
        }
        // A save landed between the last comparison and the swap (or the old file was written
        // since): what the swap displaced goes back in place, and our file is removed.
        let change: FileChange = swappedOld ? .written : .replaced
        let first = UInt64(displaced.st_ino)
        var back = stat()
        guard swap(staged, name) else { throw .changed(change, left: path(of: staged)) }
        if lstat(staged, &back), UInt64(back.st_ino) == ours {
            unlink(staged)
            _ = syncEntries()
            throw .changed(change)
        }
        // A second save landed over our file before the swap back, which then took it: it is
        // newer than what the swap back put in place, and one more swap puts it there. What that
        // displaces is the first save, which the second replaced: the editor's rename would have
        // removed it.
        guard swap(staged, name), lstat(staged, &back), UInt64(back.st_ino) == first else {
            throw .changed(change, left: path(of: staged))
        }
        unlink(staged)
        _ = syncEntries()
        throw .changed(change)
    }

    /// How the file `name` differs from `version`, by name (no link followed) and, once it is
    /// open, by its descriptor `opened`: nil when it is still that version.
    /// The corresponding C functions are `fstatat` with `AT_SYMLINK_NOFOLLOW`, and `fstat`.
    private func change(of name: String, from version: FileVersion, opened: Int32?) throws(FileReplacementError)
        -> FileChange?
    {
        var named = stat()
        guard lstat(name, &named) else { throw errno == ENOENT ? .changed(.removed) : .io(.last) }
        // A link or anything but a regular file is another file, even on an inode freed and used again.
        guard FileVersion(named).isSameFile(version), named.st_mode & S_IFMT == S_IFREG else { return .replaced }
        var status = stat()
        if let opened {
            guard fstat(opened, &status) == 0 else { throw .io(.last) }
        } else {
            status = named
        }
        return FileVersion(status) == version ? nil : .written
    }

    /// Makes the file `staged`, which must not exist, with `data` in it and the owner, group, mode
    /// and extended attributes of `status`, the file open as `old`; synced. Removed if any of it fails.
    /// - Returns: Its inode.
    private func stage(_ staged: String, _ data: Data, like status: stat, from old: Int32)
        throws(FileReplacementError) -> UInt64
    {
        let file = FileSystemPath.withCString(staged) {
            openat(descriptor, $0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        }
        guard file >= 0 else { throw .cantCreate(.last) }
        var made = stat()
        do throws(FileReplacementError) {
            do throws(SystemCallError) {
                try SystemCall.writeAll(data, to: file)
            } catch {
                throw .io(error)
            }
            try Self.keepOwner(status, on: file)
            // After `fchown`, which clears the set-user-ID and set-group-ID bits.
            guard fchmod(file, status.st_mode & 0o7777) == 0 else { throw .io(.last) }
            try Self.copyAttributes(from: old, to: file)
            guard fsync(file) == 0, fstat(file, &made) == 0 else { throw .io(.last) }
        } catch {
            close(file)
            unlink(staged)
            throw error
        }
        guard close(file) == 0 else {
            let failure = SystemCallError.last
            unlink(staged)
            throw .io(failure)
        }
        return UInt64(made.st_ino)
    }

    /// Gives `file` the owner and group of `status`. A process that may not (`EPERM`: it is not
    /// root) goes on when the owner is itself, with the group the folder gave, or the old one if
    /// it is a member of it; another user's file is refused. The corresponding C function is `fchown`.
    private static func keepOwner(_ status: stat, on file: Int32) throws(FileReplacementError) {
        guard fchown(file, status.st_uid, status.st_gid) != 0 else { return }
        guard errno == EPERM else { throw .io(.last) }
        guard status.st_uid == geteuid() else { throw .ownerNotKept(owner: UInt32(status.st_uid)) }
    }

    /// Copies every extended attribute of `old` this process may set onto `file`: one it may not
    /// set (`EPERM`, `EACCES`, or `ENOTSUP` from the file system) is left out, as `cp -a` leaves
    /// it; any other failure is thrown. The corresponding C functions are `flistxattr`,
    /// `fgetxattr` and `fsetxattr`.
    private static func copyAttributes(from old: Int32, to file: Int32) throws(FileReplacementError) {
        let notKept: Set<Int32> = [EPERM, EACCES, ENOTSUP]
        let names: [UInt8]
        switch Self.attributeBytes({ tg_flistxattr(old, $0, $1) }) {
        case .success(let list): names = list
        case .failure(let error) where notKept.contains(error.code): return
        case .failure(let error): throw .io(error)
        }
        for name in names.split(separator: 0) {
            let cName = name.map { CChar(bitPattern: $0) } + [0]
            let value: [UInt8]
            switch Self.attributeBytes({ tg_fgetxattr(old, cName, UnsafeMutableRawPointer($0), $1) }) {
            case .success(let bytes): value = bytes
            // Removed since it was listed, or one this process may list but not read.
            case .failure(let error) where error.code == ENODATA || notKept.contains(error.code): continue
            case .failure(let error): throw .io(error)
            }
            let set = value.withUnsafeBytes { tg_fsetxattr(file, cName, $0.baseAddress, $0.count, 0) }
            if set != 0, !notKept.contains(errno) { throw .io(.last) }
        }
    }

    /// What `call` (`flistxattr` or `fgetxattr`, given a buffer and its size) fills in: asked its
    /// size first, then asked again while it grows.
    private static func attributeBytes(_ call: (UnsafeMutablePointer<CChar>?, Int) -> Int)
        -> Result<[UInt8], SystemCallError>
    {
        while true {
            let size = call(nil, 0)
            guard size >= 0 else { return .failure(.last) }
            guard size > 0 else { return .success([]) }
            var buffer = [CChar](repeating: 0, count: size)
            let count = buffer.withUnsafeMutableBufferPointer { call($0.baseAddress, size) }
            if count < 0, errno == ERANGE { continue }
            guard count >= 0 else { return .failure(.last) }
            return .success(buffer[0..<count].map { UInt8(bitPattern: $0) })
        }
    }

    /// At most `limit` bytes of `file`, from where it is; nil if reading fails.
    /// The corresponding C function is `read`.
    private static func read(_ file: Int32, atMost limit: Int) -> Data? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while data.count < limit {
            let count = buffer.withUnsafeMutableBytes {
                systemRead(file, $0.baseAddress, min($0.count, limit - data.count))
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }

    /// Swaps the names `one` and `other` of this folder in one step: false, with `errno` set, when
    /// the file system cannot (`EINVAL`, `ENOSYS`). The corresponding C function is `renameat2`
    /// with `RENAME_EXCHANGE`.
    private func swap(_ one: String, _ other: String) -> Bool {
        FileSystemPath.withCString(one) { first in
            FileSystemPath.withCString(other) { tg_renameat2(descriptor, first, descriptor, $0, tg_rename_exchange) }
        } == 0
    }

    /// Renames `name` to `other`, replacing what has that name; false, with `errno` set, when it
    /// fails. The corresponding C function is `renameat`.
    private func rename(_ name: String, over other: String) -> Bool {
        FileSystemPath.withCString(name) { first in
            FileSystemPath.withCString(other) { renameat(descriptor, first, descriptor, $0) }
        } == 0
    }

    /// The status of `name`, no link followed; false, with `errno` set, when it cannot be had.
    /// The corresponding C function is `fstatat` with `AT_SYMLINK_NOFOLLOW`.
    private func lstat(_ name: String, _ status: inout stat) -> Bool {
        FileSystemPath.withCString(name) { fstatat(descriptor, $0, &status, AT_SYMLINK_NOFOLLOW) } == 0
    }

    /// Removes the name `name`, a file's. The corresponding C function is `unlinkat`.
    private func unlink(_ name: String) {
        _ = FileSystemPath.withCString(name) { unlinkat(descriptor, $0, 0) }
    }
}

/// `read(2)`, named apart from ``Folder/read(_:limit:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
    #else
        Darwin.read(descriptor, buffer, count)
    #endif
}
