import Foundation

/// Writes output files whole or not at all: each goes to a temporary file in its own
/// folder and is renamed into place, so a failure leaves no partial file behind.
///
/// A file that was there before (from an earlier run) is replaced by the rename in one
/// step: readers see the old bytes or the new ones, never a mix, and a failed write
/// leaves the old file as it was. Failures map to two exit codes: a folder or temporary
/// file that cannot be made is `cantCreate` (73); a `write`, `fsync`, `close` or `rename`
/// that fails is `io` (74). Either way the temporary file is removed.
enum FileOutput {
    /// Makes a folder and its parents, as `mkdir -p` does.
    /// - Throws: `CLIError.cantCreate` naming the first folder that cannot be made
    ///   (a path through a regular file, a file system that refuses new entries, …).
    static func makeFolder(_ url: URL) throws(CLIError) {
        let path = url.standardizedFileURL.path
        if isFolder(path) { return }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path { try makeFolder(URL(fileURLWithPath: parent)) }
        if mkdir(path, 0o777) != 0 {
            let failure = SystemCallError.last
            // Made meanwhile by another process, or already there as something else.
            if failure.code == EEXIST, isFolder(path) { return }
            throw .cantCreate(path: path, reason: failure.code == EEXIST ? "a file is in the way" : failure.reason)
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Writes `data` to `url` through a temporary file and a rename.
    /// - Throws: `CLIError.cantCreate` when the temporary file cannot be made,
    ///   `.io` when writing, syncing, closing or renaming it fails.
    static func write(_ data: Data, to url: URL) throws(CLIError) {
        let temporary = temporaryPath(for: url)
        let descriptor = openTemporary(temporary)
        guard descriptor >= 0 else {
            throw .cantCreate(path: url.path, reason: SystemCallError.last.reason)
        }
        do throws(SystemCallError) {
            try fill(descriptor, with: data)
            guard rename(temporary, url.path) == 0 else { throw .last }
        } catch {
            unlink(temporary)
            throw .io(path: url.path, reason: error.reason)
        }
    }

    /// Creates the temporary file: exclusively, so neither an existing file nor a symbolic
    /// link is ever written through. Returns a descriptor, or -1 with `errno` set.
    static let createExclusively: @Sendable (String) -> Int32 = { path in
        open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    }

    /// How ``write(_:to:)`` opens its temporary file; ``createExclusively`` unless a test
    /// binds another, for instance one that creates the file and hands back a descriptor
    /// of `/dev/full`, so that the write fails as a full disk makes it fail.
    @TaskLocal static var openTemporary: @Sendable (String) -> Int32 = createExclusively

    /// The hidden temporary file beside `url`, unique to this write.
    static func temporaryPath(for url: URL) -> String {
        url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
    }

    /// Writes everything, makes it durable, and closes the descriptor, whatever fails.
    private static func fill(_ descriptor: Int32, with data: Data) throws(SystemCallError) {
        var failure: SystemCallError?
        do {
            try SystemCall.writeAll(data, to: descriptor)
        } catch {
            failure = error
        }
        // EINVAL: the file system cannot sync this file, which is no reason to fail.
        if failure == nil, fsync(descriptor) != 0, errno != EINVAL { failure = .last }
        if close(descriptor) != 0, failure == nil { failure = .last }
        if let failure { throw failure }
    }

    /// A file-name-safe form of a label: letters, digits, `.`, `_` and `-` kept, the rest `-`.
    static func safeName(_ text: String) -> String {
        let kept = text.unicodeScalars.map { scalar -> Character in
            let ascii = scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar))
            return ascii ? Character(scalar) : "-"
        }
        let name = String(kept).trimmingCharacters(in: CharacterSet(charactersIn: ".-"))
        return name.isEmpty ? "change" : String(name.prefix(80))
    }
}
