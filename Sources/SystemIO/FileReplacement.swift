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

    /// Swaps the names `one` and `other` of this folder in one step: false, with `errno` set, when
    /// the file system cannot (`EINVAL`, `ENOSYS`). The corresponding C function is `renameat2`
    /// with `RENAME_EXCHANGE`. In the POSIX build, ``exchangeInSteps(_:_:keepingOther:)`` keeping
    /// `other` a whole file throughout (a link aside, then one rename over it): `ENOSYS` where the
    /// file system has no hard links, and the caller's single rename instead.
    private func swap(_ one: String, _ other: String) -> Bool {
        #if os(Linux) && !TG_PORTABLE
            FileSystemPath.withCString(one) { first in
                FileSystemPath.withCString(other) {
                    tg_renameat2(descriptor, first, descriptor, $0, tg_rename_exchange)
                }
            } == 0
        #else
            do throws(SystemCallError) {
                try exchangeInSteps(one, other, keepingOther: true)
                return true
            } catch {
                errno = error.code
                return false
            }
        #endif
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
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
    #else
        Darwin.read(descriptor, buffer, count)
    #endif
}
